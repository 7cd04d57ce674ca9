import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildProfile, IDS, mockApi, storeSignIn } from '../../../test/api';
import { buildManagedEvent, buildMyEvent, buildOrganizer } from '../../../test/organizer-fixtures';
import { renderApp } from '../../../test/render';

// The first find of a test waits for the lazy page chunk, which a busy machine slows.
const LOAD = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

const EVENT = `/event/${IDS.event}`;
const VENUE = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const SEASON = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

function signedInOrganizer(routes: Parameters<typeof mockApi>[0] = {}) {
  const organizer = buildOrganizer();
  storeSignIn(organizer);
  return mockApi({ 'GET /account/userinfo': { body: organizer }, 'GET /category': { body: [] }, ...routes });
}

const venueRow = (overrides: Record<string, unknown> = {}) => ({
  _id: VENUE,
  Name: 'Dunajská koncertná sieň',
  AddressContact: { AddressLine: 'Dunajská 1', City: 'Bratislava', Country: 'SK' },
  ProfileId: IDS.performer,
  ProfileName: 'Dunaj Hall',
  IsOwn: true,
  SeatCount: 1200,
  SectorCount: 1,
  ...overrides,
});

describe('place: reuse a venue (GET /venue, PUT /event/{id}/setvenue)', () => {
  it('offers the organizer’s venues, searches by key and sets the picked one', async () => {
    const event = buildManagedEvent();
    const api = signedInOrganizer({
      [`GET ${EVENT}/management`]: { body: event },
      'GET /venue': ({ query }) => ({
        body: query.get('key')
          ? [venueRow({ _id: SEASON, Name: 'Žilinská aréna', IsOwn: false, SeatCount: 1, SectorCount: 2 })]
          : [venueRow()],
      }),
      [`PUT ${EVENT}/setvenue`]: {
        body: { ...event, VenueRef: { _id: VENUE, Name: 'Dunajská koncertná sieň' } },
      },
    });
    renderApp(`/en/event/edit/${IDS.event}/place`);
    const picker = await screen.findByTestId('venue-picker', {}, LOAD);
    await userEvent.click(picker);
    expect(
      await screen.findByRole('option', {
        name: 'Dunajská koncertná sieň · Bratislava · 1,200 seats · 1 sector',
      }),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/venue')?.query.get('ProfileId')).toBe(IDS.promoter);

    await userEvent.keyboard('{Escape}');
    await userEvent.type(picker, 'zilin');
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/venue' && c.query.get('key') === 'zilin')).toBe(true),
    );
    await userEvent.click(picker);
    const other = await screen.findByRole('option', {
      name: /Žilinská aréna · Bratislava · 1 seat · 2 sectors/,
    });
    await userEvent.click(other);
    await waitFor(() => expect(api.callsTo('PUT', `${EVENT}/setvenue`)).toHaveLength(1));
    expect(api.callsTo('PUT', `${EVENT}/setvenue`)[0]?.body).toEqual({ VenueId: SEASON });
    expect(await screen.findByTestId('venue-picked')).toHaveTextContent('Dunajská koncertná sieň');
    // The picked venue is kept when the step is saved.
    expect(screen.getByTestId('place-mode-venue')).toBeChecked();
  });
});

