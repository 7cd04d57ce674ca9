import { randomUUID } from 'node:crypto';
import {
  type CreateVenueBodySchema,
  DEFAULT_SECTOR_COLOR,
  type Layout,
  type LayoutSvgBodySchema,
  MAX_SEATS_PER_SECTOR,
  type ManagedSector,
  type SectorRowsBodySchema,
} from '@marquee/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { EventRow } from '../../db/schema/events';
import type { SectorRow } from '../../db/schema/venues';
import { AppError } from '../../plugins/errors';
import * as eventRepo from '../event-management/event-management.repository';
import { isForeignKeyViolation } from '../profiles/db-errors';
import { createGatesAndWaves } from './gates-and-waves';
import { presentLayout, presentSector } from './layout.presenter';
import * as repo from './layout.repository';
import { copyConfiguration } from './layout-copy';
import { EMPTY_SVG, type ShapesInput, sanitizeSvg, toStoredShape } from './layout-drawing';
import { replaceSeatPlan } from './seat-plan';
import {
  changesLayout,
  rethrowSectorError,
  type SectorInput,
  type SectorUpdate,
  sectorColumns,
} from './sector-columns';
import { addSectorImage, removeSectorImage } from './sector-images';
import { createVenue } from './venue-create';

export { changesLayout } from './sector-columns';

/**
 * The layout editor's use cases (spec 3 §7 "Venue and sectors") and the venue-level writes (a new venue,
 * sector pictures). Authorization happens in the routes. `dataDir` is where sector pictures are stored.
 */
export function createLayoutService(db: Db, options: { dataDir: string }) {
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
          if ((await repo.venueOfConfiguration(tx, sourceId)) !== venueId)
            throw new AppError('VALIDATION_FAILED', 'Not a layout of this venue.', {
              CopyFromConfigurationId: ['INVALID_VALUE'],
            });
          created = await copyConfiguration(tx, sourceId, name);
        } else {
          const empty = await repo.insertConfiguration(tx, {
            venueId,
            name,
            svg: EMPTY_SVG(1000, 1000),
            width: 1000,
            height: 1000,
          });
          if (!empty) throw new Error('configuration insert returned nothing');
          created = { id: empty.id, sectorMap: new Map() };
        }
        await repo.linkConfigurationToEvent(tx, created.id, event.id);
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
        await repo.insertSectorSettings(tx, moved);
        return created.id;
      });
      return layout(id, event.id, now);
    },

    async setSvg(configurationId: string, input: z.output<typeof LayoutSvgBodySchema>) {
      const svg = sanitizeSvg(input.Svg);
      if (!svg.startsWith('<svg'))
        throw new AppError('VALIDATION_FAILED', 'Not an SVG drawing.', { Svg: ['INVALID_VALUE'] });
      await repo.updateConfiguration(db, configurationId, {
        svg,
        width: input.Width,
        height: input.Height,
        updatedAt: new Date(),
      });
    },

    async setShapes(configurationId: string, shapes: ShapesInput) {
      await repo.updateConfiguration(db, configurationId, {
        additionalShapes: shapes.map(toStoredShape),
        updatedAt: new Date(),
      });
    },

    /** POST …/sector: appended to the order; a standing sector needs its capacity. */
    async addSector(configurationId: string, input: SectorInput, now: Date) {
      const columns = sectorColumns(input.Type, input, null);
      const last = await repo.lastSectorOrder(db, configurationId);
      try {
        const row = await repo.insertSector(db, {
          ...columns,
          configurationId,
          name: input.Name,
          color: input.Color ?? DEFAULT_SECTOR_COLOR,
          svgId: input.SvgId ?? `sector-${randomUUID().slice(0, 8)}`,
          sortOrder: (last ?? -1) + 1,
        });
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
            await repo.deleteSeatPlan(tx, sector.id);
          }
          try {
            await repo.updateSector(tx, sector.id, columns);
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
        await repo.deleteSector(db, sector.id);
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
        await repo.lockSector(tx, sector.id);
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
          await repo.updateSector(tx, id, { sortOrder: index });
      });
    },

    ...createGatesAndWaves(db),

    async findSector(sectorId: string) {
      const sector = await repo.findSector(db, sectorId);
      if (!sector) throw new AppError('NOT_FOUND', 'No such sector.');
      return sector;
    },

    /** The event a layout was made for, or null for the venue's own layouts. */
    ownerEventOf: (configurationId: string) => repo.ownerEventOf(db, configurationId),

    /** The venue. Throws NOT_FOUND. */
    async venue(venueId: string) {
      const venue = await eventRepo.findVenue(db, venueId);
      if (!venue) throw new AppError('NOT_FOUND', 'No such venue.');
      return venue;
    },

    /** POST /venue: a new venue of the organizer profile with an empty layout to draw. */
    createVenue: (profileId: string, input: z.output<typeof CreateVenueBodySchema>) =>
      createVenue(db, profileId, input),

    /** Adds a sector picture (see sector-images.ts). Throws IMAGE_*, VALIDATION_FAILED. */
    addSectorImage: (sectorId: string, data: string, isCover: boolean) =>
      addSectorImage(db, options.dataDir, sectorId, data, isCover),

    /** Removes a sector picture. Throws NOT_FOUND. */
    removeSectorImage: (sectorId: string, imageId: string) => removeSectorImage(db, sectorId, imageId),
  };
}
export type LayoutService = ReturnType<typeof createLayoutService>;
