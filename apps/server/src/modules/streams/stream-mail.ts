import type { Language } from '@marquee/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { streams } from '../../db/schema/streams';

const TEXTS: Record<Language, { heading: string; watch: string }> = {
  en: { heading: 'Your ticket code for the online stream (one device at a time):', watch: 'Watch at' },
  sk: { heading: 'Kód vstupenky na online prenos (naraz na jednom zariadení):', watch: 'Sledujte na' },
  cs: { heading: 'Kód vstupenky na online přenos (najednou na jednom zařízení):', watch: 'Sledujte na' },
  de: { heading: 'Ihr Ticketcode für den Online-Stream (jeweils auf einem Gerät):', watch: 'Ansehen unter' },
  hu: { heading: 'Jegykód az online közvetítéshez (egyszerre egy eszközön):', watch: 'Nézze itt' },
};

/** A code as printed: groups of four, like the ticket's QR text (spec 2 §9). */
export const groupedCode = (code: string) => code.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Issue 20: the lines a confirmation mail adds for tickets of a paid stream's event — the ticket's code is
 * the stream's ticket code — with the stream page's address. [] when no ticket is for a paid stream.
 */
export async function streamCodeLines(
  db: DbOrTx,
  tickets: readonly { event_id: string; code: string }[],
  language: Language,
  publicUrl: string,
): Promise<string[]> {
  const eventIds = [...new Set(tickets.map((ticket) => ticket.event_id))];
  if (eventIds.length === 0) return [];
  const rows = await db
    .select({ id: streams.id, eventId: streams.eventId, nickname: streams.nickname })
    .from(streams)
    .where(and(inArray(streams.eventId, eventIds), eq(streams.sellingChannel, 'Paid')));
  if (rows.length === 0) return [];
  const t = TEXTS[language];
  const lines = [t.heading];
  for (const stream of rows) {
    for (const ticket of tickets.filter((each) => each.event_id === stream.eventId))
      lines.push(groupedCode(ticket.code));
    const url = `${publicUrl.replace(/\/+$/, '')}/${language}/stream/${encodeURIComponent(stream.nickname ?? stream.id)}`;
    lines.push(`${t.watch} ${url}`);
  }
  return lines;
}