describe('tickets: rename and recolour a category (PUT …/ticketcategories/{cat})', () => {
  it('saves the new name and colour and refuses an empty name', async () => {
    const category = {
      _id: '99999999-9999-4999-8999-999999999999',
      Key: 'STANDARD',
      Name: 'Standard',
      Color: '3598db',
      Order: 0,
      IsDonate: false,
      DonateMax: null,
      BasePrices: [],
    };
    const path = `${EVENT}/venueconfigurations/${IDS.event}/ticketcategories`;
    const api = signedInOrganizer({
      [`GET ${EVENT}/management`]: { body: buildManagedEvent() },
      [`GET ${path}`]: { body: [category] },
      [`PUT ${path}/${category._id}`]: ({ body }) => ({ body: { ...category, ...(body as object) } }),
    });
    renderApp(`/en/event/edit/${IDS.event}/tickets`);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename or recolour Standard' }, LOAD));
    const name = screen.getByTestId('category-edit-name');
    await userEvent.clear(name);
    await userEvent.click(screen.getByTestId('category-edit-save'));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(api.callsTo('PUT', `${path}/${category._id}`)).toHaveLength(0);

    await userEvent.type(name, 'Parter');
    const color = screen.getByTestId('category-edit-color');
    await userEvent.clear(color);
    await userEvent.type(color, '#E74C3C{Enter}');
    await waitFor(() => expect(api.callsTo('PUT', `${path}/${category._id}`)).toHaveLength(1));
    expect(api.callsTo('PUT', `${path}/${category._id}`)[0]?.body).toEqual({
      Name: 'Parter',
      Color: 'e74c3c',
    });
    // Enter saved the name; it added no price window and stayed on the step.
    expect(api.calls.filter((c) => c.path.endsWith('/baseprices'))).toHaveLength(0);
    expect(screen.getByTestId('event-wizard')).toHaveAttribute('data-step', 'tickets');
  });
});

