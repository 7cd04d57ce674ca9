import { randomUUID } from 'node:crypto';
import { EventVisitorSchema } from '@marquee/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { type EventRow, events } from '../../db/schema/events';
import { eventVisitors } from '../../db/schema/social-graph';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildProfile, buildUserWithClaim, type UserWithClaim } from '../../testing/factories';

let t: TestApp;
let fan: UserWithClaim;
let published: EventRow;
let draft: EventRow;

async function insertEvent(
  db: Db,
  authorProfileId: string,
  status: 'PUBLISHED' | 'DRAFT',
): Promise<EventRow> {
  const [row] = await db
    .insert(events)
    .values({
      name: `Stream ${status}`,
      searchText: 'stream',
      beginAt: new Date('2030-05-01T18:00:00Z'),
      endAt: new Date('2030-05-01T22:00:00Z'),
      timeZone: 'Europe/Bratislava',
      authorProfileId,
      status,
      isOnline: true,
    })
    .returning();
  if (!row) throw new Error('insertEvent: nothing inserted');
  return row;
}

beforeAll(async () => {
  t = await buildTestApp();
  const promoter = await buildProfile(t.app.db);
  published = await insertEvent(t.app.db, promoter.id, 'PUBLISHED');
  draft = await insertEvent(t.app.db, promoter.id, 'DRAFT');
  fan = await buildUserWithClaim(t.app, { profile: { type: 'VisitorProfile' } });
});
afterAll(async () => {
  await t?.close();
});

const url = (eventId: string, visitorId = fan.profile.id) =>
  `/api/event/${eventId}/eventvisitors/${visitorId}`;
const setGoing = (eventId: string, GoingStatus: string, headers = fan.headers, visitorId = fan.profile.id) =>
  t.app.inject({ method: 'POST', url: url(eventId, visitorId), headers, payload: { GoingStatus } });

describe('/event/{id}/eventvisitors/{visitorId}', () => {
  it('sets, switches and reads the answer; one row per event and profile', async () => {
    const going = await setGoing(published.id, 'Going');
    expect(going.statusCode).toBe(200);
    expect(EventVisitorSchema.parse(going.json())).toMatchObject({
      EventId: published.id,
      VisitorId: fan.profile.id,
      GoingStatus: 'Going',
    });
    expect((await setGoing(published.id, 'Going')).statusCode).toBe(200);
    expect((await setGoing(published.id, 'NotGoing')).json().GoingStatus).toBe('NotGoing');
    const read = await t.app.inject({ method: 'GET', url: url(published.id), headers: fan.headers });
    expect(read.json().GoingStatus).toBe('NotGoing');
    const rows = await t.app.db
      .select()
      .from(eventVisitors)
      .where(and(eq(eventVisitors.eventId, published.id), eq(eventVisitors.profileId, fan.profile.id)));
    expect(rows).toHaveLength(1);
  });

  it('parallel answers leave one row', async () => {
    const other = await buildUserWithClaim(t.app, { profile: { type: 'VisitorProfile' } });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        setGoing(published.id, i % 2 ? 'Going' : 'NotGoing', other.headers, other.profile.id),
      ),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await t.app.db
      .select()
      .from(eventVisitors)
      .where(eq(eventVisitors.profileId, other.profile.id));
    expect(rows).toHaveLength(1);
  });

  it('DELETE withdraws the answer (idempotent); GET then answers null', async () => {
    await setGoing(published.id, 'Going');
    expect(
      (await t.app.inject({ method: 'DELETE', url: url(published.id), headers: fan.headers })).statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'DELETE', url: url(published.id), headers: fan.headers })).statusCode,
    ).toBe(204);
    const read = await t.app.inject({ method: 'GET', url: url(published.id), headers: fan.headers });
    expect(read.json()).toMatchObject({ GoingStatus: null, UpdatedAt: null });
  });

  it('401 anonymous, 403 for a profile the caller does not hold, 404 draft or unknown event, 400 bad status', async () => {
    expect((await setGoing(published.id, 'Going', {})).statusCode).toBe(401);
    const stranger = await buildUserWithClaim(t.app, { profile: { type: 'VisitorProfile' } });
    const foreign = await setGoing(published.id, 'Going', stranger.headers);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().Code).toBe('FORBIDDEN');
    expect(
      (await t.app.inject({ method: 'GET', url: url(published.id), headers: stranger.headers })).statusCode,
    ).toBe(403);
    expect((await setGoing(draft.id, 'Going')).statusCode).toBe(404);
    expect((await setGoing(randomUUID(), 'Going')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url(draft.id), headers: fan.headers })).statusCode).toBe(
      404,
    );
    const bad = await setGoing(published.id, 'Maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Code).toBe('VALIDATION_FAILED');
    expect((await setGoing('not-a-uuid', 'Going')).statusCode).toBe(400);
  });
});
