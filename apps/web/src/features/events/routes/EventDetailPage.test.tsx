import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildEventItem, mockApi } from '../../../test/api';
import { buildEventDetail, buildLineupItem, buildRelated } from '../../../test/build-event';
import { renderApp } from '../../../test/render';

// The sections below the first screen arrive a paint later in the browser (components/use-staged-reveal.test.ts);
// here every section is there with the top one, so the tests read the page as it ends up.
vi.mock('../../../components/use-staged-reveal', () => ({ useStagedReveal: (stages: number) => stages }));

const PATH = '/en/events/dvorak-novy-svet';

function openEvent(overrides: Parameters<typeof buildEventDetail>[0] = {}, path = PATH, extra = {}) {
  const event = buildEventDetail(overrides);
  const api = mockApi({
    'GET /event/dvorak-novy-svet': { body: event },
    'GET /event/recommended': { body: [] },
    ...extra,
  });
  return { event, api, ...renderApp(path) };
}

const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'Dvořák: New World Symphony' }, { timeout: 5000 });

describe('event detail: top section (spec 1 §2)', () => {
  it('shows name, begin in the event’s zone with the zone’s place, and the venue', async () => {
    openEvent();
    await heading();
    // 17:30 UTC is 19:30 in Bratislava (summer time), whatever the machine's zone.
    expect(screen.getByTestId('event-when')).toHaveTextContent(/7:30\sPM/);
    expect(screen.getByTestId('event-time-zone')).toHaveTextContent('(Bratislava time)');
    expect(screen.getByTestId('event-place')).toHaveTextContent(
      'Dunajská koncertná sieň, Bratislava, Slovakia',
    );
    expect(document.title).toBe('Dvořák: New World Symphony · Marquee');
  });

  it('shows begin to end for a multi-day event', async () => {
    openEvent({ Begin: '2031-07-04T15:00:00.000Z', End: '2031-07-06T21:00:00.000Z', IsMultiDay: true });
    await heading();
    const when = screen.getByTestId('event-when').textContent ?? '';
    expect(when).toMatch(/Fri, Jul 4, 2031, 5:00\sPM/);
    expect(when).toMatch(/Sun, Jul 6, 2031, 11:00\sPM/);
  });

  it.each([
    ['a paid event within its selling time', {}, true],
    [
      'a free event',
      { SellingChannelInfo: { SellingChannel: 'IsFree', PerformanceId: null, Url: null } },
      false,
    ],
    [
      'an externally sold event',
      {
        SellingChannelInfo: {
          SellingChannel: 'ExternalTicketing',
          PerformanceId: null,
          Url: 'https://x.example',
        },
      },
      false,
    ],
    ['an event outside its selling time', { InSellingTime: false }, false],
  ])('Get tickets for %s: %s', async (_label, overrides, shown) => {
    openEvent(overrides);
    await heading();
    expect(screen.queryByRole('button', { name: 'Get tickets' }) !== null).toBe(shown);
  });

  it('Get tickets takes the user to the purchase section', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    openEvent();
    await heading();
    const button = screen.getByRole('button', { name: 'Get tickets' });
    // The sections below the top (the purchase section among them) are their own chunk.
    const purchase = await waitFor(() => {
      const element = document.getElementById('event-purchase');
      expect(element).not.toBeNull();
      return element;
    });
    await userEvent.click(button);
    expect(document.activeElement).toBe(purchase);
    expect(scrollTo).toHaveBeenCalled();
  });

  it('has no purchase section for free events', async () => {
    openEvent({ SellingChannelInfo: { SellingChannel: 'IsFree', PerformanceId: null, Url: null } });
    await heading();
    expect(document.getElementById('event-purchase')).toBeNull();
  });

  it('shows the image of an upcoming event', async () => {
    openEvent();
    await heading();
    expect(screen.getByTestId('event-image')).toHaveAttribute('src', '/api/uploads/dvorak.jpg');
  });

  it('hides the image of a past event', async () => {
    openEvent({ IsPast: true, InSellingTime: false });
    await heading();
    expect(screen.queryByTestId('event-image')).toBeNull();
  });

  it('shows the edit button only to the author', async () => {
    openEvent({ IsAuthor: true });
    await heading();
    expect(screen.getByRole('link', { name: 'Edit event' })).toHaveAttribute(
      'href',
      `/en/event/edit/${buildEventDetail().Id}`,
    );
  });

  it('has no edit button for visitors', async () => {
    openEvent();
    await heading();
    expect(screen.queryByRole('link', { name: 'Edit event' })).toBeNull();
  });

  it('asks for the event once: the route loader’s request is the page’s', async () => {
    const { api } = openEvent();
    await heading();
    expect(api.callsTo('GET', '/event/dvorak-novy-svet')).toHaveLength(1);
  });

  it('goes to the 404 error page (with a way home) for an unknown id', async () => {
    mockApi({ 'GET /event/recommended': { body: [] } });
    const { router } = renderApp('/en/events/no-such-event');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/error/404'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en\/?$/),
    );
  });
});

