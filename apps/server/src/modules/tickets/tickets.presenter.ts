import { fromMinor, type Purchase } from '@marquee/contract';
import type { TicketView } from './tickets.repository';

/**
 * GET /ticketing/tickets: the buyer's tickets grouped by event, in the rows' order (latest event first);
 * `qrs[i]` is the signed QR of `rows[i]`.
 */
export function presentPurchases(rows: TicketView[], qrs: string[]): Purchase[] {
  const byEvent = new Map<string, Purchase>();
  for (const [index, row] of rows.entries()) {
    let purchase = byEvent.get(row.event_id);
    if (!purchase) {
      purchase = {
        Event: {
          Id: row.event_id,
          Name: row.event_name,
          Begin: new Date(row.begin_at).toISOString(),
          TimeZone: row.time_zone,
          IsOnline: row.is_online,
          Place: row.place,
        },
        Tickets: [],
      };
      byEvent.set(row.event_id, purchase);
    }
    purchase.Tickets.push({
      Id: row.id,
      Code: row.code,
      QrCode: qrs[index] as string,
      SectorName: row.sector_name,
      SectorType: row.sector_type,
      RowName: row.row_name,
      SeatName: row.seat_name,
      Price: fromMinor(row.price_minor),
      Currency: row.currency,
      OrderState: row.order_state,
      Kind: row.is_merchandise ? 'MERCHANDISE' : 'ENTRY',
    });
  }
  return [...byEvent.values()];
}
