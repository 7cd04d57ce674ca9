import type { AdditionalShape, SectorType } from '../schema';

/*
 * Geometry and SVG building blocks for the generated seat maps. Coordinates are SVG user units of the
 * layout's viewBox (0 0 width height); seats are data (drawn by the client), the SVG holds sector outlines,
 * the stage and labels. Every sector outline carries id = sector svg_id.
 */

export interface LayoutSeat {
  name: string;
  x: number;
  y: number;
  radius: number;
  key: string;
  accessible?: boolean;
}

export interface LayoutRow {
  name: string;
  seats: LayoutSeat[];
}

export interface LayoutSector {
  svgId: string;
  type: SectorType;
  name: string;
  description?: string;
  color: string;
  /** Standing places (standing and capacity-limited virtual sectors). */
  capacity?: number;
  /** Default ticket category key of a standing or virtual sector. */
  key?: string;
  rows?: LayoutRow[];
  isMerchandise?: boolean;
  showRowName?: boolean;
  maxTicketsPerPurchase?: number;
}

export interface Layout {
  name: string;
  width: number;
  height: number;
  svg: string;
  sectors: LayoutSector[];
  additionalShapes: AdditionalShape[];
}

export interface Point {
  x: number;
  y: number;
}

/** Category colours shared by the demo layouts (hex without '#', as stored). */
export const COLORS = {
  A: 'e74c3c',
  B: '3598db',
  L: '9b59b6',
  FLOOR: 'f1c40f',
  GA: '27ae60',
  VIP: '8e44ad',
  PARK: '7f8c8d',
  MERCH: 'e67e22',
} as const;

const round = (n: number) => Math.round(n * 10) / 10;
const rad = (deg: number) => (deg * Math.PI) / 180;

/**
 * A point on an ellipse around `c`, angle in degrees clockwise from straight up (0 = top, 90 = right,
 * 180 = bottom), which reads naturally when placing seats around a stage or an arena floor.
 */
export function ringPoint(c: Point, a: number, b: number, deg: number): Point {
  return { x: c.x + a * Math.sin(rad(deg)), y: c.y - b * Math.cos(rad(deg)) };
}

/**
 * Points evenly spaced by arc length along an elliptic arc from `from` to `to` degrees, centred in the arc
 * with at least `margin` free at both ends (aisles). Even arc spacing keeps seats from crowding on the
 * flatter parts of an arena's ellipse.
 */
export function pointsAlongArc(
  c: Point,
  a: number,
  b: number,
  from: number,
  to: number,
  spacing: number,
  margin: number,
): Point[] {
  const steps = 360;
  const samples: Point[] = [];
  const lengths: number[] = [0];
  for (let i = 0; i <= steps; i++) {
    const p = ringPoint(c, a, b, from + ((to - from) * i) / steps);
    const prev = samples[i - 1];
    if (prev) lengths.push((lengths[i - 1] ?? 0) + Math.hypot(p.x - prev.x, p.y - prev.y));
    samples.push(p);
  }
  const total = lengths[steps] ?? 0;
  const usable = total - 2 * margin;
  if (usable < 0) return [];
  const count = Math.floor(usable / spacing) + 1;
  const start = margin + (usable - (count - 1) * spacing) / 2;
  const points: Point[] = [];
  let segment = 1;
  for (let k = 0; k < count; k++) {
    const target = start + k * spacing;
    while (segment < steps && (lengths[segment] ?? 0) < target) segment++;
    const l0 = lengths[segment - 1] ?? 0;
    const l1 = lengths[segment] ?? l0;
    const t = l1 > l0 ? (target - l0) / (l1 - l0) : 0;
    const p0 = samples[segment - 1] as Point;
    const p1 = samples[segment] as Point;
    points.push({ x: round(p0.x + (p1.x - p0.x) * t), y: round(p0.y + (p1.y - p0.y) * t) });
  }
  return points;
}

/** SVG path of an elliptic ring wedge between two angles (a sector of a curved auditorium or arena). */
export function ringWedgePath(
  c: Point,
  inner: { a: number; b: number },
  outer: { a: number; b: number },
  from: number,
  to: number,
): string {
  const large = to - from > 180 ? 1 : 0;
  const o0 = ringPoint(c, outer.a, outer.b, from);
  const o1 = ringPoint(c, outer.a, outer.b, to);
  const i1 = ringPoint(c, inner.a, inner.b, to);
  const i0 = ringPoint(c, inner.a, inner.b, from);
  // Increasing angle runs clockwise on screen, which is SVG's sweep-flag 1.
  return [
    `M${round(o0.x)} ${round(o0.y)}`,
    `A${round(outer.a)} ${round(outer.b)} 0 ${large} 1 ${round(o1.x)} ${round(o1.y)}`,
    `L${round(i1.x)} ${round(i1.y)}`,
    `A${round(inner.a)} ${round(inner.b)} 0 ${large} 0 ${round(i0.x)} ${round(i0.y)}`,
    'Z',
  ].join(' ');
}

