import type { EventPricesAndCounts } from '@marquee/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDS, mockApi } from '../../../test/api';
import { buildEventDetail } from '../../../test/build-event';
import { renderApp } from '../../../test/render';

/** Issue 25: the ticket price range in the top section, from the buy form's own prices call. */

const PRICES_PATH = `/event/${IDS.event}/eventpricesandcounts`;

const prices = (range: EventPricesAndCounts['PriceRange'], soldOut = false): EventPricesAndCounts => ({
  EventId: IDS.event,
  Currency: 'EUR',
  ServerUtcTime: new Date().toISOString(),
  VenueId: null,
  ConfigurationId: null,
  HoldMinutes: 15,
  TicketCategories: [],
  Sectors: [],
  Merchandise: [],
  PriceRange: range,
  AvailableCount: 10,
  TotalCount: 10,
  IsSoldOut: soldOut,
});

function openEvent(
  overrides: Parameters<typeof buildEventDetail>[0],
  range: EventPricesAndCounts['PriceRange'],
  soldOut = false,
) {
  const event = buildEventDetail(overrides);
  const api = mockApi({
    [`GET /event/${event.Id}`]: { body: event },
    'GET /event/recommended': { body: [] },
    [`GET ${PRICES_PATH}`]: { body: prices(range, soldOut) },
  });
  renderApp(`/en/events/${event.Id}`);
  return api;
}

const heading = () => screen.findByRole('heading', { level: 1 }, { timeout: 5000 });

describe('event detail: the price range on the first screen', () => {
  it('shows min – max under the place, fetched once for the top section and the buy form', async () => {
    const api = openEvent({}, { Min: 12, Max: 45.5 });
    await heading();
    expect(await screen.findByTestId('event-price-range')).toHaveTextContent('Tickets €12.00 – €45.50');
    // The buy form below reads the same cached answer.
    await screen.findByTestId('price-range', undefined, { timeout: 5000 });
    expect(api.callsTo('GET', PRICES_PATH)).toHaveLength(1);
  });

  it('shows one price when every ticket costs the same', async () => {
    openEvent({}, { Min: 20, Max: 20 });
    expect(await screen.findByTestId('event-price-range')).toHaveTextContent(/^Tickets €20\.00$/);
  });

  it('says sold out with the prices the tickets had', async () => {
    openEvent({}, { Min: 12, Max: 45 }, true);
    expect(await screen.findByTestId('event-price-range')).toHaveTextContent('Sold out (€12.00 – €45.00)');
  });

  it.each([
    ['a free event', { SellingChannelInfo: { SellingChannel: 'IsFree', PerformanceId: null, Url: null } }],
    [
      'an event sold elsewhere',
      {
        SellingChannelInfo: {
          SellingChannel: 'ExternalTicketing',
          PerformanceId: null,
          Url: 'https://x.example',
        },
      },
    ],
    ['an event outside its selling time', { InSellingTime: false }],
  ])('is not shown for %s', async (_label, overrides) => {
    openEvent(overrides, { Min: 12, Max: 45 });
    await heading();
    expect(screen.queryByTestId('event-price-range')).toBeNull();
  });

  it('is left out when nothing is priced', async () => {
    openEvent({}, null);
    // The buy form's first stage renders from the same answer: by then the top section has it too.
    await screen.findByRole('heading', { name: 'Choose tickets' }, { timeout: 5000 });
    expect(screen.queryByTestId('event-price-range')).toBeNull();
  });
});
