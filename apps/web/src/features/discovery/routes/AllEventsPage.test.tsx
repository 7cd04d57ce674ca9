import { PAGE_SIZE } from '@marquee/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapPoint } from '../../../components/map';
import { type ApiCall, buildEventItem, mockApi } from '../../../test/api';
import { renderApp } from '../../../test/render';

// Leaflet needs a real layout engine; the stand-in shows exactly the points the page hands the map.
vi.mock('../../../components/map', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../components/map')>()),
  ClusterMap: ({ points, ...props }: { points: MapPoint[]; 'aria-label'?: string }) => (
    <ul aria-label={props['aria-label']}>
      {points.map((point) => (
        <li key={point.id}>
          <a href={point.href} data-testid="map-pin">
            {`${point.label} @ ${point.lat},${point.lon}`}
          </a>
        </li>
      ))}
    </ul>
  ),
}));

// Whole journeys through the lazily loaded page, with real debounce timers.
vi.setConfig({ testTimeout: 30_000 });

/**
 * The first render of a file loads the lazy page chunk and Mantine, and the pickers are lazy chunks of their
 * own that mount a paint after the list: slower than a findBy's default on a loaded machine.
 */
const SLOW = { timeout: 10_000 };
const CITY = '0b7f2c1e-5d6a-4b8c-9e0f-1a2b3c4d5e6f';
const MUSIC = 'aaaaaaaa-0000-4000-8000-000000000001';
const METAL = 'aaaaaaaa-0000-4000-8000-000000000002';
const ROCK = 'aaaaaaaa-0000-4000-8000-000000000005';
const THEATRE = 'aaaaaaaa-0000-4000-8000-000000000003';

const genre = (
  Slug: string,
  Id: string,
  parent: string | null,
  names: string[],
  Subgenres: object[] = [],
) => {
  const [en = Slug, sk = en] = names;
  return {
    Id,
    Name: en,
    NameI18n: { en, sk, cs: en, de: en, hu: en },
    Slug,
    Type: 'Event',
    ParentCategory: parent,
    IsParent: parent === null,
    Description: null,
    Subgenres,
  };
};
const TREE = [
  genre(
    'music',
    MUSIC,
    null,
    ['Music', 'Hudba'],
    [genre('metal', METAL, MUSIC, ['Metal']), genre('rock', ROCK, MUSIC, ['Rock'])],
  ),
  genre('theatre', THEATRE, null, ['Theatre', 'Divadlo']),
];
const KOSICE = {
  Id: CITY,
  Name: 'Košice',
  Country: 'SK',
  CountryName: 'Slovakia',
  Region: 'Košický kraj',
  Zip: '040 01',
  LonLat: { Lon: 21.26, Lat: 48.72 },
};

/** A page of `count` events; the first `online` of them are streams (no place, no map pin). */
const page = (pageNumber: number, count: number, online = 0) =>
  Array.from({ length: count }, (_, index) =>
    buildEventItem({
      Id: `00000000-0000-4000-8000-${String(pageNumber * 100 + index).padStart(12, '0')}`,
      ProfileName: `Event ${pageNumber}.${index}`,
      Country: 'Slovakia',
      VenueName: 'Tabačka',
      ...(index < online ? { IsOnline: true, City: null, VenueName: null, LonLat: null } : {}),
    }),
  );

