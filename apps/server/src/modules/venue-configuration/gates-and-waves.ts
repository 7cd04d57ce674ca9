import type { Db } from '../../db/client';
import type { EventRow } from '../../db/schema/events';
import type { SectorRow } from '../../db/schema/venues';
import { AppError } from '../../plugins/errors';
import { uniqueViolation } from '../profiles/db-errors';
import * as repo from './layout.repository';

/** Gates of a venue, the gates leading to each sector, and an event's waves between sectors (part of the layout service). */
export function createGatesAndWaves(db: Db) {
  return {
    async createGate(venueId: string, name: string) {
      try {
        const row = await repo.insertGate(db, venueId, name);
        if (!row) throw new Error('gate insert returned nothing');
        return { _id: row.id, Name: row.name };
      } catch (error) {
        if (uniqueViolation(error))
          throw new AppError('CONFLICT', 'The venue has a gate of this name.', { Name: ['INVALID_VALUE'] });
        throw error;
      }
    },

    async deleteGate(venueId: string, gateId: string) {
      if (!(await repo.deleteGate(db, venueId, gateId))) throw new AppError('NOT_FOUND', 'No such gate.');
    },

    /** POST /venue/{id}/{sectorId}/gate: the gates that lead to the sector (replaces its list). */
    async setSectorGates(venueId: string, sectorId: string, gateIds: readonly string[]) {
      const unique = [...new Set(gateIds)];
      const known = unique.length === 0 ? [] : await repo.gatesOfVenueAmong(db, venueId, unique);
      if (known.length !== unique.length)
        throw new AppError('VALIDATION_FAILED', 'Not a gate of this venue.', { GateIds: ['INVALID_VALUE'] });
      await db.transaction(async (tx) => {
        await repo.deleteSectorGates(tx, sectorId);
        if (unique.length > 0)
          await repo.insertSectorGates(
            tx,
            unique.map((gateId) => ({ sectorId, gateId })),
          );
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
  };
}
