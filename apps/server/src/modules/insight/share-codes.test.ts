import { MAX_LIVE_SHARE_CODES, type ShareCode } from '@marquee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statisticsShareCodes } from '../../db/schema/insight';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildDoorFixture, type DoorFixture } from '../checkin/testing';
import { buildSiblingEvent } from '../ticketing/testing';
import { hashShareCode } from './share-codes.service';

/*
 * Who reads statistics (issue 18; spec 3 §6, §7): claim holders of the author profile (a StatisticsViewer
 * reads but makes no code), or anyone holding a live share code of that very event.
 */

let t: TestApp;
let f: DoorFixture;
let other: string;

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  body?: object,
) => t.app.inject({ method, url: `/api${url}`, headers, ...(body ? { payload: body } : {}) });
const stats = (eventId: string, code?: string, headers: Record<string, string> = {}) =>
  call(
    'GET',
    `/event/${eventId}/statistics${code ? `?codeToShareStatistics=${encodeURIComponent(code)}` : ''}`,
    headers,
  );
const codes = (eventId: string) => `/event/${eventId}/statistics/shareCodes`;

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildDoorFixture(t, { gates: false });
  other = (await buildSiblingEvent(t.app.db, f)).eventId;
});
afterAll(async () => {
  await t?.close();
});

describe('statistics access', () => {
  it('answers 401 anonymous, 404 unknown, 403 a stranger; claim holders read, private and unstored', async () => {
    expect((await stats(f.eventId)).statusCode).toBe(401);
    const unknown = await stats('00000000-0000-4000-8000-000000000000', undefined, f.owner.headers);
    expect(unknown.statusCode).toBe(404);
    const stranger = await stats(f.eventId, undefined, f.stranger.headers);
    expect([stranger.statusCode, stranger.json().Code]).toEqual([403, 'FORBIDDEN']);
    for (const reader of [f.owner, f.viewer]) {
      const res = await stats(f.eventId, undefined, reader.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect((await call('GET', `/event/${f.eventId}/commissions`, f.viewer.headers)).statusCode).toBe(200);
    expect((await call('GET', `/event/${f.eventId}/commissions`)).statusCode).toBe(401);
  });

  it('a share code opens its own event’s statistics to anyone until revoked', async () => {
    const created = await call('POST', codes(f.eventId), f.owner.headers, { Label: 'Venue' });
    expect(created.statusCode, created.body).toBe(201);
    const code = created.json() as ShareCode;
    expect(code.Code).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(code).toMatchObject({ Hint: code.Code?.slice(-4), Label: 'Venue', RevokedAt: null });
    // Only the hash is stored.
    const rows = await t.app.db.select().from(statisticsShareCodes);
    expect(rows.map((r) => r.codeHash)).toEqual([hashShareCode(code.Code as string)]);

    const anonymous = await stats(f.eventId, code.Code as string);
    expect(anonymous.statusCode, anonymous.body).toBe(200);
    expect(anonymous.json().EventId).toBe(f.eventId);
    // The code opens nothing else: another event of the same organizer, or its commissions.
    const elsewhere = await stats(other, code.Code as string);
    expect([elsewhere.statusCode, elsewhere.json().Code]).toEqual([403, 'STATISTICS.SHARE_CODE_INVALID']);
    expect(
      (await call('GET', `/event/${f.eventId}/commissions?codeToShareStatistics=${code.Code}`)).statusCode,
    ).toBe(401);
    const wrong = await stats(f.eventId, 'not-a-code');
    expect([wrong.statusCode, wrong.json().Code]).toEqual([403, 'STATISTICS.SHARE_CODE_INVALID']);
    // A claim holder with a stale code still reads; an unknown event with a code is 404.
    expect((await stats(f.eventId, 'stale', f.viewer.headers)).statusCode).toBe(200);
    expect((await stats('00000000-0000-4000-8000-000000000000', code.Code as string)).statusCode).toBe(404);

    const listed = await call('GET', codes(f.eventId), f.viewer.headers);
    expect(listed.json()).toEqual([{ ...code, Code: null }]);
    // Revoking is for editors, of this event's codes; again changes nothing.
    expect((await call('DELETE', `${codes(other)}/${code.Id}`, f.owner.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `${codes(f.eventId)}/${code.Id}`, f.viewer.headers)).statusCode).toBe(403);
    expect((await call('DELETE', `${codes(f.eventId)}/${code.Id}`, f.owner.headers)).statusCode).toBe(204);
    const [revoked] = (await call('GET', codes(f.eventId), f.owner.headers)).json() as ShareCode[];
    expect(revoked?.RevokedAt).not.toBeNull();
    expect((await call('DELETE', `${codes(f.eventId)}/${code.Id}`, f.owner.headers)).statusCode).toBe(204);
    const [again] = (await call('GET', codes(f.eventId), f.owner.headers)).json() as ShareCode[];
    expect(again?.RevokedAt).toBe(revoked?.RevokedAt);
    const after = await stats(f.eventId, code.Code as string);
    expect([after.statusCode, after.json().Code]).toEqual([403, 'STATISTICS.SHARE_CODE_INVALID']);
  });

  it('refuses codes to a statistics viewer, a stranger and nobody; 20 live codes at most', async () => {
    const viewer = await call('POST', codes(f.eventId), f.viewer.headers, {});
    expect([viewer.statusCode, viewer.json().Code]).toEqual([403, 'FORBIDDEN']);
    expect((await call('POST', codes(f.eventId), f.stranger.headers, {})).statusCode).toBe(403);
    expect((await call('POST', codes(f.eventId), {}, {})).statusCode).toBe(401);
    expect((await call('GET', codes(f.eventId), f.stranger.headers)).statusCode).toBe(403);
    // One revoked code exists already (above): it does not count.
    await t.app.db.insert(statisticsShareCodes).values(
      Array.from({ length: MAX_LIVE_SHARE_CODES - 1 }, (_, i) => ({
        eventId: f.eventId,
        codeHash: `filler-${i}`,
        hint: 'fill',
      })),
    );
    const last = await call('POST', codes(f.eventId), f.owner.headers, {});
    expect(last.statusCode, last.body).toBe(201);
    const over = await call('POST', codes(f.eventId), f.owner.headers, { Label: 'One too many' });
    expect([over.statusCode, over.json().Code]).toEqual([409, 'CONFLICT']);
    expect((await call('POST', codes(other), f.owner.headers, {})).statusCode).toBe(201);
  });
});
