import type { Session } from '@marquee/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionReferrals, sessions, sessionVisits } from '../../db/schema/sessions';
import type { TestApp } from '../../testing/app';
import { buildDemoApp, demo } from '../events/test-fixtures';

let t: TestApp;
const DAY_MS = 86_400_000;
const create = async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/session' });
  return { status: res.statusCode, body: res.json() as Session };
};
const visit = (id: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/session/${id}`, payload: payload as object });

beforeAll(async () => {
  t = await buildDemoApp();
});
afterAll(() => t.close());

describe('POST /api/session', () => {
  it('creates an anonymous session valid for 30 days', async () => {
    const { status, body } = await create();
    expect(status).toBe(200);
    expect(body._id).toMatch(/^[0-9a-f-]{36}$/);
    const days = (Date.parse(body.Expires) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });
});

describe('POST /api/session/{id}', () => {
  it('records a visit and keeps the latest referral per event for 30 days', async () => {
    const { body: session } = await create();
    const event = demo.event('luky-festival');
    expect((await visit(session._id, { eventId: event })).statusCode).toBe(204);
    expect((await visit(session._id, { eventId: event, referalId: 'promoter-a' })).statusCode).toBe(204);
    expect((await visit(session._id, { eventId: event, referalId: 'promoter-b' })).statusCode).toBe(204);
    expect(
      (await visit(session._id, { profileId: demo.profile('metalika'), referalId: 'fanzine' })).statusCode,
    ).toBe(204);
    const db = t.database.db;
    const visits = await db.select().from(sessionVisits).where(eq(sessionVisits.sessionId, session._id));
    expect(visits).toHaveLength(4);
    const referrals = await db
      .select()
      .from(sessionReferrals)
      .where(eq(sessionReferrals.sessionId, session._id));
    expect(referrals.map((r) => r.referralId).sort()).toEqual(['fanzine', 'promoter-b']);
    const days = ((referrals[0]?.expiresAt.getTime() ?? 0) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(29.9);
  });

  it('answers 404 for unknown or expired sessions and unknown targets', async () => {
    const event = demo.event('luky-festival');
    expect((await visit('00000000-0000-4000-8000-000000000000', { eventId: event })).statusCode).toBe(404);
    const { body: session } = await create();
    expect((await visit(session._id, { eventId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    );
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 40 * DAY_MS), expiresAt: new Date(Date.now() - DAY_MS) })
      .where(eq(sessions.id, session._id));
    const expired = await visit(session._id, { eventId: event });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ Code: 'NOT_FOUND' });
  });

  it('rejects bad input with field errors', async () => {
    const { body: session } = await create();
    const neither = await visit(session._id, {});
    expect(neither.statusCode).toBe(400);
    expect(neither.json().FieldErrors).toHaveProperty('eventId');
    const both = await visit(session._id, {
      eventId: demo.event('kolja'),
      profileId: demo.profile('metalika'),
    });
    expect(both.statusCode).toBe(400);
    expect((await visit(session._id, { eventId: 'x' })).statusCode).toBe(400);
    expect(
      (await visit(session._id, { eventId: demo.event('kolja'), referalId: 'r'.repeat(101) })).statusCode,
    ).toBe(400);
    expect((await visit('nope', { eventId: demo.event('kolja') })).statusCode).toBe(400);
  });
});
