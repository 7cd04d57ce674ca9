import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ensureLanguage, i18n } from '../../i18n/setup';
import { ArticleCard } from './ArticleCard';
import { EventCard } from './EventCard';
import { MerchandiseCard, merchandiseHref } from './MerchandiseCard';
import { ProfileCard } from './ProfileCard';
import { StreamCard } from './StreamCard';
import { articleItem, eventItem, profileRef, streamItem } from './test-fixtures';
import { renderInRoute } from './test-utils';

describe('EventCard', () => {
  it('links the name to the event by nickname, else id, with lineup, time in the event zone and place', async () => {
    const event = eventItem({
      ProfileName: 'Metal Night',
      Nickname: 'metal-night',
      LineupNames: ['Metalika', 'Iron Bells', 'Orkán', 'Zvonár', 'Krtko'],
      Begin: '2030-06-01T18:00:00.000Z',
      TimeZone: 'Europe/Bratislava',
    });
    await ensureLanguage('sk');
    renderInRoute(<EventCard event={event} />, 'sk');
    const link = await screen.findByRole('link', { name: 'Metal Night' });
    expect(link).toHaveAttribute('href', '/sk/events/metal-night');
    expect(screen.getByRole('heading', { level: 3, name: 'Metal Night' })).toBeInTheDocument();
    // First three names, then "+2 ďalší" (Slovak plural for 2).
    expect(screen.getByTestId('event-card')).toHaveTextContent('Metalika, Iron Bells, Orkán +2 ďalší');
    // 18:00 UTC is 20:00 in Bratislava in summer, whatever the test machine's zone.
    const time = screen.getByText((_, node) => node?.tagName === 'TIME');
    expect(time).toHaveAttribute('datetime', '2030-06-01T18:00:00.000Z');
    expect(time).toHaveTextContent('20:00');
    expect(screen.getByText('Košice, Slovakia')).toBeInTheDocument();
  });

  it('uses the id without a nickname, says "Online stream" for online events, and no lineup line without one', async () => {
    const event = eventItem({
      Id: 'aaaaaaaa-0000-4000-8000-00000000000a',
      IsOnline: true,
      City: null,
      Country: null,
    });
    renderInRoute(<EventCard event={event} headingOrder={2} />);
    expect(await screen.findByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', `/en/events/${event.Id}`);
    expect(screen.getByText('Online stream')).toBeInTheDocument();
    expect(screen.getByTestId('event-card').querySelectorAll('p')).toHaveLength(2);
  });

  it('reserves the picture box (fixed aspect, size attributes, lazy) and a placeholder without a picture', async () => {
    renderInRoute(
      <>
        <EventCard event={eventItem({ ProfilePicture: '/demo/images/a.svg' })} />
        <EventCard event={eventItem({ ProfilePicture: null })} />
      </>,
    );
    const [withPicture, without] = await screen.findAllByTestId('card-image');
    const image = withPicture?.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
    expect(image).toHaveAttribute('alt', '');
    expect(withPicture).toHaveStyle({ aspectRatio: '640 / 360' });
    expect(without?.querySelector('img')).toBeNull();
    expect(without).toHaveStyle({ aspectRatio: '640 / 360' });
  });

  it('hides a picture that fails to load (spec 1 §8 "Image load error")', async () => {
    renderInRoute(<EventCard event={eventItem()} />);
    const image = (await screen.findByTestId('card-image')).querySelector('img') as HTMLImageElement;
    fireEvent.error(image);
    expect(screen.getByTestId('card-image').querySelector('img')).toBeNull();
  });
});

describe('ProfileCard', () => {
  it('links to the profile by nickname and shows place and followers', async () => {
    const profile = {
      ...profileRef({ ProfileName: 'Tabačka', Nickname: 'tabacka' }),
      City: 'Košice',
      Country: 'Slovakia',
      FollowersCount: 1,
    };
    renderInRoute(<ProfileCard profile={profile} />);
    expect(await screen.findByRole('link', { name: 'Tabačka' })).toHaveAttribute('href', '/en/tabacka');
    expect(screen.getByText('Košice, Slovakia')).toBeInTheDocument();
    expect(screen.getByText('1 follower')).toBeInTheDocument();
  });

  it.each([
    ['en', '30,482 followers'],
    ['de', '30.482 Follower'],
    ['sk', '30\u00a0482 sledujúcich'],
  ] as const)('formats a large follower count the %s way (issue 15 row 16)', async (language, text) => {
    await ensureLanguage(language);
    const profile = {
      ...profileRef({ ProfileName: 'Tabačka', Nickname: 'tabacka' }),
      FollowersCount: 30_482,
    };
    renderInRoute(<ProfileCard profile={profile} />, language);
    await screen.findByRole('link', { name: 'Tabačka' });
    // textContent itself: jest-dom's text matchers turn the no-break space Slovak groups with into a space.
    expect(screen.getByTestId('profile-card').textContent).toContain(text);
  });

  it('works with a bare profile reference (id link, no place or count)', async () => {
    const profile = profileRef({ Id: 'bbbbbbbb-0000-4000-8000-00000000000b' });
    renderInRoute(<ProfileCard profile={profile} />, 'cs');
    expect(await screen.findByRole('link')).toHaveAttribute('href', `/cs/${profile.Id}`);
    expect(screen.queryByText(/sledující/)).not.toBeInTheDocument();
  });
});

describe('ArticleCard', () => {
  it('links to the article and shows author, date and summary', async () => {
    const article = articleItem({ Id: 'cccccccc-0000-4000-8000-00000000000c' });
    renderInRoute(<ArticleCard article={article} />);
    expect(await screen.findByRole('link', { name: 'Ten festivals to see this summer' })).toHaveAttribute(
      'href',
      `/en/article/${article.Id}`,
    );
    const card = screen.getByTestId('article-card');
    expect(card).toHaveTextContent('by Night Owl Magazine · May 2, 2030');
    expect(within(card).getByText('From Pohoda to Sziget: our picks.')).toBeInTheDocument();
  });
});

describe('StreamCard', () => {
  it('links to the stream, shows the author when shown, the begin in the stream zone and how it is paid', async () => {
    const stream = streamItem({ Nickname: 'old-town-live', StreamSellingChannel: 'Donate', VodCount: 2 });
    renderInRoute(<StreamCard stream={stream} />);
    expect(await screen.findByRole('link', { name: 'Live from the Old Town' })).toHaveAttribute(
      'href',
      '/en/stream/old-town-live',
    );
    const card = screen.getByTestId('stream-card');
    expect(card).toHaveTextContent('by Old Town Promotions');
    // 19:00 UTC is 21:00 in Prague in summer.
    expect(card.querySelector('time')).toHaveTextContent(/9:00\s?PM/);
    expect(card).toHaveTextContent('Pay what you want · 2 recordings');
  });

  it('leaves the author out when the stream hides it', async () => {
    renderInRoute(<StreamCard stream={streamItem({ ShowAuthor: false })} />);
    expect(await screen.findByTestId('stream-card')).not.toHaveTextContent('Old Town Promotions');
    expect(screen.getByTestId('stream-card')).toHaveTextContent('Free');
  });
});

describe('MerchandiseCard', () => {
  it('links out in a new tab, saying so to assistive tech', async () => {
    const item = {
      Name: 'Tour T-shirt',
      Url: 'shop.example/shirt',
      Description: 'Black, organic cotton',
      ProfileId: 'p',
      ProfilePicture: null,
    };
    renderInRoute(<MerchandiseCard item={item} />);
    const link = await screen.findByRole('link', { name: 'Tour T-shirt (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'http://shop.example/shirt');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Black, organic cotton')).toBeInTheDocument();
  });

  it('adds http:// to bare links and never keeps a script scheme', () => {
    expect(merchandiseHref('https://shop.example')).toBe('https://shop.example');
    expect(merchandiseHref('HTTP://shop.example')).toBe('HTTP://shop.example');
    expect(merchandiseHref(' shop.example ')).toBe('http://shop.example');
    expect(merchandiseHref('javascript:alert(1)')).toBe('http://alert(1)');
  });
});

describe('listing texts', () => {
  it('exist in every language', () => {
    for (const language of ['en', 'sk', 'cs', 'de', 'hu']) {
      expect(i18n.getFixedT(language)('LISTINGS.ONLINE_STREAM')).not.toBe('LISTINGS.ONLINE_STREAM');
    }
  });
});
