import { describe, expect, it } from 'vitest';
import type { DraftSector, DraftShape } from './draft';
import { defaultSectorFields } from './draft';
import { buildDrawing, parseDrawing } from './svg-document';

/** The demo seed's shape of a drawing: background, a sector group, a wedge (arcs) and a decoration. */
const SEEDED =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 800" width="1000" height="800">' +
  '<title>Hall</title><rect width="1000" height="800" fill="#f8f9fa"/>' +
  '<g class="sector" data-type="StandingSector"><path id="floor" d="M100 100 H500 V400 H100 Z" fill="#f1c40f"/><text x="300" y="250">Floor</text></g>' +
  '<g class="sector"><path id="s101" d="M600 100 A300 300 0 0 1 900 400 L800 400 A200 200 0 0 0 600 200 Z"/><text>101</text></g>' +
  '<path d="M100 600 L400 600 L400 700 L100 700 Z" fill="#34495e"/><text x="250" y="660">STAGE</text>' +
  '</svg>';

const stage: DraftShape = {
  key: 'shape-0',
  kind: 'polygon',
  points: [
    { X: 100, Y: 600 },
    { X: 400, Y: 600 },
    { X: 400, Y: 700 },
    { X: 100, Y: 700 },
  ],
  text: { Text: 'STAGE', Color: 'ffffff', FontSize: 28, RotationAngle: 0 },
  ImageId: null,
  Caption: null,
  FillColor: '34495e',
  StrokeColor: '2c3e50',
  StrokeWidth: 2,
};

function sector(svgId: string, outline: DraftSector['outline'], name = svgId): DraftSector {
  return {
    key: svgId,
    _id: svgId,
    fields: { ...defaultSectorFields('StandingSector', name, svgId), Color: 'f1c40f' },
    outline,
    rows: [],
    GateIds: [],
    fieldsDirty: false,
    rowsDirty: false,
    gatesDirty: false,
    switchesDirty: false,
  };
}

describe('the layout drawing', () => {
  it('takes sector outlines out of a seeded drawing and keeps the rest as base', () => {
    const parsed = parseDrawing(SEEDED, ['floor', 's101'], [stage]);
    expect(parsed.outlines.get('floor')).toEqual({
      kind: 'polygon',
      points: [
        { X: 100, Y: 100 },
        { X: 500, Y: 100 },
        { X: 500, Y: 400 },
        { X: 100, Y: 400 },
      ],
    });
    // A wedge with arcs is kept as drawn (moved, never reshaped).
    expect(parsed.outlines.get('s101')).toMatchObject({ kind: 'shape', tag: 'path' });
    expect(parsed.base).toContain('<title>Hall</title>');
    expect(parsed.base).toContain('fill="#f8f9fa"');
    // Sector labels and the decoration the shape list repeats are redrawn by the editor, not kept.
    expect(parsed.base).not.toContain('Floor');
    expect(parsed.base).not.toContain('STAGE');
    expect(parsed.base).not.toContain('id="floor"');
  });

  it('saves outlines with id = SvgId (what the buyer’s seat map finds) and reads them back the same', () => {
    const parsed = parseDrawing(SEEDED, ['floor', 's101'], [stage]);
    const floor = sector('floor', parsed.outlines.get('floor') ?? null, 'Floor & bar');
    const wedge = sector('s101', parsed.outlines.get('s101') ?? null);
    if (wedge.outline?.kind === 'shape') wedge.outline = { ...wedge.outline, offset: { X: 10, Y: -5 } };
    const svg = buildDrawing({
      width: 1000,
      height: 800,
      base: parsed.base,
      sectors: [floor, wedge],
      shapes: [stage],
    });
    expect(svg).toContain('<polygon points="100,100 500,100 500,400 100,400" id="floor"');
    expect(svg).toContain('Floor &amp; bar');
    expect(svg).toContain('transform="translate(10 -5)"');
    expect(svg).toContain('>STAGE</text>');

    const again = parseDrawing(svg, ['floor', 's101'], [stage]);
    expect(again.outlines.get('floor')).toEqual(floor.outline);
    expect(again.base).toBe(parsed.base);
    // Saving twice does not pile up copies of the editor's layer.
    const twice = buildDrawing({
      width: 1000,
      height: 800,
      base: again.base,
      sectors: [floor, wedge],
      shapes: [stage],
    });
    expect(twice.match(/data-marquee-editor/g)).toHaveLength(1);
  });

  it('a rotated text shape and a broken drawing', () => {
    const text: DraftShape = {
      ...stage,
      key: 't',
      kind: 'text',
      points: [{ X: 10, Y: 20 }],
      text: { Text: 'EXIT <', Color: 'ff0000', FontSize: 12, RotationAngle: 90 },
    };
    const svg = buildDrawing({ width: 100, height: 100, base: '', sectors: [], shapes: [text] });
    expect(svg).toContain('transform="rotate(90 10 20)"');
    expect(svg).toContain('EXIT &lt;');
    expect(parseDrawing('not svg', ['a'], [])).toEqual({ base: '', outlines: new Map() });
  });
});
