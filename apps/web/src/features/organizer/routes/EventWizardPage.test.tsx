import { MAXIMUM_DATE } from '@marquee/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IDS, mockApi, storeSignIn } from '../../../test/api';
import { buildManagedEvent, buildOrganizer } from '../../../test/organizer-fixtures';
import { renderApp } from '../../../test/render';

// The first find of a test waits for the lazy page chunk (and the editor), which a busy machine slows.
const LOAD = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

const EVENT = `/event/${IDS.event}`;

function signedInOrganizer(routes: Parameters<typeof mockApi>[0] = {}) {
  const organizer = buildOrganizer();
  storeSignIn(organizer);
  return mockApi({ 'GET /account/userinfo': { body: organizer }, 'GET /category': { body: [] }, ...routes });
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('event-create (spec 3 §7 POST /event)', () => {
  it('refuses short keywords and an empty name before anything is sent', async () => {
    const api = signedInOrganizer();
    renderApp('/en/event/new');
    // The first visit loads the wizard chunk and the editor: give it time.
    await userEvent.type(await screen.findByTestId('event-keywords', {}, LOAD), 'ok,');
    await userEvent.click(screen.getByTestId('step-submit'));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter at least 3 characters.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/event')).toHaveLength(0);
  });

  it('creates the draft and continues with its dates: spec defaults 18:00, 22:00, gate 16:00 UTC', async () => {
    const created = buildManagedEvent({ Keywords: ['folk'] });
    const api = signedInOrganizer({
      'POST /event': { status: 201, body: created },
      [`GET ${EVENT}/management`]: { body: created },
    });
    const { router } = renderApp('/en/event/new');
    await userEvent.type(await screen.findByTestId('event-name', {}, LOAD), 'Lanterns Live');
    await userEvent.type(screen.getByTestId('event-keywords'), 'Folk,folk,');
    await userEvent.click(screen.getByTestId('step-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/event/edit/${IDS.event}/dates`));
    expect(api.callsTo('POST', '/event')[0]?.body).toMatchObject({
      ProfileName: 'Lanterns Live',
      Keywords: ['folk'],
      Nickname: null,
    });
    expect(await screen.findByTestId('event-begin', {}, LOAD)).toHaveValue('2031-05-01T18:00');
    expect(input('event-end')).toHaveValue('2031-05-01T22:00');
    expect(input('event-open-gate')).toHaveValue('2031-05-01T16:00');
    expect(screen.getAllByText(/Time zone UTC/).length).toBeGreaterThan(0);
  });
});

describe('event-edit: dates (spec 1 §5 step 5, §9; spec 3 §4 long-term)', () => {
  it('shows times in the venue zone, snaps minutes to 5 and saves a long-term end as the maximum date', async () => {
    const event = buildManagedEvent({
      TimeZone: 'Europe/Bratislava',
      Begin: '2031-05-01T16:00:00.000Z',
      End: '2031-05-01T20:00:00.000Z',
      OpenGate: '2031-05-01T14:00:00.000Z',
    });
    const api = signedInOrganizer({
      [`GET ${EVENT}/management`]: { body: event },
      [`PUT ${EVENT}`]: ({ body }) => ({ body: { ...event, ...(body as object) } }),
    });
    renderApp(`/en/event/edit/${IDS.event}/dates`);
    const begin = await screen.findByTestId('event-begin', {}, LOAD);
    // 16:00 UTC is 18:00 in Bratislava (summer time): the organizer sees the venue's clock.
    expect(begin).toHaveValue('2031-05-01T18:00');
    expect(begin).toHaveAttribute('step', '300');

    fireEvent.change(begin, { target: { value: '2031-05-01T19:07' } });
    expect(begin).toHaveValue('2031-05-01T19:05');
    fireEvent.change(begin, { target: { value: '2031-05-01T23:58' } });
    expect(begin).toHaveValue('2031-05-02T00:00');
    fireEvent.change(begin, { target: { value: '2031-05-01T19:00' } });

    await userEvent.click(screen.getByTestId('event-long-term'));
    expect(screen.queryByTestId('event-end')).toBeNull();
    await userEvent.click(screen.getByTestId('step-submit'));
    await waitFor(() => expect(api.callsTo('PUT', EVENT)).toHaveLength(1));
    expect(api.callsTo('PUT', EVENT)[0]?.body).toEqual({
      Begin: '2031-05-01T17:00:00.000Z',
      End: MAXIMUM_DATE,
      OpenGate: '2031-05-01T14:00:00.000Z',
    });
  });

  it('gives a long-term event an end again at the default 22:00 of its first day', async () => {
    const event = buildManagedEvent({ End: MAXIMUM_DATE, IsLongTerm: true });
    signedInOrganizer({ [`GET ${EVENT}/management`]: { body: event } });
    renderApp(`/en/event/edit/${IDS.event}/dates`);
    const longTerm = await screen.findByTestId('event-long-term', {}, LOAD);
    expect(longTerm).toBeChecked();
    expect(screen.queryByTestId('event-end')).toBeNull();
    await userEvent.click(longTerm);
    expect(input('event-end')).toHaveValue('2031-05-01T22:00');
  });

  it('refuses an end before the begin next to the field, keeping what was typed', async () => {
    const event = buildManagedEvent();
    const api = signedInOrganizer({ [`GET ${EVENT}/management`]: { body: event } });
    renderApp(`/en/event/edit/${IDS.event}/dates`);
    const end = await screen.findByTestId('event-end', {}, LOAD);
    fireEvent.change(end, { target: { value: '2031-05-01T17:00' } });
    await userEvent.click(screen.getByTestId('step-submit'));
    expect(await screen.findByText('The date is too early.')).toBeInTheDocument();
    expect(end).toHaveValue('2031-05-01T17:00');
    expect(api.callsTo('PUT', EVENT)).toHaveLength(0);
  });
});

describe('event-edit: tickets and price waves (spec 2 §3, spec 3 §4)', () => {
  const category = {
    _id: '99999999-9999-4999-8999-999999999999',
    Key: 'STANDARD',
    Name: 'Standard',
    Color: '3598db',
    Order: 0,
    IsDonate: false,
    DonateMax: null,
    BasePrices: [
      { _id: 'p1', Price: 15, ValidFrom: '2031-03-01T00:00:00.000Z', ValidTill: '2031-04-01T00:00:00.000Z' },
    ],
  };
  const categoriesPath = `${EVENT}/venueconfigurations/${IDS.event}/ticketcategories`;

  it('refuses an overlapping window before sending it', async () => {
    const event = buildManagedEvent({ Currency: 'EUR' });
    const api = signedInOrganizer({
      [`GET ${EVENT}/management`]: { body: event },
      [`GET ${categoriesPath}`]: { body: [category] },
    });
    renderApp(`/en/event/edit/${IDS.event}/tickets`);
    await screen.findByTestId('category', {}, LOAD);
    await userEvent.type(screen.getByTestId('add-window-STANDARD-price'), '20');
    fireEvent.change(screen.getByTestId('add-window-STANDARD-from'), {
      target: { value: '2031-03-15T00:00' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add price window' }));
    expect(
      await screen.findByText('This price window overlaps another window of the category.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', `${categoriesPath}/${category._id}/baseprices`)).toHaveLength(0);
  });

  it('creates a category with an early-bird wave and shows the server overlap next to the window', async () => {
    const event = buildManagedEvent();
    let attempts = 0;
    const api = signedInOrganizer({
      [`GET ${EVENT}/management`]: { body: event },
      [`GET ${categoriesPath}`]: { body: [] },
      [`POST ${categoriesPath}`]: () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 400,
              body: {
                Code: 'BASE_PRICE.OVERLAP',
                Message: 'x',
                FieldErrors: { 'BasePrices.1.ValidFrom': ['INVALID_VALUE'] },
              },
            }
          : { status: 201, body: category };
      },
    });
    renderApp(`/en/event/edit/${IDS.event}/tickets`);
    const form = await screen.findByTestId('new-category', {}, LOAD);
    await userEvent.type(within(form).getByTestId('category-name'), 'Standard');
    await userEvent.type(within(form).getByTestId('new-window-0-price'), '15');
    fireEvent.change(within(form).getByTestId('new-window-0-till'), {
      target: { value: '2031-04-01T00:00' },
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Add another price window' }));
    await userEvent.type(within(form).getByTestId('new-window-1-price'), '20');
    fireEvent.change(within(form).getByTestId('new-window-1-from'), {
      target: { value: '2031-04-01T00:00' },
    });
    await userEvent.click(within(form).getByTestId('category-create'));

    expect(
      await within(form).findByText('This price window overlaps another window of the category.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', categoriesPath)[0]?.body).toEqual({
      Name: 'Standard',
      Color: '3598db',
      BasePrices: [
        { Price: 15, ValidTill: '2031-04-01T00:00:00.000Z' },
        { Price: 20, ValidFrom: '2031-04-01T00:00:00.000Z' },
      ],
    });
    // Nothing typed is lost on an error.
    expect(within(form).getByTestId('category-name')).toHaveValue('Standard');
    expect(within(form).getByTestId('new-window-1-price')).toHaveValue('20');

    // Enter in a field runs the category's own action and keeps the step.
    await userEvent.type(within(form).getByTestId('category-name'), '{Enter}');
    await waitFor(() => expect(within(form).getByTestId('category-name')).toHaveValue(''));
    expect(api.callsTo('POST', categoriesPath)).toHaveLength(2);
    expect(screen.getByTestId('event-wizard')).toHaveAttribute('data-step', 'tickets');
  });
});

describe('event-edit: publish (spec 3 §7 PUT /event/{id}/status)', () => {
  it('lists the server completeness problems field by field with the step that fixes each', async () => {
    const event = buildManagedEvent();
    signedInOrganizer({
      [`GET ${EVENT}/management`]: { body: event },
      [`PUT ${EVENT}/status`]: {
        status: 400,
        body: {
          Code: 'EVENT.PUBLISH_INCOMPLETE',
          Message: 'x',
          FieldErrors: {
            ProfilePicture: ['FIELD_REQUIRED'],
            VenueRef: ['FIELD_REQUIRED'],
            'SellingChannelInfo.Url': ['FIELD_REQUIRED'],
          },
        },
      },
    });
    renderApp(`/en/event/edit/${IDS.event}/publish`);
    await userEvent.click(await screen.findByTestId('step-submit', {}, LOAD));
    const problems = await screen.findByTestId('publish-problems');
    expect(problems).toHaveTextContent('The event cannot be published yet.');
    expect(problems).toHaveTextContent('Picture: Add a picture of the event.');
    expect(problems).toHaveTextContent('Ticket sale link: Enter the link where tickets are sold.');
    expect(within(problems).getByRole('link', { name: 'Fix it in Basics' })).toHaveAttribute(
      'href',
      `/en/event/edit/${IDS.event}/basics`,
    );
    expect(within(problems).getByRole('link', { name: 'Fix it in Place' })).toBeInTheDocument();
    expect(within(problems).getByRole('link', { name: 'Fix it in Selling' })).toBeInTheDocument();
    expect(screen.getByTestId('wizard-nav-basics')).toHaveTextContent('!');
  });

  it('publishes a complete draft and links to its public page', async () => {
    const event = buildManagedEvent({ Nickname: 'lanterns-live' });
    const api = signedInOrganizer({
      [`GET ${EVENT}/management`]: { body: event },
      [`PUT ${EVENT}/status`]: { body: { ...event, Status: 'PUBLISHED' } },
    });
    renderApp(`/en/event/edit/${IDS.event}/publish`);
    await userEvent.click(await screen.findByTestId('step-submit', {}, LOAD));
    expect(await screen.findByTestId('view-public')).toHaveAttribute('href', '/en/events/lanterns-live');
    expect(screen.getByTestId('event-status')).toHaveTextContent('Published');
    expect(api.callsTo('PUT', `${EVENT}/status`)[0]?.query.get('Status')).toBe('PUBLISHED');
  });
});

describe('event-edit: place (spec 3 §7 PUT /event/{id}/setvenue)', () => {
  it('makes an address a new venue of the profile and moves the event there', async () => {
    const venueId = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
    const event = buildManagedEvent({
      AddressContact: { AddressLine: 'Obchodná 12', City: 'Bratislava', Country: 'SK' },
      CityId: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
      LonLat: { Lat: 48.15, Lon: 17.11 },
    });
    const api = signedInOrganizer({
      [`GET ${EVENT}/management`]: { body: event },
      'POST /venue': {
        status: 201,
        body: { _id: venueId, Name: 'Lantern Hall', TimeZone: 'Europe/Bratislava', ConfigurationId: venueId },
      },
      [`PUT ${EVENT}/setvenue`]: { body: { ...event, VenueRef: { _id: venueId, Name: 'Lantern Hall' } } },
    });
    renderApp(`/en/event/edit/${IDS.event}/place`);
    await userEvent.click(await screen.findByTestId('place-new-venue', {}, LOAD));
    const name = screen.getByTestId('place-venue-name');
    expect(name).toHaveValue('Obchodná 12');
    await userEvent.clear(name);
    await userEvent.click(screen.getByTestId('step-submit'));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await userEvent.type(name, 'Lantern Hall');
    await userEvent.click(screen.getByTestId('step-submit'));
    await waitFor(() => expect(api.callsTo('PUT', `${EVENT}/setvenue`)).toHaveLength(1));
    expect(api.callsTo('POST', '/venue')[0]?.body).toEqual({
      Name: 'Lantern Hall',
      AddressContact: { AddressLine: 'Obchodná 12', City: 'Bratislava', Country: 'SK' },
      CityId: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
      LonLat: { Lat: 48.15, Lon: 17.11 },
    });
    expect(api.callsTo('PUT', `${EVENT}/setvenue`)[0]?.body).toEqual({ VenueId: venueId });
  });
});

describe('event-edit: organizer info (spec 3 §3 Responsible, §5 organizer form)', () => {
  it('saves a person with the VAT of the chosen country as a fraction', async () => {
    const event = buildManagedEvent();
    const saved = {
      Type: 'ResponsiblePerson',
      Name: 'Jana',
      Surname: 'Kováčová',
      Birthday: '1990-04-12',
      Address: { AddressLine: 'Obchodná 12', City: 'Bratislava', Country: 'SK' },
      Iban: null,
      Vat: 0.23,
      CompanyDetails: null,
      IsLocked: false,
    };
    let current = event;
    const api = signedInOrganizer({
      [`GET ${EVENT}/management`]: () => ({ body: current }),
      [`GET /promoterprofile/${IDS.promoter}/responsibles`]: { body: [] },
      'GET /utility/getcountries': { body: [{ Code: 'SK', Name: 'Slovakia' }] },
      'GET /utility/vatrates': {
        body: { VatRates: [{ Country: 'SK', Rates: [{ Name: 'Standard', Rate: 0.23 }] }] },
      },
      [`PUT ${EVENT}/responsible`]: () => {
        current = { ...event, Responsible: saved as never };
        return { body: saved };
      },
    });
    const { router } = renderApp(`/en/event/edit/${IDS.event}/organizer`);
    await userEvent.click(await screen.findByTestId('responsible-open', {}, LOAD));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByTestId('responsible-name'), 'Jana');
    await userEvent.type(within(dialog).getByTestId('responsible-surname'), 'Kováčová');
    fireEvent.change(within(dialog).getByLabelText(/Date of birth/), { target: { value: '1990-04-12' } });
    await userEvent.type(within(dialog).getByTestId('responsible-addressLine'), 'Obchodná 12');
    await userEvent.type(within(dialog).getByTestId('responsible-city'), 'Bratislava');
    await userEvent.click(within(dialog).getByTestId('responsible-country'));
    await userEvent.click(await screen.findByRole('option', { name: 'Slovakia' }));
    await userEvent.click(within(dialog).getByTestId('responsible-vat'));
    await userEvent.click(await screen.findByRole('option', { name: '23 % (Standard)' }));
    await userEvent.click(within(dialog).getByTestId('responsible-save'));
    expect(await screen.findByTestId('responsible-summary')).toHaveTextContent('Jana Kováčová');
    // The dialog's submit must not also submit the step around it (React bubbles through portals).
    expect(router.state.location.pathname).toBe(`/en/event/edit/${IDS.event}/organizer`);
    expect(api.callsTo('PUT', `${EVENT}/responsible`)[0]?.body).toEqual({
      Type: 'ResponsiblePerson',
      Name: 'Jana',
      Surname: 'Kováčová',
      Birthday: '1990-04-12',
      Address: { AddressLine: 'Obchodná 12', City: 'Bratislava', Country: 'SK' },
      Iban: null,
      Vat: 0.23,
      CompanyDetails: null,
      SaveAsTemplate: false,
    });
  });
});
