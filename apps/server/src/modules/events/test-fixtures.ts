import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { normalizeSearchText } from '../../db/schema/columns';
import { type EventRow, events, type NewEvent } from '../../db/schema/events';
import { profiles } from '../../db/schema/profiles';
import { seedDemoData } from '../../db/seed';
import { seedUuid } from '../../db/seed/ids';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildUserWithClaim } from '../../testing/factories';

/** Ids of demo data the discovery tests talk about (the seed's ids are name-based, see seed/ids.ts). */
export const demo = {
  event: (key: string) => seedUuid('event', key),
  profile: (key: string) => seedUuid('profile', key),
  article: (key: string) => seedUuid('article', key),
  stream: (eventKey: string) => seedUuid('stream', eventKey),
  spot: (key: string) => seedUuid('spot', key),
};

/** A built app on a fresh database seeded with the demo data (relative to now). */
export function buildDemoApp(options: { env?: Record<string, string> } = {}): Promise<TestApp> {
  return buildTestApp({ ...options, seed: async (database) => void (await seedDemoData(database.db)) });
}

/** An event written straight to the database (default: published, online, starting in a week). */
export async function buildEvent(
  db: Db,
  overrides: Partial<NewEvent> & { authorProfileId: string },
): Promise<EventRow> {
  const name = overrides.name ?? `Test event ${randomUUID().slice(0, 8)}`;
  const beginAt = overrides.beginAt ?? new Date(Date.now() + 7 * 86_400_000);
  const [row] = await db
    .insert(events)
    .values({
      searchText: normalizeSearchText(name),
      beginAt,
      endAt: new Date(beginAt.getTime() + 2 * 3_600_000),
      timeZone: 'Europe/Bratislava',
      status: 'PUBLISHED',
      isOnline: true,
      ...overrides,
      name,
    })
    .returning();
  if (!row) throw new Error('buildEvent: insert returned nothing');
  return row;
}

export async function getJson<T = unknown>(
  t: TestApp,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as T };
}

/** A signed-in user holding a claim on a demo profile (its author, for author-only reads). */
export async function holderOf(t: TestApp, profileKey: string) {
  const profile = await t.database.db.query.profiles.findFirst({
    where: eq(profiles.id, demo.profile(profileKey)),
  });
  if (!profile) throw new Error(`no profile ${profileKey}`);
  return buildUserWithClaim(t.app, { profile });
}