describe('event detail: calendar export and embed code', () => {
  it('downloads the .ics from the API', async () => {
    const createObjectURL = vi.fn(() => 'blob:calendar');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const { api, event } = openEvent({}, PATH, {
      'GET /event/77777777-7777-4777-8777-777777777777/calendar.ics': { body: 'BEGIN:VCALENDAR' },
    });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(clicks).toEqual(['dvorak-novy-svet.ics']));
    expect(api.callsTo('GET', `/event/${event.Id}/calendar.ics`)).toHaveLength(1);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('opens the embed-code dialog with an iframe for the chosen language and theme', async () => {
    openEvent();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Embed code' }));
    // The dialog is a lazy chunk: on a busy machine it takes longer than findBy's default second.
    const dialog = await screen.findByRole('dialog', { name: 'Embed this event' }, { timeout: 5000 });
    const code = within(dialog).getByRole('textbox', { name: 'Embed code' }) as HTMLTextAreaElement;
    expect(code.value).toContain(
      '<iframe src="http://localhost:3000/en/embed/event/dvorak-novy-svet?theme=light&amp;transparent=false&amp;showTitle=true"',
    );
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Language' }), 'hr');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Dark' }));
    expect(code.value).toContain('/hr/embed/event/dvorak-novy-svet?theme=dark');
    // The live preview frames the snippet's own address.
    expect(within(dialog).getByTitle('Preview of the embed')).toHaveAttribute(
      'src',
      '/hr/embed/event/dvorak-novy-svet?theme=dark&transparent=false&showTitle=true',
    );
    expect(code.value).toContain('title="Dvořák: New World Symphony"');
  });
});

describe('event detail: performances (spec 2 §2)', () => {
  const related = [
    buildRelated({
      Id: 'later',
      Nickname: 'later-show',
      Begin: '2031-06-01T17:00:00.000Z',
      End: '2031-06-01T19:00:00.000Z',
    }),
    buildRelated({ Id: 'earlier', Begin: '2031-04-01T17:00:00.000Z', End: '2031-04-01T19:00:00.000Z' }),
  ];

  it('lists the event and its related performances by start, the shown one marked', async () => {
    openEvent({ RelatedEvents: related });
    await heading();
    const cards = within(screen.getByTestId('performance-selector')).getAllByTestId('performance');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/en/events/earlier?sp=0',
      '/en/events/dvorak-novy-svet?sp=0',
      '/en/events/later-show?sp=0',
    ]);
    expect(cards[1]).toHaveAttribute('aria-current', 'page');
    // One venue for all: no venue line on the cards.
    expect(screen.getByTestId('performance-selector')).not.toHaveTextContent('Dunajská');
  });

  it('names the venue, city and country when the performances are at different venues', async () => {
    const elsewhere = buildRelated({
      Venue: {
        Id: 'other',
        Name: 'Kino Lumière',
        City: 'Bratislava',
        CountryCode: 'SK',
        Country: 'Slovakia',
      },
    });
    openEvent({ RelatedEvents: [elsewhere] });
    await heading();
    expect(screen.getByTestId('performance-selector')).toHaveTextContent(
      'Kino Lumière, Bratislava, Slovakia',
    );
  });

  it('shows dubbing and subtitles of film performances', async () => {
    openEvent({ RelatedEvents: [buildRelated({ MovieInfo: { Dabing: 'SK', Subtitles: 'EN' } })] });
    await heading();
    const selector = screen.getByTestId('performance-selector');
    expect(selector).toHaveTextContent('Dubbing: SK');
    expect(selector).toHaveTextContent('Subtitles: EN');
  });

  it('is hidden with sp=0 and without related performances', async () => {
    openEvent({ RelatedEvents: related }, `${PATH}?sp=0`);
    await heading();
    expect(screen.queryByTestId('performance-selector')).toBeNull();
  });

  it('is hidden when there are no related performances', async () => {
    openEvent();
    await heading();
    expect(screen.queryByTestId('performance-selector')).toBeNull();
  });
});

