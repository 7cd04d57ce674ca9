import type { DraftSector, DraftShape, Outline } from './draft';
import { centroid, type Point, pointsAttribute, polygonOfPath, round1 } from './geometry';

/**
 * The layout's SVG drawing. Sector outlines (id = the sector's SvgId) and the additional shapes are the
 * editor's to redraw; everything else (a background, a venue's own drawing) is kept as "base" content.
 * What the editor draws goes into one marked group, so the next load finds and replaces it exactly; older
 * drawings (the demo seed) mark outlines only by id, and draw decorations that repeat the shape list.
 */
const EDITOR_LAYER = 'data-marquee-editor';
const SVG_NS = 'http://www.w3.org/2000/svg';

export interface ParsedDrawing {
  base: string;
  outlines: Map<string, Outline>;
}

const numbersOf = (text: string) => (text.match(/-?\d*\.?\d+(?:e[-+]?\d+)?/gi) ?? []).map(Number);
const sameNumbers = (a: number[], b: number[]) =>
  a.length === b.length && a.every((value, i) => Math.abs(value - (b[i] ?? Number.NaN)) < 0.06);

function outlineOf(element: Element): Outline | null {
  const tag = element.tagName.toLowerCase();
  const attr = (name: string) => Number(element.getAttribute(name) ?? 0);
  if (element.hasAttribute('transform')) return shapeOutline(element);
  if (tag === 'polygon') {
    const n = numbersOf(element.getAttribute('points') ?? '');
    const points: Point[] = [];
    for (let i = 0; i + 1 < n.length; i += 2) points.push({ X: n[i] ?? 0, Y: n[i + 1] ?? 0 });
    return points.length >= 3 ? { kind: 'polygon', points } : null;
  }
  if (tag === 'rect') {
    const [x, y, w, h] = [attr('x'), attr('y'), attr('width'), attr('height')];
    return {
      kind: 'polygon',
      points: [
        { X: x, Y: y },
        { X: x + w, Y: y },
        { X: x + w, Y: y + h },
        { X: x, Y: y + h },
      ],
    };
  }
  if (tag === 'path') {
    const points = polygonOfPath(element.getAttribute('d') ?? '');
    return points ? { kind: 'polygon', points } : shapeOutline(element);
  }
  if (tag === 'g') {
    const first = element.firstElementChild;
    return first ? outlineOf(first) : null;
  }
  return shapeOutline(element);
}

function shapeOutline(element: Element): Outline {
  const attributes: Record<string, string> = {};
  for (const name of ['d', 'points', 'x', 'y', 'width', 'height', 'cx', 'cy', 'r', 'rx', 'ry', 'transform']) {
    const value = element.getAttribute(name);
    if (value !== null) attributes[name] = value;
  }
  return { kind: 'shape', tag: element.tagName.toLowerCase(), attributes, offset: { X: 0, Y: 0 } };
}

