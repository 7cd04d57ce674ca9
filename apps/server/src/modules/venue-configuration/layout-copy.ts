import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../plugins/errors';
import * as repo from './layout.repository';
import { findConfigurationRow, insertSeatRows, insertSeats } from './seat-plan.repository';

/** Copies a layout with its sectors, rows, seats and gate links; answers the new id and the sector id map. */
export async function copyConfiguration(tx: DbOrTx, sourceId: string, name: string) {
  const source = await findConfigurationRow(tx, sourceId);
  if (!source) throw new AppError('NOT_FOUND', 'No such layout.');
  const copy = await repo.insertConfiguration(tx, {
    venueId: source.venueId,
    name,
    svg: source.svg,
    width: source.width,
    height: source.height,
    additionalShapes: source.additionalShapes,
  });
  if (!copy) throw new Error('configuration insert returned nothing');
  const sectorMap = new Map<string, string>();
  const sourceSectors = await repo.listSectors(tx, source.id);
  for (const { id, configurationId: _c, ...sector } of sourceSectors) {
    const newId = randomUUID();
    sectorMap.set(id, newId);
    await repo.insertSector(tx, { ...sector, id: newId, configurationId: copy.id });
  }
  const rows = await repo.listRows(tx, [...sectorMap.keys()]);
  const rowMap = new Map(rows.map((row) => [row.id, randomUUID()]));
  for (let i = 0; i < rows.length; i += 1000)
    await insertSeatRows(
      tx,
      rows.slice(i, i + 1000).map((row) => ({
        id: rowMap.get(row.id) ?? randomUUID(),
        sectorId: sectorMap.get(row.sectorId) ?? row.sectorId,
        name: row.name,
        sortOrder: row.sortOrder,
      })),
    );
  const sourceSeats = await repo.listSeats(tx, [...sectorMap.keys()]);
  for (let i = 0; i < sourceSeats.length; i += 1000)
    await insertSeats(
      tx,
      sourceSeats.slice(i, i + 1000).map(({ id: _id, ...seat }) => ({
        ...seat,
        rowId: rowMap.get(seat.rowId) ?? seat.rowId,
        sectorId: sectorMap.get(seat.sectorId) ?? seat.sectorId,
      })),
    );
  const links = await repo.sectorGateLinks(tx, [...sectorMap.keys()]);
  if (links.length > 0)
    await repo.insertSectorGates(
      tx,
      links.map((link) => ({
        gateId: link.gateId,
        sectorId: sectorMap.get(link.sectorId) ?? link.sectorId,
      })),
    );
  return { id: copy.id, sectorMap };
}
