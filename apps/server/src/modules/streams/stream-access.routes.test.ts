import fs from 'node:fs';
import path from 'node:path';
import type { StreamDetail, StreamKeyAndUrl, UploadVodStatus, Vod } from '@marquee/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickets } from '../../db/schema/orders';
import { streams } from '../../db/schema/streams';
import { buildTestApp, type TestApp } from '../../testing/app';
import { resolveAuthSecret } from '../accounts/tokens';
import { buildDoorFixture, type DoorFixture, type IssuedTicket, issueTickets } from '../checkin/testing';
import { buildEvent } from '../events/test-fixtures';
import { createViewTokens } from './media/view-tokens';
import { streamCodeLines } from './stream-mail';
import { buildStream, multipartBody, tinyClip } from './testing';

let t: TestApp;
let f: DoorFixture;
let stream: { id: string };
let other: { id: string };
let codes: IssuedTicket[];

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const unlock = (query: string, id = stream.id) => get(`/api/stream/${id}?${query}`);
const codeOf = (i: number) => codes[i]?.code as string;

beforeAll(async () => {
  t = await buildTestApp({
    env: { VOD_MAX_BYTES: '300000', STREAM_RECHECK_SECONDS: '2-3', LOG_LEVEL: 'error' },
  });
  f = await buildDoorFixture(t, { gates: false });
  stream = await buildStream(t, { eventId: f.eventId, authorProfileId: f.authorId });
  const otherEvent = await buildEvent(t.app.db, { authorProfileId: f.authorId });
  other = await buildStream(t, { eventId: otherEvent.id, authorProfileId: f.authorId });
  codes = await issueTickets(t.app.db, f, [
    { sector: 'standing' },
    { sector: 'standing' },
    { sector: 'standing' },
  ]);
});
afterAll(() => t.close());