describe('event detail: movie info', () => {
  const actors = Array.from({ length: 12 }, (_, index) => ({ FullName: `Actor ${index + 1}` }));
  const movieInfo = {
    Movie: {
      OriginalTitle: 'Obchod na korze',
      YearOfProduction: 1965,
      MovieDuration: 128,
      Directors: ['Ján Kadár', 'Elmar Klos'],
      Actors: actors,
    },
    AgeRating: 12,
    ScreenFormat: '2D',
    Dabing: 'SK',
    Subtitles: 'EN',
  };

  it('shows the fields, age rating above 0, and the first 10 actors then an ellipsis', async () => {
    openEvent({ MovieInfo: movieInfo });
    await heading();
    expect(await screen.findByTestId('movie-title')).toHaveTextContent('Obchod na korze');
    expect(screen.getByTestId('movie-duration')).toHaveTextContent('128 minutes');
    expect(screen.getByTestId('movie-age')).toHaveTextContent('12+');
    expect(screen.getByTestId('movie-directors')).toHaveTextContent('Ján Kadár, Elmar Klos');
    const cast = screen.getByTestId('movie-actors').textContent ?? '';
    expect(cast).toContain('Actor 10');
    expect(cast).not.toContain('Actor 11');
    expect(cast.endsWith('…')).toBe(true);
    // No film-database id: no language row.
    expect(screen.queryByTestId('movie-language')).toBeNull();
  });

  it('leaves the age rating out when it is 0, and lists a short cast without an ellipsis', async () => {
    openEvent({
      MovieInfo: { ...movieInfo, AgeRating: 0, Movie: { ...movieInfo.Movie, Actors: actors.slice(0, 3) } },
    });
    await heading();
    expect(await screen.findByTestId('movie-actors')).toHaveTextContent(/^Actor 1, Actor 2, Actor 3$/);
    expect(screen.queryByTestId('movie-age')).toBeNull();
  });

  it('shows the language of film-database items', async () => {
    openEvent({ MovieInfo: { ...movieInfo, DisfilmId: 'df-1', DisfilmLanguage: 'slovenčina' } });
    await heading();
    expect(await screen.findByTestId('movie-language')).toHaveTextContent('slovenčina');
  });
});

