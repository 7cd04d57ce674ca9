import { randomUUID } from 'node:crypto';
import {
  type AdditionalShapesBodySchema,
  addFieldError,
  DEFAULT_SECTOR_COLOR,
  type FieldErrors,
  type Layout,
  type LayoutSvgBodySchema,
  MAX_SEATS_PER_SECTOR,
  type ManagedSector,
  type SectorInputSchema,
  type SectorRowsBodySchema,
  type SectorUpdateSchema,
} from '@marquee/contract';
import { and, eq, inArray, max } from 'drizzle-orm';
import DOMPurify from 'isomorphic-dompurify';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { AdditionalShape } from '../../db/schema/documents';
import type { EventRow } from '../../db/schema/events';
import { eventSectorSettings } from '../../db/schema/pricing';
import { eventVenueConfigurations, sectorGates, venueGates } from '../../db/schema/venue-configuration';
import { type SectorRow, seatRows, seats, sectors, venueConfigurations } from '../../db/schema/venues';
import { AppError } from '../../plugins/errors';
import * as eventRepo from '../event-management/event-management.repository';
import { isForeignKeyViolation, uniqueViolation } from '../profiles/db-errors';
import { presentLayout, presentSector } from './layout.presenter';
import * as repo from './layout.repository';
import { replaceSeatPlan } from './seat-plan';

type SectorInput = z.output<typeof SectorInputSchema>;
type SectorUpdate = z.output<typeof SectorUpdateSchema>;
type ShapesInput = z.output<typeof AdditionalShapesBodySchema>;

const EMPTY_SVG = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"></svg>`;

/** The drawing is shown inline in the seat map, so only inert SVG survives (no scripts, handlers, links out). */
export function sanitizeSvg(svg: string): string {
  return DOMPurify.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['a', 'foreignObject'],
  });
}

const LAYOUT_FIELDS = [
  'Type',
  'Name',
  'Description',
  'Color',
  'SvgId',
  'Capacity',
  'TicketCategoryId',
  'IsMerchandise',
  'ShowRowName',
  'ShowSeatName',
  'MinimumTicketsPerPurchase',
  'MaximumTicketsPerPurchase',
] as const;

/** Whether an update touches the layout itself (not only this event's switches). */
export const changesLayout = (input: SectorUpdate) =>
  LAYOUT_FIELDS.some((field) => input[field] !== undefined);

function sectorColumns(type: SectorRow['type'], input: SectorUpdate, current: SectorRow | null) {
  const errors: FieldErrors = {};
  const capacity =
    type === 'SeatingSector'
      ? null
      : input.Capacity === undefined
        ? (current?.capacity ?? null)
        : input.Capacity;
  if (type === 'StandingSector' && !capacity) addFieldError(errors, 'Capacity', 'FIELD_REQUIRED');
  const min = input.MinimumTicketsPerPurchase ?? current?.minTicketsPerPurchase ?? 1;
  const maxPer = input.MaximumTicketsPerPurchase ?? current?.maxTicketsPerPurchase ?? 10;
  if (maxPer < min) addFieldError(errors, 'MaximumTicketsPerPurchase', 'MIN_VALUE');
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', 'Invalid sector.', errors);
  return {
    type,
    name: input.Name,
    description: input.Description === undefined ? undefined : input.Description || null,
    color: input.Color,
    svgId: input.SvgId,
    capacity,
    ticketCategoryKey: type === 'SeatingSector' ? null : input.TicketCategoryId,
    isMerchandise: input.IsMerchandise,
    showRowName: input.ShowRowName,
    showSeatName: input.ShowSeatName,
    minTicketsPerPurchase: min,
    maxTicketsPerPurchase: maxPer,
  };
}

function rethrowSectorError(error: unknown): never {
  if (uniqueViolation(error)?.includes('svg_id'))
    throw new AppError('CONFLICT', 'Another sector of the layout has this SvgId.', {
      SvgId: ['INVALID_VALUE'],
    });
  throw error;
}