/** Splits a saved drawing into what the editor redraws (outlines by SvgId) and what it keeps (base). */
export function parseDrawing(
  svg: string,
  svgIds: readonly string[],
  shapes: readonly DraftShape[],
): ParsedDrawing {
  const outlines = new Map<string, Outline>();
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const root = doc.documentElement;
  if (root.tagName.toLowerCase() !== 'svg' || doc.querySelector('parsererror')) return { base: '', outlines };
  for (const svgId of svgIds) {
    const element = doc.getElementById(svgId);
    if (!element) continue;
    const outline = outlineOf(element);
    if (outline) outlines.set(svgId, outline);
    // The seed wraps an outline and its label in <g class="sector">: both are redrawn.
    const parent = element.parentElement;
    if (parent && parent !== root && parent.getAttribute('class') === 'sector') parent.remove();
    else element.remove();
  }
  for (const layer of [...root.querySelectorAll(`[${EDITOR_LAYER}]`)]) layer.remove();
  // Old drawings repeat each decoration shape as a path and a text; the editor draws those itself now.
  const shapeNumbers = shapes
    .filter((s) => s.points.length >= 3)
    .map((s) => s.points.flatMap((p) => [p.X, p.Y]));
  const shapeTexts = new Set(shapes.flatMap((s) => (s.text ? [s.text.Text] : [])));
  for (const path of [...root.querySelectorAll('path, polygon')]) {
    const n = numbersOf(path.getAttribute('d') ?? path.getAttribute('points') ?? '');
    if (shapeNumbers.some((numbers) => sameNumbers(numbers, n))) path.remove();
  }
  for (const text of [...root.querySelectorAll('text')])
    if (shapeTexts.has(text.textContent ?? '')) text.remove();
  const serializer = new XMLSerializer();
  const base = [...root.childNodes]
    .filter((node) => node.nodeType === 1)
    .map((node) => serializer.serializeToString(node).replace(/ xmlns="[^"]*"/, ''))
    .join('');
  return { base, outlines };
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );
const color = (hex: string | null | undefined, fallback: string) => `#${(hex ?? fallback).replace('#', '')}`;

/** The outline's points (polygons), or null for kept shapes. */
export const outlinePoints = (outline: Outline | null): Point[] | null =>
  outline?.kind === 'polygon' ? outline.points : null;

/** SVG markup of an outline, with the given extra attributes (id, fill…). */
export function outlineMarkup(outline: Outline, attributes: string): string {
  if (outline.kind === 'polygon')
    return `<polygon points="${pointsAttribute(outline.points)}" ${attributes}/>`;
  const own = Object.entries(outline.attributes)
    .filter(([name]) => name !== 'transform')
    .map(([name, value]) => `${name}="${escapeXml(value)}"`)
    .join(' ');
  const moved = outline.offset.X !== 0 || outline.offset.Y !== 0;
  const transform = [
    moved ? `translate(${round1(outline.offset.X)} ${round1(outline.offset.Y)})` : '',
    outline.attributes.transform ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return `<${outline.tag} ${own}${transform ? ` transform="${escapeXml(transform)}"` : ''} ${attributes}/>`;
}

/** Where a sector's name is written: the middle of its outline. */
export function labelPoint(outline: Outline): Point | null {
  if (outline.kind === 'polygon') return centroid(outline.points);
  const a = outline.attributes;
  if (a.cx) return { X: Number(a.cx) + outline.offset.X, Y: Number(a.cy ?? 0) + outline.offset.Y };
  const n = numbersOf(a.d ?? a.points ?? '');
  if (n.length < 2) return null;
  return { X: (n[0] ?? 0) + outline.offset.X, Y: (n[1] ?? 0) + outline.offset.Y };
}

function shapeMarkup(shape: DraftShape): string {
  if (shape.kind === 'polygon' && shape.points.length >= 3) {
    const text = shape.text ? textMarkup(shape, centroid(shape.points)) : '';
    return (
      `<polygon points="${pointsAttribute(shape.points)}" fill="${color(shape.FillColor, 'cccccc')}" ` +
      `stroke="${color(shape.StrokeColor, '2c3e50')}" stroke-width="${shape.StrokeWidth ?? 2}"/>${text}`
    );
  }
  const [at] = shape.points;
  if (shape.kind === 'text' && shape.text && at) return textMarkup(shape, at);
  return '';
}

function textMarkup(shape: DraftShape, at: Point): string {
  if (!shape.text) return '';
  const { Text, Color, FontSize, RotationAngle } = shape.text;
  const x = round1(at.X);
  const y = round1(at.Y);
  const rotate = RotationAngle ? ` transform="rotate(${RotationAngle} ${x} ${y})"` : '';
  return `<text x="${x}" y="${y}" font-size="${FontSize}" text-anchor="middle" dominant-baseline="middle" fill="${color(Color, '000000')}"${rotate}>${escapeXml(Text)}</text>`;
}

/** The whole drawing to save: the kept base, then the editor's layer (shapes, sector outlines, names). */
export function buildDrawing(draft: {
  width: number;
  height: number;
  base: string;
  sectors: readonly DraftSector[];
  shapes: readonly DraftShape[];
}): string {
  const shapes = draft.shapes.map(shapeMarkup).join('');
  const outlines = draft.sectors
    .map((sector) => {
      if (!sector.outline) return '';
      const c = color(sector.fields.Color, '3598db');
      const label = labelPoint(sector.outline);
      return (
        outlineMarkup(
          sector.outline,
          `id="${escapeXml(sector.fields.SvgId)}" fill="${c}" fill-opacity="0.18" stroke="${c}" stroke-width="2"`,
        ) +
        (label
          ? `<text x="${round1(label.X)}" y="${round1(label.Y)}" font-size="${Math.max(14, Math.round(draft.width / 80))}" text-anchor="middle" fill="#2c3e50">${escapeXml(sector.fields.Name)}</text>`
          : '')
      );
    })
    .join('');
  return (
    `<svg xmlns="${SVG_NS}" viewBox="0 0 ${draft.width} ${draft.height}" width="${draft.width}" height="${draft.height}" font-family="Inter, Arial, sans-serif">` +
    `${draft.base}<g ${EDITOR_LAYER}="1">${shapes}${outlines}</g></svg>`
  );
}
