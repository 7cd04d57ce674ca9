import { createHash, randomBytes } from 'node:crypto';
import {
  type DeviceLink,
  type DeviceLinkBody,
  type Language,
  type TransitionCount,
  TURNSTILE_NAME_MAX_LENGTH,
  type TurnstileGateBody,
  type TurnstileSettingsBody,
  type TurnstileSystem,
  turnstileCreateProblem,
} from '@marquee/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { EventRow } from '../../db/schema/events';
import { AppError } from '../../plugins/errors';
import { isForeignKeyViolation, uniqueViolation } from '../profiles/db-errors';
import { presentDevice, presentTransitionCount, presentTurnstileSystem } from './checkin.presenter';
import * as repo from './checkin.repository';
import type { EventKeys } from './signing';

/** The gate a system starts with when the venue has none: every sector enters through it. */
export const DEFAULT_GATE_NAME = 'Main entrance';

/** A one-time secret (pairing link, device token): 32 random bytes; only its SHA-256 is stored. */
export const newSecret = () => randomBytes(32).toString('base64url');
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const HOUR_MS = 3_600_000;

/** The organizer's turnstile system (spec 3 §4, §7): gates ↔ sectors, re-entry, device links, counts. */
export function createTurnstileService(db: Db, keys: EventKeys) {
  async function requireSystem(tx: DbOrTx, eventId: string) {
    const system = await repo.findSystem(tx, eventId);
    if (!system) throw new AppError('NOT_FOUND', 'The event has no turnstile system.');
    return system;
  }

  async function view(eventId: string): Promise<TurnstileSystem> {
    const system = await requireSystem(db, eventId);
    const event = await eventConfiguration(eventId);
    const [gates, devices, sectors, gateCounts, conflicts] = await Promise.all([
      repo.listGates(db, eventId),
      repo.listDevices(db, eventId),
      repo.eventSectors(db, eventId, event),
      repo.countsByGate(db, eventId),
      repo.listConflicts(db, eventId),
    ]);
    return presentTurnstileSystem({ system, gates, devices, sectors, gateCounts, conflicts });
  }

  /** The event's layout id (its sectors are the gates' sector keys). */
  async function eventConfiguration(eventId: string): Promise<string | null> {
    return (await repo.findEventPlace(db, eventId))?.venueConfigurationId ?? null;
  }

  /** Sector keys of a gate: each must be a sector of the event. Throws VALIDATION_FAILED. */
  async function checkSectorKeys(eventId: string, sectorKeys: readonly string[]): Promise<string[]> {
    const unique = [...new Set(sectorKeys.map((key) => key.toLowerCase()))];
    if (unique.length === 0) return unique;
    const known = new Set(
      (await repo.eventSectors(db, eventId, await eventConfiguration(eventId))).map((s) => s.key),
    );
    if (unique.some((key) => !known.has(key)))
      throw new AppError('VALIDATION_FAILED', 'A sector key is not a sector of this event.', {
        SectorKeys: ['INVALID_VALUE'],
      });
    return unique;
  }

  function rethrowGateName(error: unknown): never {
    if (uniqueViolation(error)?.includes('turnstile_gates_name'))
      throw new AppError('CONFLICT', 'The system has a gate of this name.', { Name: ['INVALID_VALUE'] });
    throw error;
  }

  return {
    view,

    /**
     * POST /turnstile/{id}/create: the system with the venue's gates (or one "Main entrance" for all
     * sectors). The caller is an editor (the route checked). Throws TURNSTILE.NOT_ALLOWED, TURNSTILE.EXISTS.
     */
    async create(event: EventRow, sendSectorName: boolean, now: Date): Promise<TurnstileSystem> {
      const problem = turnstileCreateProblem({
        isEditor: true,
        isOnline: event.isOnline,
        end: event.endAt,
        hasSystem: false,
        now,
      });
      if (problem === 'ONLINE')
        throw new AppError('TURNSTILE.NOT_ALLOWED', 'An online event has no door to check tickets at.');
      if (problem === 'ENDED')
        throw new AppError('TURNSTILE.NOT_ALLOWED', 'The event ended more than a day ago.');
      const venueGates = event.venueId
        ? await repo.venueGatesOf(db, event.venueId, event.venueConfigurationId)
        : [];
      const gates =
        venueGates.length > 0
          ? venueGates.map((gate) => ({
              name: gate.name.slice(0, TURNSTILE_NAME_MAX_LENGTH),
              sectorKeys: gate.sector_keys,
            }))
          : [{ name: DEFAULT_GATE_NAME, sectorKeys: [] }];
      await db.transaction(async (tx) => {
        if (!(await repo.insertSystem(tx, event.id, sendSectorName)))
          throw new AppError('TURNSTILE.EXISTS', 'The event has a turnstile system already.');
        await repo.insertGates(tx, event.id, gates);
      });
      // The key signs the tickets' QRs and goes to every paired device; made now, not at the first scan.
      await keys.ensure(event.id);
      return view(event.id);
    },

    /** PUT /turnstile/{id}: SendSectorName and AllowReentry. Throws NOT_FOUND. */
    async updateSettings(eventId: string, body: TurnstileSettingsBody): Promise<TurnstileSystem> {
      const row = await repo.updateSystem(db, eventId, {
        sendSectorName: body.SendSectorName,
        allowReentry: body.AllowReentry,
      });
      if (!row) throw new AppError('NOT_FOUND', 'The event has no turnstile system.');
      return view(eventId);
    },

    /** POST /turnstile/{id}/gates. Throws NOT_FOUND, VALIDATION_FAILED, CONFLICT (name taken). */
    async addGate(eventId: string, body: TurnstileGateBody): Promise<TurnstileSystem> {
      await requireSystem(db, eventId);
      const sectorKeys = await checkSectorKeys(eventId, body.SectorKeys);
      await repo.insertGates(db, eventId, [{ name: body.Name, sectorKeys }]).catch(rethrowGateName);
      return view(eventId);
    },

    /** PUT /turnstile/{id}/gates/{gateId}. Throws NOT_FOUND, VALIDATION_FAILED, CONFLICT (name taken). */
    async updateGate(eventId: string, gateId: string, body: TurnstileGateBody): Promise<TurnstileSystem> {
      const sectorKeys = await checkSectorKeys(eventId, body.SectorKeys);
      const row = await repo
        .updateGate(db, eventId, gateId, { name: body.Name, sectorKeys })
        .catch(rethrowGateName);
      if (!row) throw new AppError('NOT_FOUND', 'No such gate.');
      return view(eventId);
    },

    /** DELETE /turnstile/{id}/gates/{gateId}. Throws NOT_FOUND, TURNSTILE.GATE_IN_USE. */
    async deleteGate(eventId: string, gateId: string): Promise<TurnstileSystem> {
      await db.transaction(async (tx) => {
        // Locked first: a device link made for this gate meanwhile waits, then fails its FK check.
        if (!(await repo.lockGate(tx, eventId, gateId))) throw new AppError('NOT_FOUND', 'No such gate.');
        if (await repo.gateHasLiveDevice(tx, gateId))
          throw new AppError('TURNSTILE.GATE_IN_USE', 'A device that is not revoked scans at this gate.');
        await repo.deleteGate(tx, gateId);
      });
      return view(eventId);
    },

    /**
     * POST /turnstile/{id}/devices: a device and its one-time pairing link (shown once). Throws NOT_FOUND,
     * VALIDATION_FAILED (a gate of another system).
     */
    async createDeviceLink(
      eventId: string,
      body: DeviceLinkBody,
      language: Language,
      now: Date,
    ): Promise<DeviceLink> {
      await requireSystem(db, eventId);
      const gates = await repo.listGates(db, eventId);
      const unknownGate = () =>
        new AppError('VALIDATION_FAILED', 'Not a gate of this system.', { GateId: ['INVALID_VALUE'] });
      if (!gates.some((gate) => gate.id === body.GateId)) throw unknownGate();
      const token = newSecret();
      const device = await repo
        .insertDevice(db, {
          eventId,
          gateId: body.GateId,
          name: body.Name,
          pairingTokenHash: hashSecret(token),
          linkExpiresAt: new Date(now.getTime() + body.ExpiresInHours * HOUR_MS),
        })
        .catch((error: unknown) => {
          // The gate was deleted between the check and the insert.
          if (isForeignKeyViolation(error)) throw unknownGate();
          throw error;
        });
      return {
        Device: presentDevice(device),
        PairingToken: token,
        PairingPath: `/${language}/door#pair=${token}`,
      };
    },

    /** DELETE /turnstile/{id}/devices/{deviceId}: its token stops working at once. Throws NOT_FOUND. */
    async revokeDevice(eventId: string, deviceId: string, now: Date): Promise<TurnstileSystem> {
      if (!(await repo.revokeDevice(db, eventId, deviceId, now)))
        throw new AppError('NOT_FOUND', 'No such device.');
      return view(eventId);
    },

    /** GET /checkticket/transition/{id}/count. Throws NOT_FOUND (no system). */
    async counts(eventId: string, now: Date): Promise<TransitionCount> {
      await requireSystem(db, eventId);
      const configuration = await eventConfiguration(eventId);
      const [gates, sectors, gateCounts, sectorCounts] = await Promise.all([
        repo.listGates(db, eventId),
        repo.eventSectors(db, eventId, configuration),
        repo.countsByGate(db, eventId),
        repo.countsBySector(db, eventId),
      ]);
      return presentTransitionCount({ gates, sectors, gateCounts, sectorCounts, at: now });
    },
  };
}
export type TurnstileService = ReturnType<typeof createTurnstileService>;

/** Spec 3 §3 flags of an event for a caller: whether it has a system, and whether they may create one now. */
export async function turnstileFlags(
  db: DbOrTx,
  event: Pick<EventRow, 'id' | 'isOnline' | 'endAt'>,
  isEditor: boolean,
  now: Date,
): Promise<{ CanCreateTurnstileSystem: boolean; HasTurnstileSystem: boolean }> {
  const hasSystem = (await repo.findSystem(db, event.id)) !== null;
  const problem = turnstileCreateProblem({
    isEditor,
    isOnline: event.isOnline,
    end: event.endAt,
    hasSystem,
    now,
  });
  return { CanCreateTurnstileSystem: problem === null, HasTurnstileSystem: hasSystem };
}