function toStoredShape(shape: ShapesInput[number]): AdditionalShape {
  const text =
    shape.ShapeText ??
    (shape.Caption ? { Text: shape.Caption, Color: '000000', FontSize: 14, RotationAngle: 0 } : undefined);
  return {
    Points: shape.Shape,
    ...(shape.ImageId ? { ImageId: shape.ImageId } : {}),
    ...(text ? { ShapeText: text } : {}),
    ...(shape.StrokeColor ? { StrokeColor: shape.StrokeColor } : {}),
    ...(shape.FillColor ? { FillColor: shape.FillColor } : {}),
    ...(shape.StrokeWidth != null ? { StrokeWidth: shape.StrokeWidth } : {}),
    ...(shape.UniqueSectorId ? { UniqueSectorId: shape.UniqueSectorId } : {}),
  };
}

/** Copies a layout with its sectors, rows, seats and gate links; answers the new id and the sector id map. */
async function copyConfiguration(tx: DbOrTx, sourceId: string, name: string) {
  const [source] = await tx.select().from(venueConfigurations).where(eq(venueConfigurations.id, sourceId));
  if (!source) throw new AppError('NOT_FOUND', 'No such layout.');
  const [copy] = await tx
    .insert(venueConfigurations)
    .values({
      venueId: source.venueId,
      name,
      svg: source.svg,
      width: source.width,
      height: source.height,
      additionalShapes: source.additionalShapes,
    })
    .returning({ id: venueConfigurations.id });
  if (!copy) throw new Error('configuration insert returned nothing');
  const sectorMap = new Map<string, string>();
  const sourceSectors = await repo.listSectors(tx, source.id);
  for (const { id, configurationId: _c, ...sector } of sourceSectors) {
    const newId = randomUUID();
    sectorMap.set(id, newId);
    await tx.insert(sectors).values({ ...sector, id: newId, configurationId: copy.id });
  }
  const rows = await repo.listRows(tx, [...sectorMap.keys()]);
  const rowMap = new Map(rows.map((row) => [row.id, randomUUID()]));
  for (let i = 0; i < rows.length; i += 1000)
    await tx.insert(seatRows).values(
      rows.slice(i, i + 1000).map((row) => ({
        id: rowMap.get(row.id) ?? randomUUID(),
        sectorId: sectorMap.get(row.sectorId) ?? row.sectorId,
        name: row.name,
        sortOrder: row.sortOrder,
      })),
    );
  const sourceSeats = await repo.listSeats(tx, [...sectorMap.keys()]);
  for (let i = 0; i < sourceSeats.length; i += 1000)
    await tx.insert(seats).values(
      sourceSeats.slice(i, i + 1000).map(({ id: _id, ...seat }) => ({
        ...seat,
        rowId: rowMap.get(seat.rowId) ?? seat.rowId,
        sectorId: sectorMap.get(seat.sectorId) ?? seat.sectorId,
      })),
    );
  const links = await repo.sectorGateLinks(tx, [...sectorMap.keys()]);
  if (links.length > 0)
    await tx.insert(sectorGates).values(
      links.map((link) => ({
        gateId: link.gateId,
        sectorId: sectorMap.get(link.sectorId) ?? link.sectorId,
      })),
    );
  return { id: copy.id, sectorMap };
}

