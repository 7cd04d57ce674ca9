import { describe, expect, it } from 'vitest';
import { panBox, pinchBox, screenToBox, unitsPerPixel, zoomBox, zoomBoxAt } from './use-view-box';

/** The seat map's pan and zoom model: pure functions from gestures to the SVG viewBox. */
const box = { x: 0, y: 0, w: 1000, h: 500 };
// A screen area twice as tall as the drawing's aspect: "meet" letterboxes it vertically.
const rect = { left: 100, top: 50, width: 500, height: 500 };

const close = (actual: object, expected: Record<string, number>) => {
  for (const [key, value] of Object.entries(expected))
    expect((actual as Record<string, number>)[key]).toBeCloseTo(value, 6);
};

describe('pan and zoom model', () => {
  it('zooms in 1.2 and out 0.8 around the centre (spec 2 §9)', () => {
    close(zoomBox(box, 1.2), { x: 83.333333, y: 41.666667, w: 833.333333, h: 416.666667 });
    close(zoomBox(box, 0.8), { x: -125, y: -62.5, w: 1250, h: 625 });
  });

  it('zooms about an anchor that stays where it was, and clamps wild factors', () => {
    const anchor = { x: 200, y: 100 };
    const zoomed = zoomBoxAt(box, 2, anchor);
    close(zoomed, { x: 100, y: 50, w: 500, h: 250 });
    // The anchor sits at the same fraction of the box before and after.
    expect((anchor.x - zoomed.x) / zoomed.w).toBeCloseTo((anchor.x - box.x) / box.w);
    expect(zoomBoxAt(box, 1000, anchor).w).toBeCloseTo(1000 / 40);
    expect(zoomBoxAt(box, 0, anchor).w).toBeCloseTo(1000 / 0.05);
  });

  it('maps screen pixels to drawing units through the letterboxed "meet" scale', () => {
    expect(unitsPerPixel(box, rect)).toBe(2);
    expect(unitsPerPixel(box, { width: 0, height: 0 })).toBe(1);
    // The drawing is 500 × 250 px on screen, centred: its top edge is 125 px below the area's.
    close(screenToBox(box, rect, 100, 175), { x: 0, y: 0 });
    close(screenToBox(box, rect, 350, 300), { x: 500, y: 250 });
  });

  it('a drag moves the drawing with the pointer (the box the other way)', () => {
    close(panBox(box, 30, -10, 2), { x: -60, y: 20, w: 1000, h: 500 });
  });

  it('spreading two fingers zooms in about their midpoint; moving both pans', () => {
    const before: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: 300, y: 300 },
      { x: 400, y: 300 },
    ];
    const spread = pinchBox(box, rect, before, [
      { x: 250, y: 300 },
      { x: 450, y: 300 },
    ]);
    expect(spread.w).toBeCloseTo(500);
    const midpoint = screenToBox(box, rect, 350, 300);
    close(screenToBox(spread, rect, 350, 300), midpoint);
    const moved = pinchBox(box, rect, before, [
      { x: 320, y: 300 },
      { x: 420, y: 300 },
    ]);
    close(moved, { x: -40, y: 0, w: 1000, h: 500 });
    expect(pinchBox(box, rect, [before[0], before[0]], before)).toBe(box);
  });
});
