import fs from 'node:fs/promises';
import path from 'node:path';
import {
  type ApiError,
  EXPORT_ROW_COUNT_HEADER,
  type OrderPage,
  type RegistrationAnswer,
} from '@marquee/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, tickets } from '../../db/schema/orders';
import { buildTestApp, type TestApp } from '../../testing/app';
import { type DoorFixture, issueTickets } from '../checkin/testing';
import { paymentsOf } from '../payments';
import { buildSiblingEvent } from '../ticketing/testing';
import { buildOrdersFixture, buy, detailOf, type Purchase } from './testing';

/** The organizer's order search, detail, resend and exports (issue 18); refunds: order-refund.test.ts. */
let t: TestApp;
let f: DoorFixture;
let zofia: Purchase;
let floor: Purchase;
let reserved: Purchase;
let formula: Purchase;
const ANSWERS: RegistrationAnswer[] = [
  { QuestionId: 'diet', Title: 'Diet', Type: 'Text', Input: 'vegan', Text: 'vegan' },
  { QuestionId: 'size', Title: 'Size', Type: 'SingleChoice', Input: 'size-l', Text: 'L' },
];
let foreignOrderId: string;

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildOrdersFixture(t);
  zofia = await buy(t, f, { seats: [0, 1], email: 'zofia@example.com', firstName: 'Žofia' });
  floor = await buy(t, f, { standing: 2, email: 'floor@example.com' });
  reserved = await buy(t, f, { seats: [2], email: 'carl@example.com', reserve: true, firstName: 'Carl' });
  formula = await buy(t, f, { standing: 1, email: 'x@example.com', firstName: '=HYPERLINK("http://evil")' });
  // Registration answers as the questionnaire issue stores them: per ticket, titles copied.
  await t.app.db.update(orderItems).set({ answers: ANSWERS }).where(eq(orderItems.orderId, zofia.orderId));
  const sibling = await buildSiblingEvent(t.app.db, f);
  const [foreign] = await issueTickets(t.app.db, { ...f, eventId: sibling.eventId }, [
    { sector: 'standing' },
  ]);
  foreignOrderId = foreign?.orderId as string;
});
afterAll(() => t?.close());

