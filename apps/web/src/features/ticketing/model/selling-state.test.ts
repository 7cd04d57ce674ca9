import { describe, expect, it } from 'vitest';
import { buildEventDetail } from '../test-fixtures';
import { customSaleText, saleState } from './selling-state';

const now = new Date('2030-06-01T12:00:00Z');
const onSale = { soldOut: false, promoActive: false };
const event = (overrides: Parameters<typeof buildEventDetail>[0] = {}) =>
  buildEventDetail({
    BeginSelling: '2030-05-01T00:00:00Z',
    EndSelling: '2030-06-30T00:00:00Z',
    End: '2030-07-01T00:00:00Z',
    ...overrides,
  });

describe('sale state (spec 2 §4 selling window, §8)', () => {
  it('is on sale (no notice) inside the window', () => {
    expect(saleState(event(), onSale, now)).toBeNull();
  });

  it('says when the sale starts before BeginSelling', () => {
    expect(saleState(event({ BeginSelling: '2030-06-02T00:00:00Z' }), onSale, now)).toBe('SALE_STARTS_AT');
  });

  it('has ended after EndSelling, or after the event without one', () => {
    expect(saleState(event({ EndSelling: '2030-05-31T00:00:00Z' }), onSale, now)).toBe('SALE_ENDED');
    expect(saleState(event({ EndSelling: null, End: '2030-05-31T00:00:00Z' }), onSale, now)).toBe(
      'SALE_ENDED',
    );
  });

  it('is sold out, or sold out for the promo code when one is active', () => {
    expect(saleState(event(), { soldOut: true, promoActive: false }, now)).toBe('SOLD_OUT');
    expect(saleState(event(), { soldOut: true, promoActive: true }, now)).toBe('SOLD_OUT_PROMO');
  });

  it('links out for external channels and is free for IsFree', () => {
    const channel = (SellingChannel: string) => ({
      SellingChannelInfo: { SellingChannel, PerformanceId: null, Url: 'https://tickets.example' },
    });
    expect(saleState(event(channel('ExternalTicketing')), onSale, now)).toBe('TICKETS_AVAILABLE_EXTERNAL');
    expect(saleState(event(channel('TicketportalSK')), onSale, now)).toBe('TICKETS_AVAILABLE_EXTERNAL');
    expect(saleState(event(channel('IsFree')), onSale, now)).toBe('IS_FREE');
  });

  it('has not started for a channel that is not selling in-product yet', () => {
    expect(
      saleState(
        event({ SellingChannelInfo: { SellingChannel: 'Draft', PerformanceId: null, Url: null } }),
        onSale,
        now,
      ),
    ).toBe('SALE_NOT_STARTED');
  });
});

describe('custom sale texts (spec 2 §3 CustomFrontendTexts)', () => {
  const texts = {
    BeforeBeginSelling: { sk: 'Predaj od piatku', en: 'On sale from Friday' },
    AfterEndSelling: { en: '  ' },
    SoldOut: { de: 'Restlos ausverkauft' },
  };

  it('picks the text of the state in the page language, else English', () => {
    expect(customSaleText(texts, 'SALE_STARTS_AT', 'sk')).toBe('Predaj od piatku');
    expect(customSaleText(texts, 'SALE_NOT_STARTED', 'hu')).toBe('On sale from Friday');
    expect(customSaleText(texts, 'SOLD_OUT_PROMO', 'de')).toBe('Restlos ausverkauft');
  });

  it('ignores blank texts and states without custom text', () => {
    expect(customSaleText(texts, 'SALE_ENDED', 'en')).toBeNull();
    expect(customSaleText(texts, 'SOLD_OUT', 'cs')).toBeNull();
    expect(customSaleText(texts, 'IS_FREE', 'en')).toBeNull();
  });
});
