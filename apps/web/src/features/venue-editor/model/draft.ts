import { DEFAULT_SECTOR_COLOR, type Layout, type ManagedSector } from '@marquee/contract';
import type { Point } from './geometry';

/**
 * The editor's working copy of a layout. Everything the organizer changes lives here until Save, which
 * sends only what changed (save-plan.ts). Seats and sectors get a client key so new ones (no _id yet)
 * can be selected and edited like saved ones.
 */
export type SectorType = ManagedSector['Type'];

/** A sector outline: a polygon we can edit point by point, or a drawn shape we keep as is (moved only). */
export type Outline =
  | { kind: 'polygon'; points: Point[] }
  | { kind: 'shape'; tag: string; attributes: Record<string, string>; offset: Point };

export interface DraftSeat {
  key: string;
  _id?: string;
  Name: string;
  X: number;
  Y: number;
  Radius: number;
  TicketCategoryId: string;
  IsAccessible: boolean;
  /** Sold or held when loaded: may not be moved or deleted. */
  IsTaken: boolean;
}

export interface DraftRow {
  key: string;
  _id?: string;
  Name: string;
  Seats: DraftSeat[];
}

/** The sector's own fields as the API takes them (POST/PUT …/sector). */
export interface SectorFields {
  Type: SectorType;
  Name: string;
  Description: string;
  Color: string;
  SvgId: string;
  Capacity: number | null;
  TicketCategoryId: string | null;
  IsMerchandise: boolean;
  ShowRowName: boolean;
  ShowSeatName: boolean;
  MinimumTicketsPerPurchase: number;
  MaximumTicketsPerPurchase: number;
  IsHidden: boolean;
  IsCanceled: boolean;
  IsSellingEnabled: boolean;
}

export interface DraftSector {
  key: string;
  /** Null until the sector is created on Save. */
  _id: string | null;
  fields: SectorFields;
  outline: Outline | null;
  rows: DraftRow[];
  GateIds: string[];
  fieldsDirty: boolean;
  rowsDirty: boolean;
  gatesDirty: boolean;
  /** Only this event's switches changed (hidden, canceled, selling): no layout rights needed to save them. */
  switchesDirty: boolean;
}

export type ShapeKind = 'polygon' | 'text' | 'image' | 'pin';

export interface DraftShape {
  key: string;
  kind: ShapeKind;
  /** Polygon corners; one point for texts and pins; two corners for images. */
  points: Point[];
  text: { Text: string; Color: string; FontSize: number; RotationAngle: number } | null;
  ImageId: string | null;
  Caption: string | null;
  FillColor: string | null;
  StrokeColor: string | null;
  StrokeWidth: number | null;
}

export interface Draft {
  width: number;
  height: number;
  /** The drawing's own content (background, labels…) that the editor keeps as it is. */
  base: string;
  sectors: DraftSector[];
  shapes: DraftShape[];
  deletedSectorIds: string[];
  svgDirty: boolean;
  shapesDirty: boolean;
  orderDirty: boolean;
}

let counter = 0;
/** A key for something not saved yet; never a UUID, so it cannot clash with a server id. */
export const newKey = (prefix: string) => `${prefix}-new-${++counter}`;

export function defaultSectorFields(type: SectorType, name: string, svgId: string): SectorFields {
  return {
    Type: type,
    Name: name,
    Description: '',
    Color: DEFAULT_SECTOR_COLOR,
    SvgId: svgId,
    Capacity: type === 'StandingSector' ? 100 : null,
    TicketCategoryId: null,
    IsMerchandise: false,
    ShowRowName: true,
    ShowSeatName: true,
    MinimumTicketsPerPurchase: 1,
    MaximumTicketsPerPurchase: 10,
    IsHidden: false,
    IsCanceled: false,
    IsSellingEnabled: true,
  };
}

export function rowsOfSector(sector: ManagedSector): DraftRow[] {
  return sector.Rows.map((row) => ({
    key: row._id,
    _id: row._id,
    Name: row.Name,
    Seats: row.Seats.map((seat) => ({
      key: seat._id,
      _id: seat._id,
      Name: seat.Name,
      X: seat.CenterPosition.X,
      Y: seat.CenterPosition.Y,
      Radius: seat.Radius,
      TicketCategoryId: seat.TicketCategoryId,
      IsAccessible: seat.IsAccessible,
      IsTaken: seat.IsTaken,
    })),
  }));
}

export function fieldsOfSector(sector: ManagedSector): SectorFields {
  return {
    Type: sector.Type,
    Name: sector.Name,
    Description: sector.Description ?? '',
    Color: sector.Color,
    SvgId: sector.SvgId,
    Capacity: sector.Capacity,
    TicketCategoryId: sector.TicketCategoryId,
    IsMerchandise: sector.IsMerchandise,
    ShowRowName: sector.ShowRowName,
    ShowSeatName: sector.ShowSeatName,
    MinimumTicketsPerPurchase: sector.MinimumTicketsPerPurchase,
    MaximumTicketsPerPurchase: sector.MaximumTicketsPerPurchase,
    IsHidden: sector.IsHidden,
    IsCanceled: sector.IsCanceled,
    IsSellingEnabled: sector.IsSellingEnabled,
  };
}

export function shapesOfLayout(shapes: Layout['AdditionalShapes']): DraftShape[] {
  return shapes.map((shape, i) => {
    const kind: ShapeKind = shape.ImageId
      ? shape.Shape.length >= 2
        ? 'image'
        : 'pin'
      : shape.Shape.length >= 3
        ? 'polygon'
        : 'text';
    return {
      key: `shape-${i}`,
      kind,
      points: shape.Shape.map((p) => ({ X: p.X, Y: p.Y })),
      text: shape.ShapeText,
      ImageId: shape.ImageId,
      Caption: shape.Caption,
      FillColor: shape.FillColor,
      StrokeColor: shape.StrokeColor,
      StrokeWidth: shape.StrokeWidth,
    };
  });
}

export const allSeats = (sector: DraftSector) => sector.rows.flatMap((row) => row.Seats);
export const seatCount = (sector: DraftSector) => sector.rows.reduce((sum, row) => sum + row.Seats.length, 0);