describe('GET /api/stream/{id}?code: the ticket-code unlock (spec 1 §4)', () => {
  it('keeps a paid stream locked without a code', async () => {
    const res = await get(`/api/stream/${stream.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<StreamDetail>()).toMatchObject({ IsLocked: true, ViewToken: null, StreamUrl: null });
  });

  it('refuses a code under 8 characters before any lookup (400), and a wrong one with 403', async () => {
    const short = await unlock('code=ABC1234&device=device-aaaa');
    expect(short.statusCode).toBe(400);
    expect(short.json().FieldErrors).toHaveProperty('code');
    expect((await unlock('code=ABCD%00EFGH&device=device-aaaa')).statusCode).toBe(400);
    const wrong = await unlock('code=ABCDEFGHJK&device=device-aaaa');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().Code).toBe('STREAM.CODE_NOT_VALID');
    // A real code, but of another stream's event.
    expect((await unlock(`code=${codeOf(0)}&device=device-aaaa`, other.id)).json().Code).toBe(
      'STREAM.CODE_NOT_VALID',
    );
  });

  it('unlocks with a valid code (grouped, lower-case as typed) and answers a view token and recheck interval', async () => {
    const grouped = codeOf(0)
      .toLowerCase()
      .replace(/(.{4})/g, '$1 ')
      .trim();
    const res = await unlock(`code=${encodeURIComponent(grouped)}&device=device-aaaa`);
    expect(res.statusCode).toBe(200);
    const body = res.json<StreamDetail>();
    expect(body).toMatchObject({ IsLocked: false, Recheck: { MinSeconds: 2, MaxSeconds: 3 } });
    expect(body.ViewToken).toMatch(/^[0-9a-z]+\.[\w-]{32}$/);
    expect(body.StreamUrl).toBe(`/api/stream/${stream.id}/media/${body.ViewToken}/live/index.m3u8`);
    expect(res.headers['cache-control']).toContain('no-store');
    // The same device rechecks as often as it likes.
    expect((await unlock(`code=${codeOf(0)}&device=device-aaaa`)).statusCode).toBe(200);
  });

  it('binds the code to one device: 401 elsewhere until forceAccess moves it, then the first device gets 401', async () => {
    const second = await unlock(`code=${codeOf(0)}&device=device-bbbb`);
    expect(second.statusCode).toBe(401);
    expect(second.json().Code).toBe('STREAM.CODE_IS_USED');
    expect((await unlock(`code=${codeOf(0)}&device=device-bbbb&forceAccess=true`)).statusCode).toBe(200);
    const first = await unlock(`code=${codeOf(0)}&device=device-aaaa`);
    expect(first.statusCode).toBe(401);
    expect(first.json().Code).toBe('STREAM.CODE_IS_USED');
    expect((await unlock(`code=${codeOf(0)}&device=device-bbbb`)).statusCode).toBe(200);
    // A code needs the device it binds to.
    expect((await unlock(`code=${codeOf(1)}`)).statusCode).toBe(400);
  });

  it('lets only one of two devices racing for a fresh code win', async () => {
    const answers = await Promise.all(
      ['device-race-1', 'device-race-2'].map((device) => unlock(`code=${codeOf(1)}&device=${device}`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('answers 410 past the replay window (8 pm the day after the stream) and 403 for a refunded ticket', async () => {
    const end = new Date(Date.now() - 3 * 86_400_000);
    await t.app.db
      .update(streams)
      .set({ beginAt: new Date(end.getTime() - 3_600_000), endAt: end })
      .where(eq(streams.id, stream.id));
    const late = await unlock(`code=${codeOf(0)}&device=device-bbbb`);
    expect(late.statusCode).toBe(410);
    expect(late.json().Code).toBe('STREAM.TICKET_TIMEOUT');
    // The day after at 19:00 local still plays (the window ends at 20:00).
    const yesterday = new Date(Date.now() - 20 * 3_600_000);
    await t.app.db
      .update(streams)
      .set({ beginAt: new Date(yesterday.getTime() - 3_600_000), endAt: yesterday })
      .where(eq(streams.id, stream.id));
    await t.app.db
      .update(tickets)
      .set({ refundedAt: new Date() })
      .where(eq(tickets.id, codes[2]?.id as string));
    expect((await unlock(`code=${codeOf(2)}&device=device-cccc`)).json().Code).toBe('STREAM.CODE_NOT_VALID');
  });
});

describe('media files under the view token', () => {
  it('serves playlists and segments only with a valid token of that stream', async () => {
    const dir = path.join(t.app.config.dataDir, 'media', 'live', stream.id);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.m3u8'), '#EXTM3U\n#EXTINF:2.0,\nseg_00001.ts\n');
    fs.writeFileSync(path.join(dir, 'seg_00001.ts'), Buffer.alloc(376, 0x47));
    const token = (await unlock(`code=${codeOf(0)}&device=device-bbbb`)).json<StreamDetail>().ViewToken;
    const base = `/api/stream/${stream.id}/media/${token}/live`;
    const playlist = await get(`${base}/index.m3u8`);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toContain('mpegurl');
    expect(playlist.body).toContain('seg_00001.ts');
    const segment = await get(`${base}/seg_00001.ts`);
    expect(segment.statusCode).toBe(200);
    expect(segment.rawPayload.length).toBe(376);

    const forged = `${token?.split('.')[0]}.${'A'.repeat(32)}`;
    const refused = [
      `/api/stream/${stream.id}/media/${forged}/live/seg_00001.ts`,
      `/api/stream/${other.id}/media/${token}/live/seg_00001.ts`,
      `/api/stream/${stream.id}/media/${createViewTokens(new TextEncoder().encode('x'.repeat(40)), 60).issue(stream.id)}/live/index.m3u8`,
      `/api/stream/${stream.id}/media/${token}/live/..%2F..%2Fsecrets%2Fauth-secret`,
      `/api/stream/${stream.id}/media/${token}/../../secrets/auth-secret`,
    ];
    for (const url of refused) expect([403, 404]).toContain((await get(url)).statusCode);
    expect((await get(refused[0] as string)).json().Code).toBe('STREAM.TOKEN_INVALID');
    // An expired token of this server.
    const old = createViewTokens(resolveAuthSecret(t.app.config), 10, () => Date.now() - 60_000).issue(
      stream.id,
    );
    expect((await get(`/api/stream/${stream.id}/media/${old}/live/index.m3u8`)).statusCode).toBe(403);
    const fresh = createViewTokens(resolveAuthSecret(t.app.config), 10).issue(stream.id);
    expect((await get(`/api/stream/${stream.id}/media/${fresh}/live/index.m3u8`)).statusCode).toBe(200);
    expect((await get(`${base}/seg_99999.ts`)).statusCode).toBe(404);
  });
});

describe('the organizer: stream key and recordings', () => {
  it('shows the key and ingest URL to claim holders only, and regenerates it', async () => {
    const url = `/api/stream/${stream.id}/streamsettings/streamKeyAndUrl`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, f.stranger.headers)).statusCode).toBe(403);
    const first = (await get(url, f.owner.headers)).json<StreamKeyAndUrl>();
    expect(first.StreamKey).toMatch(/^[\w-]{32}$/);
    expect(first.Url).toMatch(/^rtmp:\/\/.+\/live$/);
    expect(first.Enabled).toBe(false);
    expect((await get(url, f.owner.headers)).json<StreamKeyAndUrl>().StreamKey).toBe(first.StreamKey);
    const fresh = await t.app.inject({ method: 'POST', url: `${url}/regenerate`, headers: f.owner.headers });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json<StreamKeyAndUrl>().StreamKey).not.toBe(first.StreamKey);
  });

  const upload = (
    guid: string,
    data: Buffer,
    options: { cut?: boolean; headers?: Record<string, string> } = {},
  ) => {
    const body = multipartBody('video', 'Encore take.mp4', data, options);
    return t.app.inject({
      method: 'POST',
      url: `/api/uploadVod?streamId=${stream.id}&guid=${guid}&debug=false`,
      headers: { ...(options.headers ?? f.owner.headers), ...body.headers },
      payload: body.payload,
    });
  };
  const vods = async () => (await get(`/api/stream/${stream.id}/vod`, f.owner.headers)).json<Vod[]>();

  it('transcodes an uploaded video into a playable recording, with progress by guid', async () => {
    expect((await upload('guid-stranger-1', tinyClip(), { headers: f.stranger.headers })).statusCode).toBe(
      403,
    );
    const res = await upload('guid-upload-1', tinyClip());
    expect(res.statusCode).toBe(201);
    expect(res.json<UploadVodStatus>()).toMatchObject({ Guid: 'guid-upload-1', State: 'PROCESSING' });
    expect((await upload('guid-upload-1', tinyClip())).json().Code).toBe('VOD.GUID_TAKEN');
    await t.app.services.streamMedia.settle();
    const status = await get('/api/uploadVod/guid-upload-1/status', f.owner.headers);
    expect(status.json<UploadVodStatus>()).toMatchObject({
      State: 'READY',
      Progress: 100,
      FailureReason: null,
    });
    expect((await get('/api/uploadVod/guid-upload-1/status', f.stranger.headers)).statusCode).toBe(403);
    const [vod] = await vods();
    expect(vod).toMatchObject({ VodName: 'Encore take', State: 'READY', Duration: 1 });
    const playlist = await get(vod?.FilePath as string);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toContain('#EXT-X-ENDLIST');
    const segment = playlist.body.split('\n').find((line) => line.endsWith('.ts'));
    expect((await get(`${path.posix.dirname(vod?.FilePath as string)}/${segment}`)).statusCode).toBe(200);
    // The public sees it in the stream's recordings, playable once unlocked.
    const pub = (await unlock(`code=${codeOf(0)}&device=device-bbbb`)).json<StreamDetail>();
    expect(pub.Vods.map((v) => v.VodName)).toEqual(['Encore take']);
    expect(pub.Vods[0]?.FilePath).toContain('/vod/');
    expect((await get(`/api/stream/${stream.id}`)).json<StreamDetail>().Vods[0]?.FilePath).toBeNull();
    // Deleted: gone from the list and from disk.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/stream/${stream.id}/vod/${vod?.VodId}`,
      headers: f.owner.headers,
    });
    expect(del.statusCode).toBe(204);
    expect(await vods()).toEqual([]);
    expect(fs.existsSync(path.join(t.app.config.dataDir, 'media', 'vod', vod?.VodId as string))).toBe(false);
  });

  it('refuses what is not a video by its content, what is too large, and keeps nothing of a cut-off upload', async () => {
    const text = await upload('guid-text-1', Buffer.from('just some text, not a video at all '.repeat(20)));
    expect(text.statusCode).toBe(415);
    expect(text.json().Code).toBe('VOD.NOT_A_VIDEO');
    // An mp4 signature on garbage passes the first look, ffprobe refuses it.
    const fake = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(500, 7)]);
    expect((await upload('guid-fake-1', fake)).json().Code).toBe('VOD.NOT_A_VIDEO');
    const big = Buffer.concat([tinyClip(), Buffer.alloc(310_000)]);
    const large = await upload('guid-big-1', big);
    expect(large.statusCode).toBe(413);
    expect(large.json().Code).toBe('VOD.TOO_LARGE');
    const cut = await upload('guid-cut-1', tinyClip(), { cut: true });
    expect(cut.statusCode).toBe(400);
    expect(await vods()).toEqual([]);
    expect(fs.readdirSync(path.join(t.app.config.dataDir, 'media', 'tmp'))).toEqual([]);
  });

  it('marks a recording failed with the reason when ffmpeg is missing', async () => {
    const tools = t.app.services.streamMedia.tools;
    const real = { ...tools };
    Object.assign(tools, { ffmpeg: '/nonexistent/ffmpeg', ffprobe: '/nonexistent/ffprobe' });
    try {
      expect((await upload('guid-noffmpeg-1', tinyClip())).statusCode).toBe(201);
      await t.app.services.streamMedia.settle();
    } finally {
      Object.assign(tools, real);
    }
    const [vod] = await vods();
    expect(vod).toMatchObject({ State: 'FAILED', FilePath: null });
    expect(vod?.FailureReason).toContain('ffmpeg is not installed');
    expect((await get(`/api/stream/${stream.id}`)).json<StreamDetail>().Vods).toEqual([]);
  });
});

describe('the confirmation mail of a paid stream ticket', () => {
  it('carries the ticket code, grouped in fours, and the stream page', async () => {
    const lines = await streamCodeLines(
      t.app.db,
      [{ event_id: f.eventId, code: codeOf(0) }],
      'en',
      'http://x.test/',
    );
    expect(lines[0]).toContain('ticket code for the online stream');
    expect(lines[1]?.replaceAll(' ', '')).toBe(codeOf(0));
    expect(lines[1]).toMatch(/^(\w{4} ){4}\w{4}$/);
    expect(lines[2]).toBe(`Watch at http://x.test/en/stream/${stream.id}`);
    expect(
      await streamCodeLines(t.app.db, [{ event_id: other.id, code: 'X' }], 'en', 'http://x.test'),
    ).toEqual([]);
  });
});
