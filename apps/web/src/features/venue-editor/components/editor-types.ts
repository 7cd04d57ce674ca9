/** The canvas tools: select/move, box-select seats, draw a sector (polygon or rectangle), add shapes. */
export type Tool = 'select' | 'box' | 'polygon' | 'rect' | 'shape' | 'text' | 'pin' | 'image';

/** What the panels act on: one sector (and maybe some of its seats), or one shape. */
export interface Selection {
  sectorKey: string | null;
  shapeKey: string | null;
  seatKeys: ReadonlySet<string>;
}
