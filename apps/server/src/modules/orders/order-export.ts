import { PassThrough } from 'node:stream';
import type { Language, RegistrationAnswer } from '@marquee/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { EXPORT_TEXTS, type ExportTexts, withZone } from './export-texts';
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
  input: {
    eventId: string;
    kind: ExportKind;
    format: ExportFormat;
    filters: OrderFilters;
    /** Words the headers and enumerated cells (export-texts); numbers and times are the same in all. */
    language: Language;
  },
): Promise<PreparedExport> {
  const { db } = deps;
  const { eventId, kind, format, filters } = input;
  const texts = EXPORT_TEXTS[input.language];
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
      run(db, writer, { eventId, zone: event.time_zone, filters, keys, texts }).catch((error: unknown) => {
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
  texts: ExportTexts;
}

const ORDER_COLUMNS = ({ columns: c }: ExportTexts, zone: string): Column[] => [
  { header: c.number },
  { header: c.state },
  { header: withZone(c.created, zone) },
  { header: withZone(c.paid, zone) },
  { header: c.firstName },
  { header: c.lastName },
  { header: c.email },
  { header: c.phone },
  { header: c.company },
  { header: c.ico },
  { header: c.dic },
  { header: c.gate },
  { header: c.tickets },
  { header: c.price, money: true },
  { header: c.fee, money: true },
  { header: c.total, money: true },
  { header: c.refunded, money: true },
  { header: c.currency },
  { header: c.coupons },
  { header: c.referral },
];

async function writeOrders(db: Db, writer: SheetWriter, scope: ExportScope) {
  const { states, gates } = scope.texts;
  await writer.start(ORDER_COLUMNS(scope.texts, scope.zone));
  let after: ExportCursor | null = null;
  for (;;) {
    const batch = await orderExportBatch(db, scope.eventId, scope.zone, scope.filters, after);
    await writer.rows(
      batch.map((r): Cell[] => [
        r.number,
        states[r.state as keyof typeof states] ?? r.state,
        r.created,
        r.paid,
        r.first_name,
        r.last_name,
        r.email,
        r.phone,
        r.company,
        r.ico,
        r.dic,
        r.gate ? (gates[r.gate as keyof typeof gates] ?? r.gate) : null,
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
function answerCell(answer: RegistrationAnswer | undefined, texts: ExportTexts): Cell {
  if (!answer) return null;
  if (typeof answer.Input === 'boolean') return answer.Input ? texts.yes : texts.no;
  return answer.Text ?? (typeof answer.Input === 'number' ? answer.Input : null);
}

async function writeAttendees(db: Db, writer: SheetWriter, scope: ExportScope) {
  const { texts } = scope;
  const c = texts.columns;
  await writer.start([
    { header: c.code },
    { header: c.number },
    { header: c.state },
    { header: c.sector },
    { header: c.row },
    { header: c.seat },
    { header: c.category },
    { header: c.price, money: true },
    { header: c.currency },
    { header: c.firstName },
    { header: c.lastName },
    { header: c.email },
    { header: c.checkedIn },
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
          r.refunded ? texts.ticketRefunded : texts.ticketIssued,
          r.sector_name,
          r.row_name,
          r.seat_name,
          r.category,
          r.price_minor,
          r.currency,
          r.first_name,
          r.last_name,
          r.email,
          r.checked_in ? texts.yes : texts.no,
          ...scope.keys.map((key) => answerCell(answers.get(key.id), texts)),
        ];
      }),
    );
    const last = batch.at(-1);
    if (!last) break;
    after = { at: last.cursor_at, number: last.number };
  }
  await writer.end();
}