/** The API with `total` events in pages of 18; every /event/search call is recorded. */
function mockDiscovery(total = 5, online = 0) {
  const searches: ApiCall[] = [];
  const api = mockApi({
    'GET /category': { body: TREE },
    [`GET /city/${CITY}`]: { body: KOSICE },
    'GET /search/places': {
      body: [
        {
          Id: CITY,
          City: 'Košice',
          Country: 'Slovakia',
          CountryCode: 'SK',
          Region: 'Košický kraj',
          RegionName: 'Košický kraj',
          Zip: '040 01',
          LonLat: { Lon: 21.26, Lat: 48.72 },
        },
      ],
    },
    'GET /event/search': (call) => {
      searches.push(call);
      // The API's pages are 0-based; the fake names its events from page 1.
      const number = Number(call.query.get('page')) + 1;
      const size = Number(call.query.get('perPage'));
      return { body: page(number, Math.max(0, Math.min(size, total - (number - 1) * size)), online) };
    },
  });
  return { api, searches };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('all events: filters kept in the URL', () => {
  it('applies city, genre and this weekend from the URL, in the visitor zone, 18 a page', async () => {
    const { searches } = mockDiscovery();
    renderApp(`/en/events?city=${CITY}&par=music&sub=metal&range=THIS_WEEKEND`);
    expect(await screen.findByText('Event 1.0', {}, SLOW)).toBeInTheDocument();
    const call = searches[0];
    expect(call?.query.getAll('categories')).toEqual([METAL]);
    expect(call?.query.get('cityId')).toBe(CITY);
    expect(call?.query.get('perPage')).toBe(String(PAGE_SIZE.allEvents));
    expect(call?.query.get('page')).toBe('0');
    // Friday 00:00 to Monday 00:00 of the visitor's zone (jsdom runs in the machine's zone).
    const since = new Date(call?.query.get('since') ?? '');
    const till = new Date(call?.query.get('till') ?? '');
    expect(till.getDay()).toBe(1);
    expect([till.getHours(), till.getMinutes()]).toEqual([0, 0]);
    expect(since.getTime()).toBeLessThan(till.getTime());
    expect(till.getTime() - since.getTime()).toBeLessThanOrEqual(3 * 24 * 3_600_000 + 3_600_000);

    // The pickers' light first-paint fields are replaced by the real ones when their code arrives: look in one
    // synchronous pass each time (a field found a moment ago may be the replaced one).
    await waitFor(() => expect(screen.getByDisplayValue('Košice, Slovakia')).toBeInTheDocument(), SLOW);
    await waitFor(
      () => expect(screen.getByRole('combobox', { name: 'Event type' })).toHaveValue('Music'),
      SLOW,
    );
    await waitFor(
      () => expect(screen.getByRole('combobox', { name: 'Sub genre' })).toHaveValue('Metal'),
      SLOW,
    );
    expect(screen.getByRole('radio', { name: 'This weekend' })).toBeChecked();
  });

  it('ignores invalid values and lists the entire period', async () => {
    const { searches } = mockDiscovery();
    renderApp('/en/events?city=kosice&par=polka&sub=%3Cb%3E&range=NEXT_YEAR&date=2026-02-30');
    expect(await screen.findByText('Event 1.0', {}, SLOW)).toBeInTheDocument();
    const query = searches[0]?.query;
    expect(query?.has('categories')).toBe(false);
    expect(query?.has('cityId')).toBe(false);
    expect(query?.has('since')).toBe(false);
    expect(query?.has('till')).toBe(false);
    expect(screen.getByRole('radio', { name: 'Entire period' })).toBeChecked();
  });

  it('writes a chosen filter to the URL and lists again with it', async () => {
    const { searches } = mockDiscovery();
    const { router } = renderApp('/en/events');
    await screen.findByText('Event 1.0', {}, SLOW);
    await userEvent.click(screen.getByRole('radio', { name: 'Today' }));
    await waitFor(() => expect(router.state.location.search).toBe('?range=TODAY'));
    await waitFor(() => expect(searches.at(-1)?.query.has('till')).toBe(true));

    await userEvent.click(await screen.findByRole('combobox', { name: 'Event type' }, SLOW));
    await userEvent.click(await screen.findByRole('option', { name: 'Music' }));
    await waitFor(() => expect(router.state.location.search).toBe('?par=music&range=TODAY'));
    await waitFor(() => expect(searches.at(-1)?.query.getAll('categories')).toEqual([MUSIC]));
    // Sub genres of the chosen type only.
    await userEvent.click(await screen.findByRole('combobox', { name: 'Sub genre' }, SLOW));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Metal', 'Rock']);
  });

  it('finds a city by typing, 200 ms after the last key, from 2 characters', async () => {
    const { api, searches } = mockDiscovery();
    api.fetch.mockClear();
    const places = () => api.calls.filter((call) => call.path === '/search/places');
    const { router } = renderApp('/en/events');
    await screen.findByText('Event 1.0', {}, SLOW);
    const city = await screen.findByRole('combobox', { name: 'City' }, SLOW);
    await userEvent.type(city, 'k');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(places()).toHaveLength(0);
    await userEvent.type(city, 'os');
    await waitFor(() => expect(places().map((call) => call.query.get('Key'))).toEqual(['kos']));
    expect(await screen.findByRole('option', { name: 'Košice, Slovakia' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Košice, Slovakia' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?city=${CITY}`));
    await waitFor(() => expect(searches.at(-1)?.query.get('cityId')).toBe(CITY));
  });

  it('picks one day in a calendar', async () => {
    const { searches } = mockDiscovery();
    const { router } = renderApp('/en/events');
    await screen.findByText('Event 1.0', {}, SLOW);
    await userEvent.click(screen.getByRole('radio', { name: 'Pick a day' }));
    const day = await screen.findByLabelText('Day');
    fireEvent.change(day, { target: { value: '2031-05-01' } });
    await waitFor(() => expect(router.state.location.search).toBe('?range=DAY&date=2031-05-01'));
    await waitFor(() => {
      const since = new Date(searches.at(-1)?.query.get('since') ?? '');
      expect([since.getFullYear(), since.getMonth(), since.getDate(), since.getHours()]).toEqual([
        2031, 4, 1, 0,
      ]);
    });
  });

  it('keeps the from/till period of an old link until a date tab replaces it', async () => {
    const { searches } = mockDiscovery();
    const { router } = renderApp('/en/events?from=2031-12-01&till=2031-12-03');
    expect(await screen.findByTestId('period', {}, SLOW)).toHaveTextContent(
      'Period: Dec 1, 2031 – Dec 3, 2031',
    );
    const since = new Date(searches[0]?.query.get('since') ?? '');
    const till = new Date(searches[0]?.query.get('till') ?? '');
    expect([since.getDate(), since.getHours(), till.getDate(), till.getHours()]).toEqual([1, 0, 4, 0]);
    await userEvent.click(screen.getByRole('radio', { name: 'Today' }));
    await waitFor(() => expect(router.state.location.search).toBe('?range=TODAY'));
    expect(screen.queryByTestId('period')).not.toBeInTheDocument();
  });

  it('says "No events found." when nothing matches', async () => {
    mockDiscovery(0);
    renderApp('/en/events?range=TODAY');
    expect(await screen.findByText('No events found.', {}, SLOW)).toBeInTheDocument();
  });
});

describe('all events: paging', () => {
  /** Where the end of the list is, relative to the top of the viewport. */
  function placeListEnd(top: number) {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const y = this.dataset.testid === 'list-end' ? top : 0;
      return { top: y, bottom: y, left: 0, right: 0, width: 0, height: 0, x: 0, y, toJSON: () => ({}) };
    });
  }

  it('loads the next page when the end of the list scrolls within 50 px', async () => {
    placeListEnd(5_000);
    const { searches } = mockDiscovery(30);
    renderApp('/en/events');
    expect(await screen.findByText('Event 1.17', {}, SLOW)).toBeInTheDocument();
    expect(searches).toHaveLength(1);

    placeListEnd(window.innerHeight + 60);
    fireEvent.scroll(window);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(searches).toHaveLength(1);

    placeListEnd(window.innerHeight + 40);
    fireEvent.scroll(window);
    expect(await screen.findByText('Event 2.11')).toBeInTheDocument();
    expect(searches.map((call) => call.query.get('page'))).toEqual(['0', '1']);
    // 30 events: the second page was the last, so there is nothing more to offer.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers a load-more button for keyboard users', async () => {
    placeListEnd(5_000);
    const { searches } = mockDiscovery(30);
    renderApp('/en/events');
    await screen.findByText('Event 1.17', {}, SLOW);
    const more = screen.getByRole('button', { name: 'Load more' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Event 2.0')).toBeInTheDocument();
    expect(searches.map((call) => call.query.get('page'))).toEqual(['0', '1']);
  });
});

describe('all events: list or map', () => {
  it('opens the map from the URL with the loaded events as pins and counts the online ones', async () => {
    mockDiscovery(5, 2);
    const { router } = renderApp(`/en/events?city=${CITY}&view=map`);
    const map = await screen.findByRole('list', { name: 'Map of events' }, SLOW);
    const pins = within(map).getAllByTestId('map-pin');
    expect(pins.map((pin) => pin.textContent)).toEqual([
      'Event 1.2 @ 48.7164,21.2581',
      'Event 1.3 @ 48.7164,21.2581',
      'Event 1.4 @ 48.7164,21.2581',
    ]);
    expect(pins[0]).toHaveAttribute('href', '/en/events/00000000-0000-4000-8000-000000000102');
    expect(screen.getByText('3 events on the map · 2 online events not shown')).toBeInTheDocument();
    const toggle = screen.getByRole('radiogroup', { name: 'Show events as' });
    expect(within(toggle).getByRole('radio', { name: 'Map' })).toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Event 1.2' })).not.toBeInTheDocument();

    await userEvent.click(within(toggle).getByRole('radio', { name: 'List' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?city=${CITY}`));
    expect(await screen.findByText('Event 1.2')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Map of events' })).not.toBeInTheDocument();
  });

  it('switches to the map by keyboard and keeps it while the filters change', async () => {
    mockDiscovery();
    const { router } = renderApp('/en/events?view=globe');
    await screen.findByText('Event 1.0', {}, SLOW);
    const list = screen.getByRole('radio', { name: 'List' });
    expect(list).toBeChecked();
    list.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toBe('?view=map'));
    expect(await screen.findAllByTestId('map-pin')).toHaveLength(5);

    await userEvent.click(screen.getByRole('radio', { name: 'Today' }));
    await waitFor(() => expect(router.state.location.search).toBe('?range=TODAY&view=map'));
    expect(screen.getByRole('radio', { name: 'Map' })).toBeChecked();
  });
});
