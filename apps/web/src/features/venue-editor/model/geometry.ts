/** Plain 2-D geometry of the layout editor, in the layout's SVG user units. */
export interface Point {
  X: number;
  Y: number;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** One decimal is finer than any seat or outline needs, and keeps the saved SVG small. */
export const round1 = (value: number) => Math.round(value * 10) / 10;

export const translatePoints = (points: readonly Point[], dx: number, dy: number): Point[] =>
  points.map((p) => ({ X: round1(p.X + dx), Y: round1(p.Y + dy) }));

/** The rectangle spanned by two corners, in any drag direction, as 4 points clockwise from top left. */
export function rectangleFromCorners(a: Point, b: Point): Point[] {
  const x0 = Math.min(a.X, b.X);
  const y0 = Math.min(a.Y, b.Y);
  const x1 = Math.max(a.X, b.X);
  const y1 = Math.max(a.Y, b.Y);
  return [
    { X: round1(x0), Y: round1(y0) },
    { X: round1(x1), Y: round1(y0) },
    { X: round1(x1), Y: round1(y1) },
    { X: round1(x0), Y: round1(y1) },
  ];
}

export function boundsOf(points: readonly Point[]): Box | null {
  if (points.length === 0) return null;
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const p of points) {
    minX = Math.min(minX, p.X);
    minY = Math.min(minY, p.Y);
    maxX = Math.max(maxX, p.X);
    maxY = Math.max(maxY, p.Y);
  }
  return { x: minX, y: minY, w: maxX - minX, h: maxY - minY };
}

/** The area-weighted centre of a polygon (the vertex mean for degenerate ones): where its label goes. */
export function centroid(points: readonly Point[]): Point {
  let area = 0;
  let cx = 0;
  let cy = 0;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] ?? p;
    const cross = p.X * q.Y - q.X * p.Y;
    area += cross;
    cx += (p.X + q.X) * cross;
    cy += (p.Y + q.Y) * cross;
  });
  if (Math.abs(area) < 1e-9) {
    const n = Math.max(points.length, 1);
    return {
      X: points.reduce((s, p) => s + p.X, 0) / n,
      Y: points.reduce((s, p) => s + p.Y, 0) / n,
    };
  }
  return { X: cx / (3 * area), Y: cy / (3 * area) };
}

/** Ray casting: whether `point` lies inside the polygon. */
export function pointInPolygon(point: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i];
    const b = polygon[j];
    if (!a || !b) continue;
    if (a.Y > point.Y !== b.Y > point.Y && point.X < ((b.X - a.X) * (point.Y - a.Y)) / (b.Y - a.Y) + a.X)
      inside = !inside;
  }
  return inside;
}

export const pointsAttribute = (points: readonly Point[]) =>
  points.map((p) => `${round1(p.X)},${round1(p.Y)}`).join(' ');

export function inBox(point: Point, box: Box): boolean {
  return point.X >= box.x && point.X <= box.x + box.w && point.Y >= box.y && point.Y <= box.y + box.h;
}

/** The box scaled by `factor` (> 1 zooms in) around `anchor` (default: its centre), as wheel zoom does. */
export function zoomAround(box: Box, factor: number, anchor?: Point): Box {
  const ax = anchor?.X ?? box.x + box.w / 2;
  const ay = anchor?.Y ?? box.y + box.h / 2;
  const w = box.w / factor;
  const h = box.h / factor;
  return { x: ax - ((ax - box.x) * w) / box.w, y: ay - ((ay - box.y) * h) / box.h, w, h };
}

/**
 * The outline points of an absolute "M x y L … H … V … Z" path (what editors and our seed draw for
 * polygons), or null when the path has curves or relative commands: those stay as drawn (movable only).
 */
export function polygonOfPath(d: string): Point[] | null {
  const tokens = d.match(/[MLHVZmlhvzA-Za-z]|-?\d*\.?\d+(?:e[-+]?\d+)?/g);
  if (!tokens) return null;
  const points: Point[] = [];
  let command = '';
  let current: Point = { X: 0, Y: 0 };
  const numbers: number[] = [];
  const flush = () => {
    if (command === 'M' || command === 'L') {
      for (let i = 0; i + 1 < numbers.length; i += 2) {
        current = { X: numbers[i] ?? 0, Y: numbers[i + 1] ?? 0 };
        points.push(current);
      }
    } else if (command === 'H') {
      for (const x of numbers) {
        current = { X: x, Y: current.Y };
        points.push(current);
      }
    } else if (command === 'V') {
      for (const y of numbers) {
        current = { X: current.X, Y: y };
        points.push(current);
      }
    }
    numbers.length = 0;
  };
  for (const token of tokens) {
    if (/^[A-Za-z]$/.test(token)) {
      flush();
      if (!'MLHVZ'.includes(token)) return null;
      command = token;
    } else numbers.push(Number(token));
  }
  flush();
  return points.length >= 3 ? points : null;
}
