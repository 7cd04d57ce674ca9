// The server side of bench/streams.mjs, in its own process so the load generator does not share its event
// loop: the app built from source on a fresh embedded database (PGlite, no demo seed) with a paid stream,
// BENCH_VIEWERS paid tickets written straight to the database (buying them would measure the sale), and a
// live playlist of realistic segments on disk; it listens on a free port and prints one JSON line with what
// the load generator needs, then serves until killed.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { tsImport } from 'tsx/esm/api';

const src = (file) => new URL(`../apps/server/src/${file}`, import.meta.url).href;
const { loadConfig } = await tsImport(src('config.ts'), import.meta.url);
const { openMigratedDatabase } = await tsImport(src('db/bootstrap.ts'), import.meta.url);
const { buildApp } = await tsImport(src('app.ts'), import.meta.url);
const { buildProfile, buildUserWithClaim } = await tsImport(src('testing/factories.ts'), import.meta.url);
const schema = await tsImport(src('db/schema/index.ts'), import.meta.url);
const { newTicketCode } = await tsImport(src('modules/orders/orders.repository.ts'), import.meta.url);

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 200);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-streams-'));
const config = loadConfig({
  NODE_ENV: 'production',
  AUTH_SECRET: 'marquee-bench-streams-secret-0123456789abcdef',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SEED: 'none',
  LOG_LEVEL: 'warn',
  RTMP_PORT: '0',
  VOD_MAX_BYTES: String(512 * 1024 * 1024),
  REQUEST_TIMEOUT_MS: '600000',
  WEB_DIST: path.join(dataDir, 'no-web'),
});
const database = await openMigratedDatabase(config, pino({ level: 'warn' }));
const app = await buildApp({ config, database });
await app.ready();
const db = app.db;

const author = await buildProfile(db, { type: 'PromoterProfile' });
const owner = await buildUserWithClaim(app, { profile: author });
const begin = new Date(Date.now() + 3_600_000);
const [event] = await db
  .insert(schema.events)
  .values({
    name: 'Bench stream',
    searchText: 'bench stream',
    beginAt: begin,
    endAt: new Date(begin.getTime() + 2 * 3_600_000),
    timeZone: 'Europe/Bratislava',
    status: 'PUBLISHED',
    isOnline: true,
    authorProfileId: author.id,
  })
  .returning();
const [stream] = await db
  .insert(schema.streams)
  .values({
    title: 'Bench stream',
    beginAt: event.beginAt,
    endAt: event.endAt,
    timeZone: event.timeZone,
    status: 'PUBLISHED',
    sellingChannel: 'Paid',
    eventId: event.id,
    authorProfileId: author.id,
  })
  .returning();
const [basket] = await db.insert(schema.baskets).values({}).returning();
const [order] = await db
  .insert(schema.orders)
  .values({
    basketId: basket.id,
    eventId: event.id,
    email: 'bench@example.test',
    language: 'en',
    buyerInfo: { FirstName: 'Bench', LastName: 'Viewer' },
    gdpr: { TermsOfUse: true, PrivacyPolicy: true, NewsletterEnabled: false },
    flow: 'CARD_FORM',
    state: 'PAID',
    currency: 'EUR',
    priceMinor: 0,
    totalMinor: 0,
  })
  .returning();
const category = randomUUID();
const items = await db
  .insert(schema.orderItems)
  .values(
    Array.from({ length: VIEWERS }, (_, index) => ({
      orderId: order.id,
      basketItemId: randomUUID(),
      eventId: event.id,
      sectorKey: category,
      ticketCategoryId: category,
      sectorName: 'Online',
      sectorType: 'VirtualSector',
      priceMinor: 0,
      originalPriceMinor: 0,
      sortOrder: index,
    })),
  )
  .returning();
const tickets = await db
  .insert(schema.tickets)
  .values(
    items.map((item) => ({
      orderItemId: item.id,
      orderId: order.id,
      eventId: event.id,
      code: newTicketCode(),
    })),
  )
  .returning();

// Six 2-second segments at the 3000 kbit/s ceiling (750 kB each), as the live packager writes them.
const live = path.join(dataDir, 'media', 'live', stream.id);
fs.mkdirSync(live, { recursive: true });
const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:2', '#EXT-X-MEDIA-SEQUENCE:1'];
for (let i = 1; i <= 6; i++) {
  const name = `seg_${String(i).padStart(5, '0')}.ts`;
  fs.writeFileSync(path.join(live, name), Buffer.alloc(750_000, 0x47));
  lines.push('#EXTINF:2.000,', name);
}
fs.writeFileSync(path.join(live, 'index.m3u8'), `${lines.join('\n')}\n`);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(
  JSON.stringify({
    port: typeof address === 'object' && address ? address.port : 0,
    streamId: stream.id,
    codes: tickets.map((ticket) => ticket.code),
    owner: owner.headers,
  }),
);
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
