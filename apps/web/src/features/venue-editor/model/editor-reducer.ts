import { generateSeatBlock, type SeatBlockOptions } from '@marquee/contract';
import {
  allSeats,
  type Draft,
  type DraftRow,
  type DraftSector,
  type DraftShape,
  defaultSectorFields,
  newKey,
  type Outline,
  type SectorFields,
  type SectorType,
} from './draft';
import { type Point, round1, translatePoints } from './geometry';

/** Every edit of the draft. The page keeps a history of drafts for undo (see use-editor-history). */
export type EditorAction =
  | { type: 'addSector'; sectorType: SectorType; name: string; outline: Outline | null; key?: string }
  | { type: 'updateSector'; key: string; patch: Partial<SectorFields> }
  | { type: 'setOutline'; key: string; outline: Outline }
  | { type: 'moveSector'; key: string; dx: number; dy: number }
  | { type: 'moveVertex'; key: string; index: number; to: Point }
  | { type: 'deleteSector'; key: string }
  | { type: 'moveSectorInOrder'; key: string; by: -1 | 1 }
  | { type: 'generateSeats'; key: string; options: SeatBlockOptions; replace: boolean }
  | { type: 'setSeatCategory'; seatKeys: ReadonlySet<string>; category: string }
  | { type: 'renameSeat'; seatKey: string; name: string }
  | { type: 'renameRow'; seatKey: string; name: string }
  | { type: 'deleteSeats'; seatKeys: ReadonlySet<string> }
  | { type: 'addShape'; shape: DraftShape }
  | { type: 'updateShape'; key: string; patch: Partial<DraftShape> }
  | { type: 'moveShape'; key: string; dx: number; dy: number }
  | { type: 'deleteShape'; key: string }
  | { type: 'setGates'; key: string; gateIds: string[] };

/** This event's own sector switches (spec Sector status); the rest of a sector belongs to the layout. */
const SWITCHES = new Set(['IsHidden', 'IsCanceled', 'IsSellingEnabled']);

export function moveOutline(outline: Outline, dx: number, dy: number): Outline {
  if (outline.kind === 'polygon') return { kind: 'polygon', points: translatePoints(outline.points, dx, dy) };
  return { ...outline, offset: { X: round1(outline.offset.X + dx), Y: round1(outline.offset.Y + dy) } };
}

function mapSector(draft: Draft, key: string, change: (sector: DraftSector) => DraftSector): Draft {
  return { ...draft, sectors: draft.sectors.map((sector) => (sector.key === key ? change(sector) : sector)) };
}

/** Applies `change` to the rows of every sector holding one of the seats; untouched sectors stay identical. */
function mapSeats(draft: Draft, seatKeys: ReadonlySet<string>, change: (row: DraftRow) => DraftRow): Draft {
  return {
    ...draft,
    sectors: draft.sectors.map((sector) => {
      if (!sector.rows.some((row) => row.Seats.some((seat) => seatKeys.has(seat.key)))) return sector;
      return {
        ...sector,
        rowsDirty: true,
        rows: sector.rows.map((row) =>
          row.Seats.some((seat) => seatKeys.has(seat.key)) ? change(row) : row,
        ),
      };
    }),
  };
}

/** A free SvgId like "sector-3" (ids must be unique in the drawing). */
export function freeSvgId(draft: Draft): string {
  const used = new Set(draft.sectors.map((sector) => sector.fields.SvgId));
  let n = draft.sectors.length + 1;
  while (used.has(`sector-${n}`)) n++;
  return `sector-${n}`;
}

