import { describe, expect, it } from 'vitest';
import { overlapIndex, overlapsExisting } from './price-windows';

const now = Date.parse('2031-01-01T00:00:00Z');
const earlyBird = { ValidFrom: '2031-02-01T00:00:00.000Z', ValidTill: '2031-03-01T00:00:00.000Z' };

describe('price windows (spec 2 §3 BasePrices: [ValidFrom, ValidTill))', () => {
  it('lets a wave start where the previous one ends, and refuses one that overlaps it', () => {
    expect(overlapsExisting({ ValidFrom: '2031-03-01T00:00:00.000Z' }, [earlyBird], now)).toBe(false);
    expect(overlapsExisting({ ValidFrom: '2031-02-15T00:00:00.000Z' }, [earlyBird], now)).toBe(true);
    expect(
      overlapsExisting(
        { ValidFrom: '2031-01-01T00:00:00.000Z', ValidTill: '2031-02-01T00:00:00.000Z' },
        [earlyBird],
        now,
      ),
    ).toBe(false);
  });

  it('treats a price without a start as a change from now on: it clashes only with later windows', () => {
    const open = { ValidFrom: '2030-12-01T00:00:00.000Z', ValidTill: '9999-12-30T23:59:59.000Z' };
    expect(overlapsExisting({}, [open], now)).toBe(false);
    expect(overlapsExisting({}, [earlyBird], now)).toBe(true);
  });

  it('finds the first window of a new category that overlaps an earlier one', () => {
    expect(
      overlapIndex(
        [{ ValidTill: '2031-02-01T00:00:00.000Z' }, { ValidFrom: '2031-02-01T00:00:00.000Z' }],
        now,
      ),
    ).toBe(-1);
    expect(
      overlapIndex(
        [{ ValidTill: '2031-02-01T00:00:00.000Z' }, { ValidFrom: '2031-01-15T00:00:00.000Z' }],
        now,
      ),
    ).toBe(1);
    expect(overlapIndex([{}, {}], now)).toBe(1);
  });
});