const list = async (query: string, who = f.owner) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/event/${f.eventId}/orders?${query}`,
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OrderPage;
};
const numbers = (page: OrderPage) => page.Items.map((o) => o.VariableSymbol);

describe('GET /event/{id}/orders', () => {
  it('pages newest first with the total, and finds by name, e-mail, number and ticket code', async () => {
    const all = await list('');
    expect(all.Total).toBe(4);
    expect(numbers(all)).toEqual([formula, reserved, floor, zofia].map((p) => p.number));
    expect(all.Items[3]).toMatchObject({
      Email: 'zofia@example.com',
      TicketCount: 2,
      State: 'PAID',
      Refunded: 0,
    });
    const second = await list('page=1&perPage=3');
    expect({ total: second.Total, page: numbers(second) }).toEqual({ total: 4, page: [zofia.number] });

    expect(numbers(await list('q=ZOFIA'))).toEqual([zofia.number]); // case and accents ignored
    expect(numbers(await list('q=kovac-gyoru'))).toEqual([floor.number]);
    expect(numbers(await list('q=floor%40example'))).toEqual([floor.number]);
    expect(numbers(await list(`q=${reserved.number}`))).toEqual([reserved.number]);
    const [ticket] = await t.app.db.select().from(tickets).where(eq(tickets.orderId, floor.orderId));
    const typed = `${ticket?.code.slice(0, 4)}-${ticket?.code.slice(4).toLowerCase()}`;
    expect(numbers(await list(`q=${encodeURIComponent(typed)}`))).toEqual([floor.number]);
    expect((await list('q=%25')).Total).toBe(0); // a typed wildcard is a literal
  });

  it('filters by state, gate and creation time; a StatisticsViewer reads', async () => {
    expect(numbers(await list('state=RESERVED'))).toEqual([reserved.number]);
    expect((await list('state=RESERVED&state=PAID')).Total).toBe(4);
    expect((await list('gate=GOPAY')).Total).toBe(3);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await list(`from=${tomorrow}`)).Total).toBe(0);
    expect((await list(`till=${new Date().toISOString().slice(0, 10)}`)).Total).toBe(4);
    expect((await list('', f.viewer)).Total).toBe(4);
  });

  it('refuses bad input and strangers', async () => {
    const get = (url: string, headers: Record<string, string> = f.owner.headers) =>
      t.app.inject({ method: 'GET', url, headers });
    const base = `/api/event/${f.eventId}`;
    expect((await get(`${base}/orders?from=2030-01-02&till=2030-01-01`)).statusCode).toBe(400);
    expect((await get(`${base}/orders?perPage=1000`)).statusCode).toBe(400);
    expect((await get(`${base}/orders?state=NOPE`)).statusCode).toBe(400);
    expect((await get('/api/event/not-a-uuid/orders')).statusCode).toBe(400);
    expect((await get(`${base}/orders/not-a-uuid`)).statusCode).toBe(400);
    expect((await get(`${base}/export/orders?from=2030-01-02&till=2030-01-01`)).statusCode).toBe(400);
    expect((await get(`${base}/export/tickets`)).statusCode).toBe(400);
    expect((await get(`${base}/orders`, {})).statusCode).toBe(401);
    expect((await get(`${base}/orders`, f.stranger.headers)).statusCode).toBe(403);
    expect((await get(`${base}/orders/${zofia.orderId}`, f.stranger.headers)).statusCode).toBe(403);
    expect((await get(`${base}/export/orders`, f.stranger.headers)).statusCode).toBe(403);
    expect((await get(`${base}/orders/${foreignOrderId}`)).statusCode).toBe(404);
  });
});

describe('GET /event/{id}/orders/{orderId}', () => {
  it('shows lines with tickets and state, answers, money and the audit trail', async () => {
    const detail = await detailOf(t, f, zofia.orderId, f.viewer);
    expect(detail.Order).toMatchObject({ Id: zofia.orderId, State: 'PAID', Email: 'zofia@example.com' });
    expect(detail.BuyerInfo.FirstName).toBe('Žofia');
    expect(detail.Items).toHaveLength(2);
    expect(detail.Items[0]).toMatchObject({
      SectorName: 'Stalls',
      SectorType: 'SeatingSector',
      State: 'ISSUED',
      CheckedIn: false,
      CouponCode: null,
      Code: expect.stringMatching(/^[0-9A-Z]{20}$/),
    });
    expect(detail.Items[0]?.Answers).toEqual(ANSWERS);
    expect(detail.Answers).toBeNull();
    expect(detail).toMatchObject({
      Refunded: 0,
      Refundable: detail.Order.Price,
      CanRefund: true,
      VoucherCredit: 0,
    });
    expect(detail.Log.map((e) => e.Action)).toEqual(
      expect.arrayContaining(['CREATED', 'PAID', 'TICKETS_ISSUED', 'MAIL_SENT']),
    );
    expect(detail.Log.find((e) => e.Action === 'MAIL_SENT')).toMatchObject({ Kind: 'MAIL', By: null });
    const reservation = await detailOf(t, f, reserved.orderId);
    expect(reservation).toMatchObject({ Refundable: 0, CanRefund: true, Answers: null });
  });
});

/** Mails of kind `tickets` to `to` in the outbox (the sidecar JSON the file mailer writes). */
async function ticketMailsTo(to: string) {
  const dir = path.join(t.config.dataDir, 'outbox');
  const names = (await fs.readdir(dir)).filter((n) => n.endsWith('.json'));
  const found = [];
  for (const name of names) {
    const summary = JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as {
      to: string;
      kind: string;
    };
    if (summary.to === to && summary.kind === 'tickets') found.push(name);
  }
  return found;
}

describe('POST /event/{id}/orders/{orderId}/resend', () => {
  const resend = (orderId: string, payload: Record<string, unknown>, who = f.owner) =>
    t.app.inject({
      method: 'POST',
      url: `/api/event/${f.eventId}/orders/${orderId}/resend`,
      headers: who.headers,
      payload,
    });

  it('mails the tickets to a corrected address, keeps the order’s, audits who did it', async () => {
    const res = await resend(floor.orderId, { Email: 'floor.fixed@example.com' });
    expect(res.statusCode, res.body).toBe(202);
    await paymentsOf(t.app).mail.drain();
    expect(await ticketMailsTo('floor.fixed@example.com')).toHaveLength(1);
    const detail = await detailOf(t, f, floor.orderId);
    expect(detail.Order.Email).toBe('floor@example.com');
    expect(detail.Log.at(-1)).toMatchObject({
      Kind: 'MAIL',
      Action: 'MAIL_RESENT',
      By: f.owner.user.email,
      Detail: { email: 'floor.fixed@example.com' },
    });
    expect((await resend(floor.orderId, {})).statusCode).toBe(202);
    await paymentsOf(t.app).mail.drain();
    expect(await ticketMailsTo('floor@example.com')).toHaveLength(2);
  });

  it('is for editors only, for paid or reserved orders, and limited per order', async () => {
    expect((await resend(floor.orderId, {}, f.viewer)).statusCode).toBe(403);
    expect((await resend(floor.orderId, { Email: 'not-an-email' })).statusCode).toBe(400);
    expect((await resend(foreignOrderId, {})).statusCode).toBe(404);
    await t.app.db.update(orders).set({ state: 'FAILED' }).where(eq(orders.id, formula.orderId));
    const failed = await resend(formula.orderId, {});
    expect([failed.statusCode, (failed.json() as ApiError).Code]).toEqual([409, 'CONFLICT']);
    await t.app.db.update(orders).set({ state: 'PAID' }).where(eq(orders.id, formula.orderId));
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await resend(reserved.orderId, {})).statusCode);
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
    await paymentsOf(t.app).mail.drain();
  });
});

/** RFC 4180 reader (quotes, doubled quotes, CRLF), enough to read the export back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

describe('GET /event/{id}/export/{kind}', () => {
  const exportOf = (query: string, who = f.viewer, language?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/event/${f.eventId}/export/${query}`,
      headers: language ? { ...who.headers, 'accept-language': language } : who.headers,
    });

  it('streams the orders as CSV in English by default: BOM, header, rows, injection-safe cells', async () => {
    const res = await exportOf('orders?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="[a-z0-9-]+-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers[EXPORT_ROW_COUNT_HEADER]).toBe('4');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parseCsv(res.payload.replace(/^\uFEFF/, ''));
    expect(header?.slice(0, 4)).toEqual([
      'Order number',
      'State',
      'Created (Europe/Bratislava)',
      'Paid (Europe/Bratislava)',
    ]);
    expect(rows.map((r) => r[0])).toEqual([zofia, floor, reserved, formula].map((p) => p.number));
    const col = (name: string) => header?.indexOf(name) ?? -1;
    const first = rows[0] as string[];
    expect(first[col('First name')]).toBe('Žofia');
    expect(first[col('Price')]).toMatch(/^\d+\.\d{2}$/);
    expect(first[col('Created (Europe/Bratislava)')]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(rows[3]?.[col('First name')]).toBe(`'=HYPERLINK("http://evil")`);
    expect(rows[2]?.[col('State')]).toBe('Reserved');
    expect(rows[2]?.[col('Payment gate')]).toBe('Pay at the venue');
  });

  it('speaks Slovak by Accept-Language or the language parameter; numbers and times stay machine-readable', async () => {
    const orders = await exportOf('orders?format=csv', f.viewer, 'sk-SK,sk;q=0.9');
    const [header, ...rows] = parseCsv(orders.payload.replace(/^\uFEFF/, ''));
    expect(header?.slice(0, 4)).toEqual([
      'Číslo objednávky',
      'Stav',
      'Vytvorená (Europe/Bratislava)',
      'Zaplatená (Europe/Bratislava)',
    ]);
    const col = (name: string) => header?.indexOf(name) ?? -1;
    expect(rows.map((r) => r[col('Stav')])).toEqual(['Zaplatená', 'Zaplatená', 'Rezervovaná', 'Zaplatená']);
    expect(rows[0]?.[col('Spôsob platby')]).toBe('Bankový prevod (GoPay)');
    expect(rows[0]?.[col('Cena')]).toMatch(/^\d+\.\d{2}$/);
    expect(rows[0]?.[col('Vytvorená (Europe/Bratislava)')]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    // The parameter (the UI's language) wins over the browser's Accept-Language.
    const attendees = await exportOf('attendees?format=csv&language=sk', f.viewer, 'de');
    const [head, first] = parseCsv(attendees.payload.replace(/^\uFEFF/, ''));
    expect(head?.slice(0, 3)).toEqual(['Kód vstupenky', 'Číslo objednávky', 'Stav']);
    expect(first?.[head?.indexOf('Stav') ?? -1]).toBe('Platná');
    expect(first?.[head?.indexOf('Odbavená') ?? -1]).toBe('Nie');
    expect((await exportOf('orders?language=xx', f.viewer)).statusCode).toBe(400);
  });

  it('filters the export like the list, and writes attendees with answers as XLSX', async () => {
    const filtered = await exportOf('orders?format=csv&state=RESERVED');
    expect(filtered.headers[EXPORT_ROW_COUNT_HEADER]).toBe('1');
    expect(parseCsv(filtered.payload.replace(/^\uFEFF/, ''))).toHaveLength(2);

    const res = await exportOf('attendees?format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers[EXPORT_ROW_COUNT_HEADER]).toBe('6');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    const header = values(1) as string[];
    expect(header).toEqual(
      expect.arrayContaining(['Ticket code', 'Order number', 'Checked in', 'Diet', 'Size']),
    );
    expect(sheet.rowCount).toBe(7);
    const row = values(2);
    expect(row[header.indexOf('Order number')]).toBe(zofia.number);
    expect(row[header.indexOf('State')]).toBe('Valid');
    expect(row[header.indexOf('Checked in')]).toBe('No');
    expect(row[header.indexOf('Diet')]).toBe('vegan');
    expect(typeof row[header.indexOf('Price')]).toBe('number');
  });
});