/** The layout editor's use cases (spec 3 §7 "Venue and sectors"). Authorization happens in the routes. */
export function createLayoutService(db: Db) {
  async function load(configurationId: string) {
    const found = await repo.findConfiguration(db, configurationId);
    if (!found) throw new AppError('NOT_FOUND', 'No such layout.');
    return found;
  }

  async function layout(configurationId: string, eventId: string | null, now: Date): Promise<Layout> {
    const found = await load(configurationId);
    const sectorRows = await repo.listSectors(db, configurationId);
    const ids = sectorRows.map((sector) => sector.id);
    const [rows, seatList, taken, settings, gates, gateLinks, images] = await Promise.all([
      repo.listRows(db, ids),
      repo.listSeats(db, ids),
      repo.takenSeatIds(db, ids, now),
      repo.eventSettingsOf(db, eventId, configurationId),
      repo.gatesOfVenue(db, found.venue.id),
      repo.sectorGateLinks(db, ids),
      repo.imagesOfSectors(db, ids),
    ]);
    return presentLayout(found, eventId, {
      sectors: sectorRows,
      rows,
      seats: seatList,
      taken,
      settings,
      gates,
      gateLinks,
      images,
    });
  }

  async function sectorView(sectorId: string, eventId: string | null, now: Date): Promise<ManagedSector> {
    const sector = await repo.findSector(db, sectorId);
    if (!sector) throw new AppError('NOT_FOUND', 'No such sector.');
    const [rows, seatList, taken, settings, gateLinks, images] = await Promise.all([
      repo.listRows(db, [sectorId]),
      repo.listSeats(db, [sectorId]),
      repo.takenSeatIds(db, [sectorId], now),
      repo.eventSettingsOf(db, eventId, sector.configurationId),
      repo.sectorGateLinks(db, [sectorId]),
      repo.imagesOfSectors(db, [sectorId]),
    ]);
    return presentSector(sector, {
      sectors: [sector],
      rows,
      seats: seatList,
      taken,
      settings,
      gates: [],
      gateLinks,
      images,
    });
  }

  return {
    load,
    layout,

    /**
     * POST /event/{id}/venueconfigurations: a layout of the event's venue for this event only, copied from
     * `copyFrom` (default: the event's current layout; null: empty), and chosen for the event. This event's
     * sector switches and waves move over to the copied sectors.
     */
    async createEventLayout(event: EventRow, name: string, copyFrom: string | null | undefined, now: Date) {
      if (!event.venueId)
        throw new AppError('VALIDATION_FAILED', 'Choose the venue first.', { VenueRef: ['FIELD_REQUIRED'] });
      const venueId = event.venueId;
      const sourceId = copyFrom === undefined ? event.venueConfigurationId : copyFrom;
      const id = await db.transaction(async (tx) => {
        const current = await eventRepo.lockEvent(tx, event.id);
        if (!current) throw new AppError('NOT_FOUND', 'Event not found.');
        let created: { id: string; sectorMap: Map<string, string> };
        if (sourceId) {
          const [source] = await tx
            .select({ venueId: venueConfigurations.venueId })
            .from(venueConfigurations)
            .where(eq(venueConfigurations.id, sourceId));
          if (source?.venueId !== venueId)
            throw new AppError('VALIDATION_FAILED', 'Not a layout of this venue.', {
              CopyFromConfigurationId: ['INVALID_VALUE'],
            });
          created = await copyConfiguration(tx, sourceId, name);
        } else {
          const [empty] = await tx
            .insert(venueConfigurations)
            .values({ venueId, name, svg: EMPTY_SVG(1000, 1000), width: 1000, height: 1000 })
            .returning({ id: venueConfigurations.id });
          if (!empty) throw new Error('configuration insert returned nothing');
          created = { id: empty.id, sectorMap: new Map() };
        }
        await tx.insert(eventVenueConfigurations).values({ configurationId: created.id, eventId: event.id });
        const oldSettings = current.venueConfigurationId
          ? await repo.eventSettingsOf(tx, event.id, current.venueConfigurationId)
          : [];
        await eventRepo.deleteSectorSettings(tx, event.id);
        await eventRepo.updateEvent(tx, event.id, { venueConfigurationId: created.id });
        const moved = oldSettings.flatMap(({ sectorId, nextWaveSectorId, ...setting }) => {
          const newSector = created.sectorMap.get(sectorId);
          if (!newSector) return [];
          const wave = nextWaveSectorId ? (created.sectorMap.get(nextWaveSectorId) ?? null) : null;
          return [{ ...setting, sectorId: newSector, configurationId: created.id, nextWaveSectorId: wave }];
        });
        if (moved.length > 0) await tx.insert(eventSectorSettings).values(moved);
        return created.id;
      });
      return layout(id, event.id, now);
    },

    async setSvg(configurationId: string, input: z.output<typeof LayoutSvgBodySchema>) {
      const svg = sanitizeSvg(input.Svg);
      if (!svg.startsWith('<svg'))
        throw new AppError('VALIDATION_FAILED', 'Not an SVG drawing.', { Svg: ['INVALID_VALUE'] });
      await db
        .update(venueConfigurations)
        .set({ svg, width: input.Width, height: input.Height, updatedAt: new Date() })
        .where(eq(venueConfigurations.id, configurationId));
    },

    async setShapes(configurationId: string, shapes: ShapesInput) {
      await db
        .update(venueConfigurations)
        .set({ additionalShapes: shapes.map(toStoredShape), updatedAt: new Date() })
        .where(eq(venueConfigurations.id, configurationId));
    },

    /** POST …/sector: appended to the order; a standing sector needs its capacity. */
    async addSector(configurationId: string, input: SectorInput, now: Date) {
      const columns = sectorColumns(input.Type, input, null);
      const [last] = await db
        .select({ order: max(sectors.sortOrder) })
        .from(sectors)
        .where(eq(sectors.configurationId, configurationId));
      try {
        const [row] = await db
          .insert(sectors)
          .values({
            ...columns,
            configurationId,
            name: input.Name,
            color: input.Color ?? DEFAULT_SECTOR_COLOR,
            svgId: input.SvgId ?? `sector-${randomUUID().slice(0, 8)}`,
            sortOrder: (last?.order ?? -1) + 1,
          })
          .returning({ id: sectors.id });
        if (!row) throw new Error('sector insert returned nothing');
        return sectorView(row.id, null, now);
      } catch (error) {
        rethrowSectorError(error);
      }
    },

    /** PUT …/sector/{sectorId}: layout fields, and with an event its switches (hidden, canceled, selling). */
    async updateSector(sector: SectorRow, input: SectorUpdate, event: EventRow | null, now: Date) {
      await db.transaction(async (tx) => {
        if (changesLayout(input)) {
          const type = input.Type ?? sector.type;
          if (type !== sector.type && (await repo.sectorHasTakenPlaces(tx, sector.id, now)))
            throw new AppError('LAYOUT.SECTOR_IN_USE', 'A sector with sold or held places keeps its type.');
          const columns = sectorColumns(type, input, sector);
          if (type === 'SeatingSector' && sector.type !== 'SeatingSector') columns.capacity = null;
          if (type !== 'SeatingSector' && sector.type === 'SeatingSector') {
            await tx.delete(seats).where(eq(seats.sectorId, sector.id));
            await tx.delete(seatRows).where(eq(seatRows.sectorId, sector.id));
          }
          try {
            await tx.update(sectors).set(columns).where(eq(sectors.id, sector.id));
          } catch (error) {
            rethrowSectorError(error);
          }
        }
        const switches = {
          isHidden: input.IsHidden,
          isCanceled: input.IsCanceled,
          isSellingEnabled: input.IsSellingEnabled,
        };
        if (event && Object.values(switches).some((value) => value !== undefined)) {
          const defined = Object.fromEntries(Object.entries(switches).filter(([, v]) => v !== undefined));
          await repo.upsertSectorSettings(
            tx,
            { eventId: event.id, configurationId: sector.configurationId, sectorId: sector.id },
            defined,
          );
        }
      });
      return sectorView(sector.id, event?.id ?? null, now);
    },

    /** DELETE …/sector/{sectorId}: refused (LAYOUT.SECTOR_IN_USE) while places of it are sold or held. */
    async deleteSector(sector: SectorRow, now: Date) {
      if (await repo.sectorHasTakenPlaces(db, sector.id, now))
        throw new AppError('LAYOUT.SECTOR_IN_USE', 'Places of this sector are sold or held.');
      try {
        await db.delete(sectors).where(eq(sectors.id, sector.id));
      } catch (error) {
        if (isForeignKeyViolation(error))
          throw new AppError('LAYOUT.SECTOR_IN_USE', 'Baskets still refer to this sector; try again later.');
        throw error;
      }
    },

    /** PUT …/sector/{sectorId}/rows: the seat plan (see replaceSeatPlan). */
    async replaceRows(
      sector: SectorRow,
      input: z.output<typeof SectorRowsBodySchema>,
      event: EventRow | null,
      now: Date,
    ) {
      if (sector.type !== 'SeatingSector')
        throw new AppError('VALIDATION_FAILED', 'Only seating sectors have rows.', {
          Rows: ['INVALID_VALUE'],
        });
      const total = input.Rows.reduce((sum, row) => sum + row.Seats.length, 0);
      if (total > MAX_SEATS_PER_SECTOR)
        throw new AppError('VALIDATION_FAILED', 'Too many seats in one sector.', { Rows: ['MAX_VALUE'] });
      await db.transaction(async (tx) => {
        // One editor at a time per sector: two saves of one plan must not interleave their renames.
        await tx.select({ id: sectors.id }).from(sectors).where(eq(sectors.id, sector.id)).for('update');
        await replaceSeatPlan(tx, sector.id, input.Rows, now);
      });
      return sectorView(sector.id, event?.id ?? null, now);
    },

    /** PUT /venue/{id}/sector/order: the listed sectors first in that order, the others after them. */
    async orderSectors(configurationId: string, ordered: readonly string[]) {
      const all = await repo.listSectors(db, configurationId);
      const known = new Set(all.map((sector) => sector.id));
      if (ordered.some((id) => !known.has(id)))
        throw new AppError('VALIDATION_FAILED', 'Not a sector of this layout.', {
          OrderedSectorIds: ['INVALID_VALUE'],
        });
      const rest = all.map((sector) => sector.id).filter((id) => !ordered.includes(id));
      await db.transaction(async (tx) => {
        for (const [index, id] of [...new Set(ordered), ...rest].entries())
          await tx.update(sectors).set({ sortOrder: index }).where(eq(sectors.id, id));
      });
    },

    async createGate(venueId: string, name: string) {
      try {
        const [row] = await db.insert(venueGates).values({ venueId, name }).returning();
        if (!row) throw new Error('gate insert returned nothing');
        return { _id: row.id, Name: row.name };
      } catch (error) {
        if (uniqueViolation(error))
          throw new AppError('CONFLICT', 'The venue has a gate of this name.', { Name: ['INVALID_VALUE'] });
        throw error;
      }
    },

    async deleteGate(venueId: string, gateId: string) {
      const deleted = await db
        .delete(venueGates)
        .where(and(eq(venueGates.id, gateId), eq(venueGates.venueId, venueId)))
        .returning({ id: venueGates.id });
      if (deleted.length === 0) throw new AppError('NOT_FOUND', 'No such gate.');
    },

    /** POST /venue/{id}/{sectorId}/gate: the gates that lead to the sector (replaces its list). */
    async setSectorGates(venueId: string, sectorId: string, gateIds: readonly string[]) {
      const unique = [...new Set(gateIds)];
      const known =
        unique.length === 0
          ? []
          : await db
              .select({ id: venueGates.id })
              .from(venueGates)
              .where(and(eq(venueGates.venueId, venueId), inArray(venueGates.id, unique)));
      if (known.length !== unique.length)
        throw new AppError('VALIDATION_FAILED', 'Not a gate of this venue.', { GateIds: ['INVALID_VALUE'] });
      await db.transaction(async (tx) => {
        await tx.delete(sectorGates).where(eq(sectorGates.sectorId, sectorId));
        if (unique.length > 0)
          await tx.insert(sectorGates).values(unique.map((gateId) => ({ sectorId, gateId })));
      });
      return { GateIds: unique };
    },

    /**
     * Waves (spec 3 §4): this event's sector opens `nextWaveId` when it sells out or at the activation
     * time. Both sectors are the event's; a chain of waves may not loop back.
     */
    async setWave(
      event: EventRow,
      sector: SectorRow,
      values: { nextWaveSectorId?: string | null; nextWaveActivationAt?: Date | null },
    ) {
      if (sector.configurationId !== event.venueConfigurationId)
        throw new AppError('NOT_FOUND', 'Not a sector of this event’s layout.');
      if (values.nextWaveSectorId) {
        const next = await repo.findSector(db, values.nextWaveSectorId);
        if (!next || next.configurationId !== sector.configurationId || next.id === sector.id)
          throw new AppError('VALIDATION_FAILED', 'Not another sector of this layout.', {
            NextWaveId: ['INVALID_VALUE'],
          });
        const settings = await repo.eventSettingsOf(db, event.id, sector.configurationId);
        const nextOf = new Map(settings.map((s) => [s.sectorId, s.nextWaveSectorId]));
        for (let at: string | null | undefined = next.id, hops = 0; at && hops < 500; hops++) {
          if (at === sector.id)
            throw new AppError('VALIDATION_FAILED', 'Waves may not loop.', {
              NextWaveId: ['SAME_VALUE_INVALID'],
            });
          at = nextOf.get(at);
        }
      }
      await repo.upsertSectorSettings(
        db,
        { eventId: event.id, configurationId: sector.configurationId, sectorId: sector.id },
        values,
      );
    },

    async findSector(sectorId: string) {
      const sector = await repo.findSector(db, sectorId);
      if (!sector) throw new AppError('NOT_FOUND', 'No such sector.');
      return sector;
    },

    /** The event a layout was made for, or null for the venue's own layouts. */
    async ownerEventOf(configurationId: string) {
      const [row] = await db
        .select({ eventId: eventVenueConfigurations.eventId })
        .from(eventVenueConfigurations)
        .where(eq(eventVenueConfigurations.configurationId, configurationId));
      return row?.eventId ?? null;
    },
  };
}
export type LayoutService = ReturnType<typeof createLayoutService>;