export function rectPath(x: number, y: number, w: number, h: number): string {
  return `M${x} ${y} H${x + w} V${y + h} H${x} Z`;
}

export function rectPoints(x: number, y: number, w: number, h: number): Point[] {
  return [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ];
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );

/** A sector outline: the element the client finds by svg_id to colour and make clickable. */
export function sectorElement(sector: LayoutSector, d: string, label: Point, fontSize = 22): string {
  return (
    `<g class="sector" data-type="${sector.type}">` +
    `<path id="${sector.svgId}" d="${d}" fill="#${sector.color}" fill-opacity="0.18" stroke="#${sector.color}" stroke-width="2"/>` +
    `<text x="${round(label.x)}" y="${round(label.y)}" font-size="${fontSize}" text-anchor="middle" fill="#2c3e50">${escapeXml(sector.name)}</text>` +
    '</g>'
  );
}

/** A decoration (stage, bar, screen) drawn in the SVG and also listed as an additional shape. */
export function decoration(
  label: string,
  points: Point[],
  fill: string,
  fontSize = 28,
): { svg: string; shape: AdditionalShape } {
  const d = `M${points.map((p) => `${round(p.x)} ${round(p.y)}`).join(' L')} Z`;
  const cx = points.reduce((s, p) => s + p.x, 0) / points.length;
  const cy = points.reduce((s, p) => s + p.y, 0) / points.length;
  return {
    svg:
      `<path d="${d}" fill="#${fill}" stroke="#2c3e50" stroke-width="2"/>` +
      `<text x="${round(cx)}" y="${round(cy + fontSize / 3)}" font-size="${fontSize}" text-anchor="middle" fill="#ffffff" font-weight="bold">${escapeXml(label)}</text>`,
    shape: {
      Points: points.map((p) => ({ X: round(p.x), Y: round(p.y) })),
      ShapeText: { Text: label, Color: 'ffffff', FontSize: fontSize, RotationAngle: 0 },
      FillColor: fill,
      StrokeColor: '2c3e50',
      StrokeWidth: 2,
    },
  };
}

export function svgDocument(width: number, height: number, title: string, body: string[]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="Inter, Arial, sans-serif">` +
    `<title>${escapeXml(title)}</title><rect width="${width}" height="${height}" fill="#f8f9fa"/>` +
    body.join('') +
    '</svg>'
  );
}

/** Rows of seats along concentric arcs (rows numbered from the front), used by halls and arenas. */
export function arcRows(options: {
  center: Point;
  first: { a: number; b: number };
  rowGap: number;
  rows: number;
  from: number;
  to: number;
  spacing: number;
  margin: number;
  radius: number;
  key: (rowIndex: number) => string;
  rowOffset?: number;
}): LayoutRow[] {
  const rows: LayoutRow[] = [];
  for (let i = 0; i < options.rows; i++) {
    const a = options.first.a + i * options.rowGap;
    const b = options.first.b + i * options.rowGap;
    const points = pointsAlongArc(
      options.center,
      a,
      b,
      options.from,
      options.to,
      options.spacing,
      options.margin,
    );
    const key = options.key(i);
    rows.push({
      name: String(i + 1 + (options.rowOffset ?? 0)),
      seats: points.map((p, s) => ({ name: String(s + 1), x: p.x, y: p.y, radius: options.radius, key })),
    });
  }
  return rows;
}

/** Straight rows (theatre stalls, cinema): `counts[i]` seats centred on `cx`, with an optional centre aisle. */
export function straightRows(options: {
  cx: number;
  top: number;
  rowGap: number;
  spacing: number;
  counts: number[];
  aisle?: number;
  radius: number;
  key: (rowIndex: number) => string;
}): LayoutRow[] {
  return options.counts.map((count, i) => {
    const y = options.top + i * options.rowGap;
    const aisle = options.aisle ?? 0;
    const width = (count - 1) * options.spacing + aisle;
    const seats: LayoutSeat[] = [];
    for (let s = 0; s < count; s++) {
      const gap = aisle && s >= count / 2 ? aisle : 0;
      seats.push({
        name: String(s + 1),
        x: round(options.cx - width / 2 + s * options.spacing + gap),
        y,
        radius: options.radius,
        key: options.key(i),
      });
    }
    return { name: String(i + 1), seats };
  });
}

/** Seat count of a layout (seating sectors only). */
export function countSeats(layout: Layout): number {
  return layout.sectors.reduce(
    (sum, s) => sum + (s.rows ?? []).reduce((rowSum, row) => rowSum + row.seats.length, 0),
    0,
  );
}

/** SVG body and additional shapes collected while a layout is generated. */
export interface Parts {
  body: string[];
  shapes: AdditionalShape[];
}

export function addDecoration(parts: Parts, label: string, points: Point[], fill: string, fontSize?: number) {
  const d = decoration(label, points, fill, fontSize);
  parts.body.push(d.svg);
  parts.shapes.push(d.shape);
}
