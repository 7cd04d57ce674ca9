import { describe, expect, it } from 'vitest';
import { centroid, pointInPolygon, polygonOfPath, rectangleFromCorners, zoomAround } from './geometry';

describe('geometry', () => {
  it('a rectangle from corners dragged in any direction', () => {
    expect(rectangleFromCorners({ X: 50, Y: 40 }, { X: 10, Y: 0 })).toEqual([
      { X: 10, Y: 0 },
      { X: 50, Y: 0 },
      { X: 50, Y: 40 },
      { X: 10, Y: 40 },
    ]);
  });

  it('the centroid of a polygon weighs its area, not its vertices', () => {
    // An L-shape has more vertices on one side than its area: the mean of the vertices is elsewhere.
    const square = rectangleFromCorners({ X: 0, Y: 0 }, { X: 10, Y: 10 });
    expect(centroid(square)).toEqual({ X: 5, Y: 5 });
    const triangle = [
      { X: 0, Y: 0 },
      { X: 6, Y: 0 },
      { X: 0, Y: 6 },
    ];
    expect(centroid(triangle).X).toBeCloseTo(2);
    expect(pointInPolygon({ X: 1, Y: 1 }, triangle)).toBe(true);
    expect(pointInPolygon({ X: 5, Y: 5 }, triangle)).toBe(false);
  });

  it('reads polygons from absolute M/L/H/V paths and refuses curves', () => {
    expect(polygonOfPath('M1400 1300 H2800 V2200 H1400 Z')).toEqual([
      { X: 1400, Y: 1300 },
      { X: 2800, Y: 1300 },
      { X: 2800, Y: 2200 },
      { X: 1400, Y: 2200 },
    ]);
    expect(polygonOfPath('M0 0 L10 0 L10 10 Z')).toHaveLength(3);
    expect(polygonOfPath('M0 0 A10 10 0 0 1 20 0 L20 20 Z')).toBeNull();
    expect(polygonOfPath('m0 0 l10 0 l0 10 z')).toBeNull();
  });

  it('zooms around the anchor point, which stays put on screen', () => {
    const box = { x: 0, y: 0, w: 100, h: 100 };
    const zoomed = zoomAround(box, 2, { X: 100, Y: 0 });
    expect(zoomed).toEqual({ x: 50, y: 0, w: 50, h: 50 });
    expect(zoomAround(box, 0.5)).toEqual({ x: -50, y: -50, w: 200, h: 200 });
  });
});
