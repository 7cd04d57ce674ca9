import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile, IDS, mockApi } from '../../../test/api';
import { renderApp } from '../../../test/render';

/** The first find waits for the lazy page and its catalog parts, slow on a busy machine. */
const SLOW = { timeout: 5000 };
const TAGS_PATH = `/bandprofile/${IDS.performer}/tags`;

const merchItem = (overrides: Record<string, unknown> = {}) => ({
  Id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  ProfileId: IDS.performer,
  Name: 'Tour T-shirt',
  Url: 'https://shop.example/tee',
  Description: 'Black cotton with the tour dates on the back.',
  ProfilePicture: '/uploads/tee.webp',
  ...overrides,
});

const page = (routes: Parameters<typeof mockApi>[0]) =>
  mockApi({
    'GET /search/profile/the-lanterns': { body: buildProfile() },
    'GET /event': { body: [] },
    ...routes,
  });

describe('profile detail merchandise and tags', () => {
  it('lists the merchandise with picture, description and a shop link opening safely in a new tab', async () => {
    const api = page({
      'GET /merch': {
        body: [
          merchItem(),
          merchItem({
            Id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
            Name: 'Gift card',
            Url: null,
            Description: null,
            ProfilePicture: null,
          }),
        ],
      },
    });
    renderApp('/en/the-lanterns');
    const section = await screen.findByTestId('profile-merch', {}, SLOW);
    expect(within(section).getByRole('heading', { level: 2, name: 'Merchandise' })).toBeInTheDocument();
    const cards = within(section).getAllByTestId('profile-merch-item');
    expect(cards).toHaveLength(2);
    const [tee, giftCard] = cards as [HTMLElement, HTMLElement];
    expect(within(tee).getByRole('heading', { level: 3, name: 'Tour T-shirt' })).toBeInTheDocument();
    expect(within(tee).getByText('Black cotton with the tour dates on the back.')).toBeInTheDocument();
    expect(tee.querySelector('img')).toHaveAttribute('src', '/uploads/tee.webp');
    const shop = within(tee).getByRole('link', { name: /^Open shop: Tour T-shirt \(opens in a new tab\)/ });
    expect(shop).toHaveAttribute('href', 'https://shop.example/tee');
    expect(shop).toHaveAttribute('target', '_blank');
    expect(shop).toHaveAttribute('rel', 'noopener noreferrer');
    // Sold only in person: a name, no shop link and no picture.
    expect(within(giftCard).getByRole('heading', { name: 'Gift card' })).toBeInTheDocument();
    expect(within(giftCard).queryByRole('link')).not.toBeInTheDocument();
    expect(giftCard.querySelector('img')).toBeNull();
    expect(api.callsTo('GET', '/merch').map((call) => call.query.get('ProfileId'))).toEqual([IDS.performer]);
  });

  it('never links a stored non-web address as a script', async () => {
    page({ 'GET /merch': { body: [merchItem({ Url: 'javascript:alert(1)' })] } });
    renderApp('/en/the-lanterns');
    const section = await screen.findByTestId('profile-merch', {}, SLOW);
    expect(within(section).getByRole('link', { name: /^Open shop/ })).toHaveAttribute(
      'href',
      'http://alert(1)',
    );
  });

  it('shows the tags as chips under their own heading', async () => {
    const api = page({ [`GET ${TAGS_PATH}`]: { body: ['acoustic', 'folkrock'] } });
    renderApp('/en/the-lanterns');
    const tags = await screen.findByTestId('profile-tags', {}, SLOW);
    expect(within(tags).getByRole('heading', { level: 2, name: 'Tags' })).toBeInTheDocument();
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#acoustic', '#folkrock']);
    expect(within(tags).queryByRole('link')).not.toBeInTheDocument();
    expect(api.callsTo('GET', TAGS_PATH)).toHaveLength(1);
  });

  it('hides the merchandise when the profile sells nothing, once the list has answered', async () => {
    const api = page({ 'GET /merch': { body: [] }, [`GET ${TAGS_PATH}`]: { body: ['acoustic'] } });
    renderApp('/en/the-lanterns');
    await screen.findByTestId('profile-tags', {}, SLOW);
    await waitFor(() => expect(api.callsTo('GET', '/merch')).toHaveLength(1));
    expect(await screen.findByText('No events found.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('profile-merch')).not.toBeInTheDocument();
  });

  it('hides the tags when there are none, once the list has answered', async () => {
    const api = page({
      'GET /merch': { body: [merchItem()] },
      [`GET ${TAGS_PATH}`]: { body: [] },
    });
    renderApp('/en/the-lanterns');
    await screen.findByTestId('profile-merch', {}, SLOW);
    await waitFor(() => expect(api.callsTo('GET', TAGS_PATH)).toHaveLength(1));
    expect(screen.queryByTestId('profile-tags')).not.toBeInTheDocument();
  });

  it('keeps the page whole when the merchandise or tags fail to load', async () => {
    const api = page({
      // A client error: not retried, so the failure is final right away.
      'GET /merch': { status: 404, body: { Code: 'NOT_FOUND', Message: 'gone' } },
      [`GET ${TAGS_PATH}`]: { status: 404, body: { Code: 'NOT_FOUND', Message: 'gone' } },
    });
    renderApp('/en/the-lanterns');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Lanterns' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/merch').length).toBeGreaterThan(0));
    await waitFor(() => expect(api.callsTo('GET', TAGS_PATH).length).toBeGreaterThan(0));
    expect(await screen.findByText('No events found.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('profile-merch')).not.toBeInTheDocument();
    expect(screen.queryByTestId('profile-tags')).not.toBeInTheDocument();
  });
});
