import { type Layout, type SectorRowsBody, seatPlanProblems } from '@marquee/contract';
import { type Draft, type DraftSector, fieldsOfSector, rowsOfSector, shapesOfLayout } from './draft';
import { buildDrawing, parseDrawing } from './svg-document';

/** The editor's draft of a loaded layout. */
export function draftOfLayout(layout: Layout): Draft {
  const shapes = shapesOfLayout(layout.AdditionalShapes);
  const sorted = [...layout.Sectors].sort((a, b) => a.Order - b.Order);
  const drawing = parseDrawing(
    layout.Svg,
    sorted.map((sector) => sector.SvgId),
    shapes,
  );
  return {
    width: layout.Width,
    height: layout.Height,
    base: drawing.base,
    sectors: sorted.map((sector) => ({
      key: sector._id,
      _id: sector._id,
      fields: fieldsOfSector(sector),
      outline: drawing.outlines.get(sector.SvgId) ?? null,
      rows: rowsOfSector(sector),
      GateIds: sector.GateIds,
      fieldsDirty: false,
      rowsDirty: false,
      gatesDirty: false,
      switchesDirty: false,
    })),
    shapes,
    deletedSectorIds: [],
    svgDirty: false,
    shapesDirty: false,
    orderDirty: false,
  };
}

export function isDirty(draft: Draft): boolean {
  return (
    draft.svgDirty ||
    draft.shapesDirty ||
    draft.orderDirty ||
    draft.deletedSectorIds.length > 0 ||
    draft.sectors.some((s) => s.fieldsDirty || s.rowsDirty || s.gatesDirty || s.switchesDirty)
  );
}

const CATEGORY_KEY = /^[A-Za-z0-9_-]{1,30}$/;

export interface DraftProblem {
  sectorKey: string;
  /** A catalog key under VENUE_EDITOR.PROBLEMS. */
  problem: 'NAME' | 'CAPACITY' | 'SEAT_NAMES' | 'CATEGORY' | 'PER_PURCHASE';
}

/** What Save would refuse, checked before anything is sent (the server checks the same again). */
export function draftProblems(draft: Draft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  for (const sector of draft.sectors) {
    const f = sector.fields;
    const add = (problem: DraftProblem['problem']) => problems.push({ sectorKey: sector.key, problem });
    if (!f.Name.trim()) add('NAME');
    if (f.Type === 'StandingSector' && !(f.Capacity && f.Capacity >= 1)) add('CAPACITY');
    if (f.MinimumTicketsPerPurchase > f.MaximumTicketsPerPurchase) add('PER_PURCHASE');
    if (f.TicketCategoryId && !CATEGORY_KEY.test(f.TicketCategoryId)) add('CATEGORY');
    if (sector.rowsDirty) {
      if (Object.keys(seatPlanProblems(rowsBody(sector).Rows)).length > 0) add('SEAT_NAMES');
      if (sector.rows.some((row) => row.Seats.some((seat) => !CATEGORY_KEY.test(seat.TicketCategoryId))))
        add('CATEGORY');
    }
  }
  return problems;
}

/** The names of the seats whose name is empty or repeated in its row (to point at them). */
export function badSeatKeys(sector: DraftSector): Set<string> {
  const errors = seatPlanProblems(rowsBody(sector).Rows);
  const keys = new Set<string>();
  for (const path of Object.keys(errors)) {
    const match = /^Rows\.(\d+)\.Seats\.(\d+)\.Name$/.exec(path);
    const seat = match ? sector.rows[Number(match[1])]?.Seats[Number(match[2])] : undefined;
    if (seat) keys.add(seat.key);
  }
  return keys;
}

export function sectorBody(sector: DraftSector) {
  const f = sector.fields;
  return {
    Type: f.Type,
    Name: f.Name.trim(),
    Description: f.Description.trim() || null,
    Color: f.Color,
    SvgId: f.SvgId,
    Capacity: f.Type === 'SeatingSector' ? null : f.Capacity,
    TicketCategoryId: f.Type === 'SeatingSector' ? null : f.TicketCategoryId || null,
    IsMerchandise: f.IsMerchandise,
    ShowRowName: f.ShowRowName,
    ShowSeatName: f.ShowSeatName,
    MinimumTicketsPerPurchase: f.MinimumTicketsPerPurchase,
    MaximumTicketsPerPurchase: f.MaximumTicketsPerPurchase,
  };
}

export const switchesBody = (sector: DraftSector) => ({
  IsHidden: sector.fields.IsHidden,
  IsCanceled: sector.fields.IsCanceled,
  IsSellingEnabled: sector.fields.IsSellingEnabled,
});

export function rowsBody(sector: DraftSector): SectorRowsBody {
  return {
    Rows: sector.rows.map((row) => ({
      ...(row._id ? { _id: row._id } : {}),
      Name: row.Name,
      Seats: row.Seats.map((seat) => ({
        ...(seat._id ? { _id: seat._id } : {}),
        Name: seat.Name,
        CenterPosition: { X: seat.X, Y: seat.Y },
        Radius: seat.Radius,
        TicketCategoryId: seat.TicketCategoryId,
        IsAccessible: seat.IsAccessible,
      })),
    })),
  };
}

export function shapesBody(draft: Draft) {
  return draft.shapes.map((shape) => ({
    Shape: shape.points,
    ImageId: shape.ImageId,
    ShapeText: shape.text,
    StrokeColor: shape.StrokeColor,
    FillColor: shape.FillColor,
    StrokeWidth: shape.StrokeWidth,
    UniqueSectorId: null,
    Caption: shape.Caption,
  }));
}

/** What Save sends, in order: deletions first (they free names), then sectors, seats, drawing, order. */
export interface SavePlan {
  deleteSectorIds: string[];
  createSectors: DraftSector[];
  updateSectors: DraftSector[];
  /** Saved sectors whose only change is this event's switches. */
  switchSectors: DraftSector[];
  rowSectors: DraftSector[];
  gateSectors: DraftSector[];
  svg: { Svg: string; Width: number; Height: number } | null;
  shapes: ReturnType<typeof shapesBody> | null;
  /** Sector keys in the new order (new sectors' ids are known only after creation). */
  order: string[] | null;
}

export function savePlan(draft: Draft): SavePlan {
  return {
    deleteSectorIds: draft.deletedSectorIds,
    createSectors: draft.sectors.filter((s) => s._id === null),
    updateSectors: draft.sectors.filter((s) => s._id !== null && s.fieldsDirty),
    switchSectors: draft.sectors.filter((s) => s._id !== null && !s.fieldsDirty && s.switchesDirty),
    rowSectors: draft.sectors.filter((s) => s.rowsDirty && s.fields.Type === 'SeatingSector'),
    gateSectors: draft.sectors.filter((s) => s._id !== null && s.gatesDirty),
    svg: draft.svgDirty ? { Svg: buildDrawing(draft), Width: draft.width, Height: draft.height } : null,
    shapes: draft.shapesDirty ? shapesBody(draft) : null,
    order: draft.orderDirty ? draft.sectors.map((s) => s.key) : null,
  };
}
