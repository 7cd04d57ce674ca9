import { PassThrough } from 'node:stream';
import type { RegistrationAnswer } from '@marquee/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import {
  type Cell,
  type Column,
  csvWriter,
  ExportAborted,
  type SheetWriter,
  xlsxWriter,
} from './export-writers';
import {
  answerColumns,
  attendeeExportBatch,
  EXPORT_BATCH,
  type ExportCursor,
  exportEvent,
  orderExportBatch,
} from './order-export.repository';
import { countOrders, countTickets, type OrderFilters } from './order-search.repository';

export type ExportKind = 'orders' | 'attendees';
export type ExportFormat = 'csv' | 'xlsx';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** ASCII, lower case, dashes: a file name every browser and OS keeps as it is. */
export const slug = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'event';

export interface PreparedExport {
  rowCount: number;
  fileName: string;
  /** Starts writing; the stream ends when every row is out (or is destroyed on an error). */
  stream(): PassThrough;
}

/**
 * Everything that can fail with a 4xx happens before the first byte (the event, the count); then rows are
 * read batch by batch (order-export.repository) and written with backpressure (export-writers).
 */
export async function prepareExport(
  deps: { db: Db; log: FastifyBaseLogger },
  input: { eventId: string; kind: ExportKind; format: ExportFormat; filters: OrderFilters },
): Promise<PreparedExport> {
  const { db } = deps;
  const { eventId, kind, format, filters } = input;
  const event = await exportEvent(db, eventId);
  if (!event) throw new AppError('NOT_FOUND', 'Event not found.');
  const rowCount =
    kind === 'orders' ? await countOrders(db, eventId, filters) : await countTickets(db, eventId, filters);
  const keys = kind === 'attendees' ? await answerColumns(db, eventId, filters) : [];
  return {
    rowCount,
    fileName: `${slug(event.name)}-${kind}-${event.today}.${format}`,
    stream() {
      const out = new PassThrough();
      const writer = format === 'csv' ? csvWriter(out) : xlsxWriter(out, kind);
      const run = kind === 'orders' ? writeOrders : writeAttendees;
      run(db, writer, { eventId, zone: event.time_zone, filters, keys }).catch((error: unknown) => {
        if (error instanceof ExportAborted) return;
        deps.log.error({ err: error, eventId, kind }, 'export failed while streaming');
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return out;
    },
  };
}

interface ExportScope {
  eventId: string;
  zone: string;
  filters: OrderFilters;
  /** Answer columns of the attendees export: question id and title. */
  keys: { id: string; title: string }[];
}

const ORDER_COLUMNS = (zone: string): Column[] => [
  { header: 'Order number' },
  { header: 'State' },
  { header: `Created (${zone})` },
  { header: `Paid (${zone})` },
  { header: 'First name' },
  { header: 'Last name' },
  { header: 'E-mail' },
  { header: 'Phone' },
  { header: 'Company' },
  { header: 'ICO' },
  { header: 'DIC' },
  { header: 'Payment gate' },
  { header: 'Tickets' },
  { header: 'Price', money: true },
  { header: 'Fee', money: true },
  { header: 'Total', money: true },
  { header: 'Refunded', money: true },
  { header: 'Currency' },
  { header: 'Coupon codes' },
  { header: 'Referral' },
];

async function writeOrders(db: Db, writer: SheetWriter, scope: ExportScope) {
  await writer.start(ORDER_COLUMNS(scope.zone));
  let after: ExportCursor | null = null;
  for (;;) {
    const batch = await orderExportBatch(db, scope.eventId, scope.zone, scope.filters, after);
    await writer.rows(
      batch.map((r): Cell[] => [
        r.number,
        r.state,
        r.created,
        r.paid,
        r.first_name,
        r.last_name,
        r.email,
        r.phone,
        r.company,
        r.ico,
        r.dic,
        r.gate,
        r.tickets,
        r.price_minor,
        r.fee_minor,
        r.total_minor,
        r.refunded_minor,
        r.currency,
        r.coupons,
        r.referal_id,
      ]),
    );
    const last = batch.at(-1);
    if (!last || batch.length < EXPORT_BATCH) break;
    after = { at: last.cursor_at, number: last.number };
  }
  await writer.end();
}

/** A ticket's answer in one cell: its display text (option titles for choices), a checkbox as yes/no. */
function answerCell(answer: RegistrationAnswer | undefined): Cell {
  if (!answer) return null;
  if (typeof answer.Input === 'boolean') return answer.Input ? 'yes' : 'no';
  return answer.Text ?? (typeof answer.Input === 'number' ? answer.Input : null);
}

async function writeAttendees(db: Db, writer: SheetWriter, scope: ExportScope) {
  await writer.start([
    { header: 'Ticket code' },
    { header: 'Order number' },
    { header: 'State' },
    { header: 'Sector' },
    { header: 'Row' },
    { header: 'Seat' },
    { header: 'Category' },
    { header: 'Price', money: true },
    { header: 'Currency' },
    { header: 'First name' },
    { header: 'Last name' },
    { header: 'E-mail' },
    { header: 'Checked in' },
    ...scope.keys.map((key) => ({ header: key.title })),
  ]);
  let after: ExportCursor | null = null;
  for (;;) {
    const batch = await attendeeExportBatch(db, scope.eventId, scope.filters, after);
    await writer.rows(
      batch.map((r): Cell[] => {
        const answers = new Map((r.answers ?? []).map((answer) => [answer.QuestionId, answer]));
        return [
          r.code,
          r.number,
          r.refunded ? 'refunded' : 'issued',
          r.sector_name,
          r.row_name,
          r.seat_name,
          r.category,
          r.price_minor,
          r.currency,
          r.first_name,
          r.last_name,
          r.email,
          r.checked_in ? 'yes' : 'no',
          ...scope.keys.map((key) => answerCell(answers.get(key.id))),
        ];
      }),
    );
    const last = batch.at(-1);
    if (!last) break;
    after = { at: last.cursor_at, number: last.number };
  }
  await writer.end();
}
