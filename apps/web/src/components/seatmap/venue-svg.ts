/**
 * The venue configuration's SVG (GET …/venueconfigurations/{cfg}/svg) is organizer content. It is shown
 * as an <image> (a picture: scripts and external loads inside it never run), and only the geometry of the
 * sector outlines (the elements whose id is a sector's SvgId) is copied into our own clickable overlays.
 */
export interface SectorOutline {
  svgId: string;
  tag: 'path' | 'polygon' | 'polyline' | 'rect' | 'circle' | 'ellipse';
  attributes: Record<string, string>;
}

const SHAPE_TAGS = new Set(['path', 'polygon', 'polyline', 'rect', 'circle', 'ellipse']);
const GEOMETRY = ['d', 'points', 'x', 'y', 'width', 'height', 'cx', 'cy', 'r', 'rx', 'ry', 'transform'];
/** Geometry values are numbers and path commands, transforms the usual functions; anything else is dropped. */
const SAFE_GEOMETRY = /^[\d\s.,eE+\-MmLlHhVvCcSsQqTtAaZz%]*$/;
const SAFE_TRANSFORM = /^\s*((translate|rotate|scale|matrix|skewX|skewY)\s*\([\d\s.,eE+-]*\)\s*,?\s*)*$/;

function outlinesOf(element: Element, svgId: string): SectorOutline[] {
  const tag = element.tagName.toLowerCase();
  if (SHAPE_TAGS.has(tag)) {
    const attributes: Record<string, string> = {};
    for (const name of GEOMETRY) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      if ((name === 'transform' ? SAFE_TRANSFORM : SAFE_GEOMETRY).test(value)) attributes[name] = value;
    }
    return [{ svgId, tag: tag as SectorOutline['tag'], attributes }];
  }
  if (tag === 'g') return [...element.children].flatMap((child) => outlinesOf(child, svgId));
  return [];
}

export interface ParsedVenueSvg {
  /** data: URL of the whole drawing, for an <image>. */
  image: string;
  outlines: Map<string, SectorOutline[]>;
}

export function parseVenueSvg(text: string, svgIds: readonly string[]): ParsedVenueSvg {
  const outlines = new Map<string, SectorOutline[]>();
  const document = new DOMParser().parseFromString(text, 'image/svg+xml');
  if (!document.querySelector('parsererror')) {
    for (const svgId of svgIds) {
      const element = document.getElementById(svgId);
      if (element) outlines.set(svgId, outlinesOf(element, svgId));
    }
  }
  return { image: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`, outlines };
}
