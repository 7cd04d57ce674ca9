import { type Layout, LayoutSchema, type ManagedSector, ManagedSectorSchema } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';
import type { Draft } from '../model/draft';
import { rowsBody, savePlan, sectorBody, shapesBody, switchesBody } from '../model/save-plan';
import { layoutPath } from './keys';

/**
 * Save: sends what the draft changed, one call per change, in an order that keeps every step valid
 * (deleted sectors free their ids first; new sectors exist before their seats and the order name them).
 * A refusal (LAYOUT.SEAT_TAKEN, duplicate names…) stops the save and is thrown to the page; what was
 * already saved stays saved, and the page reloads the layout. The drawing goes last: its answer is the whole
 * saved layout, which spares the page a second 16,000-seat read (null when the drawing did not change).
 */
export async function saveLayout(
  eventId: string,
  vc: string,
  venueId: string,
  draft: Draft,
): Promise<Layout | null> {
  const base = layoutPath(eventId, vc);
  const plan = savePlan(draft);
  const ids = new Map(draft.sectors.flatMap((s) => (s._id ? [[s.key, s._id] as const] : [])));
  for (const id of plan.deleteSectorIds)
    await apiRequest(`${base}/sector/${encodeURIComponent(id)}`, { method: 'DELETE' });
  for (const sector of plan.createSectors) {
    const created: ManagedSector = await apiRequest(`${base}/sector`, {
      method: 'POST',
      body: sectorBody(sector),
      schema: ManagedSectorSchema,
    });
    ids.set(sector.key, created._id);
    const switches = switchesBody(sector);
    if (switches.IsHidden || switches.IsCanceled || !switches.IsSellingEnabled)
      await apiRequest(`${base}/sector/${created._id}`, { method: 'PUT', body: switches });
    if (sector.GateIds.length > 0)
      await apiRequest(`/venue/${encodeURIComponent(venueId)}/${created._id}/gate`, {
        method: 'POST',
        body: { GateIds: sector.GateIds },
      });
  }
  for (const sector of plan.updateSectors)
    await apiRequest(`${base}/sector/${encodeURIComponent(sector._id ?? '')}`, {
      method: 'PUT',
      body: { ...sectorBody(sector), ...switchesBody(sector) },
    });
  for (const sector of plan.switchSectors)
    await apiRequest(`${base}/sector/${encodeURIComponent(sector._id ?? '')}`, {
      method: 'PUT',
      body: switchesBody(sector),
    });
  for (const sector of plan.rowSectors)
    await apiRequest(`${base}/sector/${encodeURIComponent(ids.get(sector.key) ?? '')}/rows`, {
      method: 'PUT',
      body: rowsBody(sector),
    });
  for (const sector of plan.gateSectors)
    await apiRequest(`/venue/${encodeURIComponent(venueId)}/${encodeURIComponent(sector._id ?? '')}/gate`, {
      method: 'POST',
      body: { GateIds: sector.GateIds },
    });
  if (plan.shapes) await apiRequest(`${base}/shapes`, { method: 'PUT', body: shapesBody(draft) });
  if (plan.order && plan.order.length > 0)
    await apiRequest(`/venue/${encodeURIComponent(venueId)}/sector/order`, {
      method: 'PUT',
      body: { OrderedSectorIds: plan.order.map((key) => ids.get(key) ?? key) },
    });
  if (!plan.svg) return null;
  return apiRequest(`${base}/svg`, { method: 'PUT', body: plan.svg, schema: LayoutSchema });
}
