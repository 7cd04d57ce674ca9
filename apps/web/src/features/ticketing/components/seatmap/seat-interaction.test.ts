import type { SeatState } from '@marquee/contract';
import { describe, expect, it } from 'vitest';
import { seatClickAction } from './use-seat-selection';

describe('seat click rules (spec 2 §4)', () => {
  it('adds an AVAILABLE seat, removes a RESERVED_ME seat, ignores every other state and loading', () => {
    expect(seatClickAction('AVAILABLE')).toBe('add');
    expect(seatClickAction('RESERVED_ME')).toBe('remove');
    const inert: SeatState[] = [
      'SOLD',
      'BLOCKED',
      'BLOCKED_ALL',
      'COUPON_BLOCK',
      'COUPON_BLOCK_ALL',
      'RESERVED',
      'HIDDEN',
      'HIDDEN_ALL',
      'loading',
      'UNAVAILABLE',
      'UNAVAILABLE_HIDDEN',
    ];
    for (const state of inert) expect(seatClickAction(state)).toBeNull();
  });
});

describe('zoom steps (spec 2 §9)', () => {
  it('zooms in by 1.2 and out by 0.8 around the centre of the view', async () => {
    const { zoomBox } = await import('./use-view-box');
    const box = { x: 0, y: 0, w: 1200, h: 600 };
    const closer = zoomBox(box, 1.2);
    expect(closer.w).toBeCloseTo(1000);
    expect(closer.x + closer.w / 2).toBeCloseTo(600);
    expect(closer.y + closer.h / 2).toBeCloseTo(300);
    const farther = zoomBox(box, 0.8);
    expect(farther.w).toBeCloseTo(1500);
    expect(farther.x).toBeCloseTo(-150);
  });
});
