import type { SalesBucket } from '@marquee/contract';
import { describe, expect, it } from 'vitest';
import { buildOrderDetail, TICKET_A } from '../test-fixtures';
import { presetRange } from './date-range';
import { refundPlan } from './refund-plan';
import { fillSalesBuckets, formatBucketLabel } from './sales-series';

const bucket = (Label: string, Tickets: number, Currency = 'EUR'): SalesBucket => ({
  Label,
  Start: '',
  Currency,
  Orders: 1,
  Tickets,
  Gross: Tickets * 10,
});

describe('sales series', () => {
  it('fills quiet hours between sales and adds currencies of one bucket together', () => {
    const points = fillSalesBuckets(
      [bucket('2031-04-01T10:00', 2), bucket('2031-04-01T13:00', 1), bucket('2031-04-01T13:00', 1, 'CZK')],
      'hour',
    );
    expect(points.map((p) => [p.label, p.tickets])).toEqual([
      ['2031-04-01T10:00', 2],
      ['2031-04-01T11:00', 0],
      ['2031-04-01T12:00', 0],
      ['2031-04-01T13:00', 2],
    ]);
    expect(points[3]?.gross).toEqual({ EUR: 10, CZK: 10 });
  });

  it('labels a bucket by its wall-clock time, whatever the browser zone', () => {
    expect(formatBucketLabel('2031-04-01T13:00', 'en')).toMatch(/13:00|1:00/);
    expect(formatBucketLabel('2031-04-01', 'en')).toBe('Apr 1, 2031');
  });
});

describe('date presets', () => {
  it('cover whole days up to today', () => {
    const now = new Date(2031, 3, 10, 15, 0);
    expect(presetRange('7d', now)).toEqual({ from: '2031-04-04', till: '2031-04-10' });
    expect(presetRange('year', now)).toEqual({ from: '2031-01-01', till: '2031-04-10' });
    expect(presetRange('all', now)).toEqual({ from: '', till: '' });
  });
});

describe('refund plan', () => {
  it('refunds the server figure for the whole order and the chosen prices for part of it', () => {
    const detail = buildOrderDetail();
    const all = detail.Items.map((item) => item.TicketId as string);
    expect(refundPlan(detail, all)).toMatchObject({ amount: 24, credit: 0, places: 2, fee: 1.2 });
    expect(refundPlan(detail, [TICKET_A])).toMatchObject({ amount: 12, credit: 0, places: 1 });
  });

  it('pays money first and the rest back as voucher credit, as the server splits it', () => {
    // 24.00 of value, 10.00 of it paid with voucher credit: 14.00 was paid in money.
    const detail = buildOrderDetail({ VoucherCredit: 10, Refundable: 14 });
    expect(refundPlan(detail, [TICKET_A])).toMatchObject({ amount: 12, credit: 0 });
    const all = detail.Items.map((item) => item.TicketId as string);
    expect(refundPlan(detail, all)).toMatchObject({ amount: 14, credit: 10 });
  });
});