describe('event detail: about, lineup, tags, organizer', () => {
  it('cuts the about text at 320 characters with "more"', async () => {
    const about = `${'Dvořák '.repeat(60)}the end.`;
    openEvent({ About: about });
    await heading();
    const text = await screen.findByTestId('about-text');
    expect(text.textContent?.length).toBeLessThanOrEqual(321);
    expect(text).not.toHaveTextContent('the end.');
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(text).toHaveTextContent('the end.');
    expect(screen.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows rich about text formatted and sanitized, cut on its visible text', async () => {
    openEvent({
      About: null,
      AboutRichText: `<p>Jazz on <strong>Hlavná</strong>.</p><img src=x onerror="alert(1)"><p>${'Swing '.repeat(70)}end.</p>`,
    });
    await heading();
    const text = await screen.findByTestId('about-text');
    expect(text).toHaveTextContent(/^Jazz on Hlavná\./);
    expect(text).not.toHaveTextContent('end.');
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(await within(text).findByText('Hlavná')).toHaveProperty('tagName', 'STRONG');
    expect(text).toHaveTextContent('end.');
    expect(text.innerHTML).not.toContain('onerror');
  });

  it('shows a short about text whole, without "more"', async () => {
    openEvent({ About: 'Short and sweet.' });
    await heading();
    expect(await screen.findByTestId('about-text')).toHaveTextContent('Short and sweet.');
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('applies the lineup follow rules: link and Follow only when confirmed with a profile', async () => {
    openEvent({
      IsMultiDay: true,
      Lineup: [
        buildLineupItem({ _id: 'a', Day: '2031-05-01' }),
        buildLineupItem({ _id: 'b', Day: '2031-05-01', Name: 'Zuzana Mikulová', Confirmed: false }),
        buildLineupItem({
          _id: 'c',
          Day: '2031-05-02',
          Name: 'Jam session',
          ProfileRef: null,
          HideTime: true,
        }),
      ],
    });
    await heading();
    const lineup = await screen.findByTestId('lineup');
    const days = within(lineup).getAllByTestId('lineup-day');
    expect(days).toHaveLength(2);
    expect(within(days[0] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Thursday, May 1',
    );
    const [confirmed, unconfirmed, nameOnly] = within(lineup).getAllByTestId('lineup-item') as HTMLElement[];

    expect(within(confirmed as HTMLElement).getByRole('link', { name: 'Nikola Bric' })).toHaveAttribute(
      'href',
      '/en/nikola-bric',
    );
    expect(within(confirmed as HTMLElement).getByRole('button', { name: 'Follow' })).toBeEnabled();
    expect(within(confirmed as HTMLElement).getByTestId('lineup-time')).toHaveTextContent(/^8:00\sPM$/);

    expect(within(unconfirmed as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(unconfirmed as HTMLElement).getByRole('button', { name: 'Follow' })).toBeDisabled();

    expect(within(nameOnly as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(nameOnly as HTMLElement).getByRole('button', { name: 'Follow' })).toBeDisabled();
    expect(within(nameOnly as HTMLElement).queryByTestId('lineup-time')).toBeNull();
  });

  it('sends an anonymous visitor who follows a lineup artist to sign in', async () => {
    const { router } = openEvent({ Lineup: [buildLineupItem()] });
    await heading();
    await userEvent.click(
      within(await screen.findByTestId('lineup')).getByRole('button', { name: 'Follow' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/signin'));
  });

  it('links genres to all events and lists keywords', async () => {
    openEvent({
      Categories: [
        {
          Id: 'g1',
          Name: 'Classical',
          NameI18n: { en: 'Classical', sk: 'Klasika', cs: 'Klasika', de: 'Klassik', hu: 'Klasszikus' },
          Slug: 'classical',
          ParentCategory: null,
        },
        {
          Id: 'g2',
          Name: 'Jazz',
          NameI18n: { en: 'Jazz', sk: 'Jazz', cs: 'Jazz', de: 'Jazz', hu: 'Jazz' },
          Slug: 'jazz',
          ParentCategory: 'music',
        },
      ],
      Keywords: ['symphony'],
    });
    await heading();
    expect(await screen.findByRole('link', { name: 'Classical' })).toHaveAttribute(
      'href',
      '/en/events?par=classical',
    );
    expect(screen.getByRole('link', { name: 'Jazz' })).toHaveAttribute(
      'href',
      '/en/events?par=music&sub=jazz',
    );
    expect(screen.getByTestId('keyword-tag')).toHaveTextContent('#symphony');
  });

  it('shows the organizer with Follow and only public contacts; hides the author when ShowAuthor is off', async () => {
    openEvent({
      PublicContacts: [
        { Kind: 'email', Id: 'c1', EmailAddress: 'info@marquee.example', Private: false },
        {
          Kind: 'web',
          Id: 'c2',
          Url: 'https://facebook.com/marquee',
          WebContactType: 'Facebook',
          Private: false,
        },
      ],
    });
    await heading();
    const organizer = await screen.findByTestId('organizer');
    expect(within(organizer).getByRole('link', { name: 'Marquee Live' })).toHaveAttribute(
      'href',
      '/en/marquee-live',
    );
    expect(within(organizer).getByRole('button', { name: 'Follow' })).toBeEnabled();
    expect(within(organizer).getByRole('link', { name: 'info@marquee.example' })).toBeInTheDocument();
    expect(within(organizer).getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://facebook.com/marquee',
    );
  });

  it('leaves the author out when the event does not show it', async () => {
    openEvent({ ShowAuthor: false });
    await heading();
    expect(screen.queryByTestId('organizer')).toBeNull();
  });

  it('renders embedded codes sanitized', async () => {
    openEvent({
      EmbeddedCodes: [
        {
          Id: 'e1',
          HtmlCode: '<iframe src="https://player.example/1"></iframe><img src=x onerror="alert(1)">',
          IsHidden: false,
          OrderNumber: 0,
        },
      ],
    });
    await heading();
    const embeds = await screen.findByTestId('embedded-codes');
    expect(embeds.querySelector('iframe')).toHaveAttribute('title', 'Embedded content');
    expect(embeds.innerHTML).not.toContain('onerror');
  });
});

describe('event detail: stream promo, map and recommended events', () => {
  it('shows the stream promo card and no map for streams', async () => {
    openEvent({
      IsOnline: true,
      Building: null,
      City: null,
      LonLat: null,
      StreamSettings: { StreamId: 's1', ShowStreamPromo: true },
      Stream: {
        Id: 's1',
        Nickname: 'koncert-z-obyvacky',
        Title: 'Concert from the living room',
        StreamSellingChannel: 'Donate',
        Begin: '2031-05-01T17:30:00.000Z',
        End: '2031-05-01T19:30:00.000Z',
      },
      HasStream: true,
    });
    await heading();
    expect(screen.getByTestId('event-place')).toHaveTextContent('Online stream');
    const promo = screen.getByTestId('stream-promo');
    expect(within(promo).getByRole('link', { name: 'Go to the stream' })).toHaveAttribute(
      'href',
      '/en/stream/koncert-z-obyvacky',
    );
    expect(screen.queryByTestId('event-map')).toBeNull();
  });

  it('shows a map with a pin for an event at a place', async () => {
    openEvent();
    await heading();
    const map = await screen.findByTestId('event-map');
    expect(within(map).getByRole('link', { name: /Open in maps/ })).toHaveAttribute(
      'href',
      expect.stringContaining('mlat=48.148600&mlon=17.107700'),
    );
    expect(await within(map).findByTestId('map-pin')).toBeInTheDocument();
  });

  it('shows up to 9 recommended events without the event itself or duplicates', async () => {
    const current = buildEventDetail();
    const candidates = [
      buildEventItem({ Id: current.Id, ProfileName: 'This very event' }),
      ...Array.from({ length: 12 }, (_, index) =>
        buildEventItem({ Id: `e${index % 11}`, ProfileName: `Recommended ${index % 11}` }),
      ),
    ];
    const { api } = openEvent({}, PATH, { 'GET /event/recommended': { body: candidates } });
    await heading();
    const section = await screen.findByTestId('recommended-events');
    await waitFor(() => expect(within(section).getAllByTestId('event-card')).toHaveLength(9));
    expect(within(section).queryByText('This very event')).toBeNull();
    const [call] = api.callsTo('GET', '/event/recommended');
    expect(call?.query.get('perPage')).toBe('13');
  });
});