export function editorReducer(draft: Draft, action: EditorAction): Draft {
  switch (action.type) {
    case 'addSector': {
      const sector: DraftSector = {
        key: action.key ?? newKey('sector'),
        _id: null,
        fields: defaultSectorFields(action.sectorType, action.name, freeSvgId(draft)),
        outline: action.outline,
        rows: [],
        GateIds: [],
        fieldsDirty: true,
        rowsDirty: false,
        gatesDirty: false,
        switchesDirty: false,
      };
      return { ...draft, sectors: [...draft.sectors, sector], svgDirty: true };
    }
    case 'updateSector': {
      const onlySwitches = Object.keys(action.patch).every((name) => SWITCHES.has(name));
      return {
        ...mapSector(draft, action.key, (s) => ({
          ...s,
          fields: { ...s.fields, ...action.patch },
          fieldsDirty: s.fieldsDirty || !onlySwitches,
          switchesDirty: s.switchesDirty || onlySwitches,
        })),
        // Name and colour are drawn in the SVG too.
        svgDirty:
          draft.svgDirty || 'Name' in action.patch || 'Color' in action.patch || 'SvgId' in action.patch,
      };
    }
    case 'setOutline':
      return { ...mapSector(draft, action.key, (s) => ({ ...s, outline: action.outline })), svgDirty: true };
    case 'moveSector':
      // Seats move with their sector, unless one is sold or held (those never move): then the outline only.
      return {
        ...mapSector(draft, action.key, (s) => {
          const seatsMove = s.rows.length > 0 && !allSeats(s).some((seat) => seat.IsTaken);
          return {
            ...s,
            outline: s.outline ? moveOutline(s.outline, action.dx, action.dy) : null,
            rowsDirty: s.rowsDirty || seatsMove,
            rows: seatsMove
              ? s.rows.map((row) => ({
                  ...row,
                  Seats: row.Seats.map((seat) => ({
                    ...seat,
                    X: round1(seat.X + action.dx),
                    Y: round1(seat.Y + action.dy),
                  })),
                }))
              : s.rows,
          };
        }),
        svgDirty: true,
      };
    case 'moveVertex':
      return {
        ...mapSector(draft, action.key, (s) => {
          if (s.outline?.kind !== 'polygon') return s;
          const points = s.outline.points.map((p, i) =>
            i === action.index ? { X: round1(action.to.X), Y: round1(action.to.Y) } : p,
          );
          return { ...s, outline: { kind: 'polygon', points } };
        }),
        svgDirty: true,
      };
    case 'deleteSector': {
      const sector = draft.sectors.find((s) => s.key === action.key);
      return {
        ...draft,
        sectors: draft.sectors.filter((s) => s.key !== action.key),
        deletedSectorIds: sector?._id ? [...draft.deletedSectorIds, sector._id] : draft.deletedSectorIds,
        svgDirty: true,
      };
    }
    case 'moveSectorInOrder': {
      const index = draft.sectors.findIndex((s) => s.key === action.key);
      const target = index + action.by;
      if (index < 0 || target < 0 || target >= draft.sectors.length) return draft;
      const sectors = [...draft.sectors];
      const [moved] = sectors.splice(index, 1);
      if (moved) sectors.splice(target, 0, moved);
      return { ...draft, sectors, orderDirty: true };
    }
    case 'generateSeats':
      return mapSector(draft, action.key, (s) => ({
        ...s,
        rowsDirty: true,
        rows: [
          ...(action.replace ? s.rows.filter((row) => row.Seats.some((seat) => seat.IsTaken)) : s.rows),
          ...generateSeatBlock(action.options).map((row) => ({
            key: newKey('row'),
            Name: row.Name,
            Seats: row.Seats.map((seat) => ({
              key: newKey('seat'),
              Name: seat.Name,
              X: seat.CenterPosition.X,
              Y: seat.CenterPosition.Y,
              Radius: seat.Radius ?? 10,
              TicketCategoryId: seat.TicketCategoryId,
              IsAccessible: false,
              IsTaken: false,
            })),
          })),
        ],
      }));
    case 'setSeatCategory':
      return mapSeats(draft, action.seatKeys, (row) => ({
        ...row,
        Seats: row.Seats.map((seat) =>
          action.seatKeys.has(seat.key) ? { ...seat, TicketCategoryId: action.category } : seat,
        ),
      }));
    case 'renameSeat':
      return mapSeats(draft, new Set([action.seatKey]), (row) => ({
        ...row,
        Seats: row.Seats.map((seat) => (seat.key === action.seatKey ? { ...seat, Name: action.name } : seat)),
      }));
    case 'renameRow':
      return mapSeats(draft, new Set([action.seatKey]), (row) => ({ ...row, Name: action.name }));
    case 'deleteSeats': {
      // Sold or held seats stay (the server would refuse); rows left empty go.
      const next = mapSeats(draft, action.seatKeys, (row) => ({
        ...row,
        Seats: row.Seats.filter((seat) => seat.IsTaken || !action.seatKeys.has(seat.key)),
      }));
      return {
        ...next,
        sectors: next.sectors.map((s) =>
          s.rowsDirty ? { ...s, rows: s.rows.filter((row) => row.Seats.length > 0) } : s,
        ),
      };
    }
    case 'addShape':
      return { ...draft, shapes: [...draft.shapes, action.shape], shapesDirty: true, svgDirty: true };
    case 'updateShape':
      return {
        ...draft,
        shapes: draft.shapes.map((s) => (s.key === action.key ? { ...s, ...action.patch } : s)),
        shapesDirty: true,
        svgDirty: true,
      };
    case 'moveShape':
      return {
        ...draft,
        shapes: draft.shapes.map((s) =>
          s.key === action.key ? { ...s, points: translatePoints(s.points, action.dx, action.dy) } : s,
        ),
        shapesDirty: true,
        svgDirty: true,
      };
    case 'deleteShape':
      return {
        ...draft,
        shapes: draft.shapes.filter((s) => s.key !== action.key),
        shapesDirty: true,
        svgDirty: true,
      };
    case 'setGates':
      return mapSector(draft, action.key, (s) => ({ ...s, GateIds: action.gateIds, gatesDirty: true }));
  }
}

/** Seats that are sold or held among `seatKeys`, named "row seat" for messages. */
export function takenAmong(draft: Draft, seatKeys: ReadonlySet<string>): string[] {
  return draft.sectors.flatMap((sector) =>
    sector.rows.flatMap((row) =>
      row.Seats.filter((seat) => seat.IsTaken && seatKeys.has(seat.key)).map(
        (seat) => `${row.Name}/${seat.Name}`,
      ),
    ),
  );
}