describe('media: gallery, film and stream', () => {
  it('uploads an image with a caption, deletes one and saves the film details', async () => {
    const image = { Id: 'img-1', ImageId: '/uploads/images/aa/one.jpg', Caption: 'Stage' };
    const event = buildManagedEvent({ Gallery: [image], IsOnline: true });
    const api = signedInOrganizer({
      [`GET ${EVENT}/management`]: { body: event },
      'POST /uploads/image': {
        body: { Url: '/uploads/images/bb/two.jpg', Width: 800, Height: 600, Format: 'jpeg', Bytes: 1000 },
      },
      [`POST ${EVENT}/images/gallery`]: {
        status: 201,
        body: { Id: 'img-2', ImageId: '/uploads/images/bb/two.jpg', Caption: 'Crowd' },
      },
      [`DELETE ${EVENT}/images/gallery/img-1`]: { status: 204 },
      [`PUT ${EVENT}`]: ({ body }) => ({ body: { ...event, ...(body as object) } }),
    });
    renderApp(`/en/event/edit/${IDS.event}/media`);
    const gallery = await screen.findByTestId('gallery', {}, LOAD);
    const file = new File([new Uint8Array(100)], 'crowd.jpg', { type: 'image/jpeg' });
    await userEvent.upload(gallery.querySelector('input[type=file]') as HTMLInputElement, file);
    await userEvent.type(screen.getByTestId('gallery-caption'), 'Crowd');
    await userEvent.click(screen.getByTestId('gallery-add'));
    await waitFor(() => expect(screen.getAllByTestId('gallery-image')).toHaveLength(2));
    expect(api.callsTo('POST', `${EVENT}/images/gallery`)[0]?.body).toEqual({
      Image: '/uploads/images/bb/two.jpg',
      Caption: 'Crowd',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Stage from the gallery' }));
    await waitFor(() => expect(screen.getAllByTestId('gallery-image')).toHaveLength(1));

    // A film without its title is refused in the browser; then saved with the stream promotion.
    await userEvent.click(screen.getByTestId('movie-is-film'));
    await userEvent.click(screen.getByTestId('step-submit'));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(api.callsTo('PUT', EVENT)).toHaveLength(0);
    await userEvent.type(screen.getByTestId('movie-title'), 'Obchod na korze');
    await userEvent.type(screen.getByTestId('movie-year'), '1965');
    await userEvent.type(screen.getByTestId('movie-directors'), 'Ján Kadár{Enter}');
    await userEvent.click(screen.getByTestId('stream-promo'));
    await userEvent.click(screen.getByTestId('step-submit'));
    await waitFor(() => expect(api.callsTo('PUT', EVENT)).toHaveLength(1));
    expect(api.callsTo('PUT', EVENT)[0]?.body).toMatchObject({
      MovieInfo: {
        Movie: {
          OriginalTitle: 'Obchod na korze',
          YearOfProduction: 1965,
          Directors: ['Ján Kadár'],
          Actors: [],
        },
        AgeRating: 0,
      },
      StreamSettings: { ShowStreamPromo: true },
    });
    await waitFor(() => expect(screen.getByTestId('event-wizard')).toHaveAttribute('data-step', 'extras'));
  });

  it('refuses a file that is not JPG or PNG', async () => {
    const api = signedInOrganizer({ [`GET ${EVENT}/management`]: { body: buildManagedEvent() } });
    renderApp(`/en/event/edit/${IDS.event}/media`);
    const gallery = await screen.findByTestId('gallery', {}, LOAD);
    const input = gallery.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'notes.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(await within(gallery).findByRole('alert')).toBeInTheDocument();
    expect(screen.getByTestId('gallery-add')).toBeDisabled();
    expect(api.callsTo('POST', '/uploads/image')).toHaveLength(0);
  });
});

describe('extras: performances, season events and tracking', () => {
  it('season events only when the organizer enables them; joins one at once', async () => {
    const event = buildManagedEvent();
    const api = signedInOrganizer({
      [`GET ${EVENT}/management`]: { body: event },
      [`GET /search/profile/${IDS.promoter}`]: {
        body: buildProfile({
          Id: IDS.promoter,
          Type: 'PromoterProfile',
          ExtraSettings: {
            CustomFrontendSettings: { BatchCouponsEnabled: false, SeasonTicketEventEnabled: true },
          },
        }),
      },
      [`GET /event/myevents/${IDS.promoter}`]: {
        body: [buildMyEvent(), buildMyEvent({ Id: SEASON, ProfileName: 'Season 2031' })],
      },
      [`POST ${EVENT}/seasonEvent/${SEASON}`]: { status: 204 },
    });
    renderApp(`/en/event/edit/${IDS.event}/extras`);
    const join = await screen.findByTestId('season-join', {}, LOAD);
    await userEvent.click(join);
    const season = await screen.findByRole('option', { name: /Season 2031/ });
    // The event itself is not offered.
    expect(screen.queryByRole('option', { name: /Lanterns Live/ })).toBeNull();
    await userEvent.click(season);
    await waitFor(() => expect(api.callsTo('POST', `${EVENT}/seasonEvent/${SEASON}`)).toHaveLength(1));
    expect(await screen.findByTestId('season-member')).toHaveTextContent('Season 2031');
  });

  it('without the setting says so; tracking ids are checked before saving label, type and providers', async () => {
    const event = buildManagedEvent();
    const api = signedInOrganizer({
      [`GET ${EVENT}/management`]: { body: event },
      [`GET /search/profile/${IDS.promoter}`]: { body: buildProfile({ Id: IDS.promoter }) },
      [`PUT ${EVENT}`]: ({ body }) => ({ body: { ...event, ...(body as object) } }),
    });
    renderApp(`/en/event/edit/${IDS.event}/extras`);
    await waitFor(
      () =>
        expect(screen.getByTestId('season-disabled')).toHaveTextContent(
          'Season tickets are not enabled for this organizer.',
        ),
      LOAD,
    );
    await userEvent.type(screen.getByTestId('performance-label'), 'Premiere');
    await userEvent.click(screen.getByTestId('tracking-add-FacebookPixel'));
    await userEvent.type(screen.getByTestId('tracking-id-0'), 'G-WRONG1');
    await userEvent.click(screen.getByTestId('step-submit'));
    expect(await screen.findByText('Some fields need your attention.')).toBeInTheDocument();
    expect(api.callsTo('PUT', EVENT)).toHaveLength(0);

    await userEvent.clear(screen.getByTestId('tracking-id-0'));
    await userEvent.type(screen.getByTestId('tracking-id-0'), '123456789012');
    await userEvent.click(screen.getByTestId('step-submit'));
    await waitFor(() => expect(api.callsTo('PUT', EVENT)).toHaveLength(1));
    expect(api.callsTo('PUT', EVENT)[0]?.body).toEqual({
      PerformanceLabel: 'Premiere',
      PerformanceType: 'Normal',
      TrackingProviders: [
        {
          Type: 'FacebookPixel',
          TrackingId: '123456789012',
          PixelEvents: ['Purchase', 'InitiateCheckout', 'PageView', 'AddToCart'],
          Events: [],
        },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('event-wizard')).toHaveAttribute('data-step', 'organizer'));
  });
});
