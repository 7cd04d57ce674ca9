import type { StreamDetail, StreamListItem } from '@marquee/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '../../db/schema/streams';
import type { TestApp } from '../../testing/app';
import { buildDemoApp, demo, getJson, holderOf } from '../events/test-fixtures';

let t: TestApp;
const list = (query = '', headers: Record<string, string> = {}) =>
  getJson<StreamListItem[]>(t, `/api/stream${query}`, headers);
const detail = (key: string, headers: Record<string, string> = {}) =>
  getJson<StreamDetail>(t, `/api/stream/${key}`, headers);

beforeAll(async () => {
  t = await buildDemoApp();
});
afterAll(() => t.close());

describe('GET /api/stream', () => {
  it('lists upcoming published streams soonest first', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(3);
    expect(body.length).toBeLessThanOrEqual(10);
    for (const stream of body) {
      expect(stream.Status).toBe('PUBLISHED');
      expect(Date.parse(stream.End)).toBeGreaterThan(Date.now() - 60_000);
    }
    const begins = body.map((s) => Date.parse(s.Begin));
    expect(begins).toEqual([...begins].sort((a, b) => a - b));
    expect(body.map((s) => s.Nickname)).not.toContain('jazz-z-dunajskej-siene'); // over
  });

  it('lists a profile’s past streams with their recordings count and filters by title words', async () => {
    const author = demo.profile('marquee-live');
    const past = (await list(`?authorId=${author}&eventBegin=past`)).body;
    expect(past.map((s) => s.Nickname)).toEqual(['jazz-z-dunajskej-siene']);
    expect(past[0]?.VodCount).toBe(2);
    const keyed = (await list(`?authorId=${author}&key=WEBINAR`)).body;
    expect(keyed.map((s) => s.Nickname)).toEqual(['webinar-vstupenky']);
    expect((await list(`?authorId=${author}&key=nothing-like-this`)).body).toEqual([]);
  });

  it('shows drafts only to holders of authorId', async () => {
    const author = demo.profile('marquee-live');
    await t.database.db
      .update(streams)
      .set({ status: 'DRAFT' })
      .where(eq(streams.nickname, 'webinar-vstupenky'));
    expect((await list(`?authorId=${author}&statuses=DRAFT`)).body).toEqual([]);
    expect((await list('?statuses=PUBLISHED,DRAFT')).body.map((s) => s.Nickname)).not.toContain(
      'webinar-vstupenky',
    );
    const holder = await holderOf(t, 'marquee-live');
    const own = (await list(`?authorId=${author}&statuses=DRAFT`, holder.headers)).body;
    expect(own.map((s) => s.Nickname)).toEqual(['webinar-vstupenky']);
    expect((await detail('webinar-vstupenky')).status).toBe(404);
    expect((await detail('webinar-vstupenky', holder.headers)).status).toBe(200);
    await t.database.db
      .update(streams)
      .set({ status: 'PUBLISHED' })
      .where(eq(streams.nickname, 'webinar-vstupenky'));
  });

  it('rejects bad filters', async () => {
    expect((await list('?statuses=LIVE')).status).toBe(400);
    expect((await list('?authorId=x')).status).toBe(400);
    expect((await list('?perPage=0')).status).toBe(400);
  });
});

describe('GET /api/stream/{id}', () => {
  it('answers a free stream with its URL, recordings, lineup and genres', async () => {
    const { status, body } = await detail('JAZZ-Z-DUNAJSKEJ-SIENE');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      StreamSellingChannel: 'Free',
      IsLocked: false,
      StreamUrl: expect.stringContaining('.m3u8'),
      // Free streams play for everyone: a view token without a code (issue 20).
      ViewToken: expect.any(String),
      VodCount: 2,
    });
    expect(body.Vods.map((vod) => vod.VodName)).toEqual(['1. časť – Rieka', '2. časť – Prídavky']);
    expect(body.Vods[0]).toMatchObject({
      Duration: 52 * 60,
      FilePath: expect.stringContaining('.mp4'),
      StreamName: body.Title,
    });
    expect(body.Lineup.map((item) => item.Name)).toEqual(['Nikola Bric Quartet']);
    expect(body.Categories.length).toBeGreaterThan(0);
  });

  it('keeps a paid stream locked: no URL, embed, token or recording paths', async () => {
    const { body } = await detail(demo.stream('ifju-online-premier'));
    expect(body).toMatchObject({
      StreamSellingChannel: 'Paid',
      IsLocked: true,
      StreamUrl: null,
      HtmlCode: null,
      ViewToken: null,
    });
    const author = await holderOf(t, 'ifju-tancegyuttes');
    const own = (await detail('tuzmadar-online', author.headers)).body;
    expect(own).toMatchObject({ IsLocked: false, IsAuthor: true, StreamUrl: expect.any(String) });
  });

  it('cleans the stream text of scripts and event handlers, keeping its formatting', async () => {
    const [stream] = await t.database.db.select({ id: streams.id }).from(streams).limit(1);
    if (!stream) throw new Error('the demo has streams');
    await t.database.db
      .update(streams)
      .set({ text: '<p onclick="steal()">Live <b>tonight</b></p><script>steal()</script>' })
      .where(eq(streams.id, stream.id));
    const { status, body } = await detail(stream.id);
    expect(status).toBe(200);
    expect(body.Text).toBe('<p>Live <b>tonight</b></p>');
  });

  it('answers 404 for unknown ids', async () => {
    expect((await detail('nope')).status).toBe(404);
    expect((await detail('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
