import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenreRow } from '../../db/schema/categories';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildGenre, buildUserWithClaim, type UserWithClaim } from '../../testing/factories';

let t: TestApp;
let owner: UserWithClaim;
let stranger: UserWithClaim;
const genres: GenreRow[] = [];
let base: string;

beforeAll(async () => {
  t = await buildTestApp();
  for (let i = 0; i < 12; i++) genres.push(await buildGenre(t.app.db, { name: `Genre ${i}` }));
  owner = await buildUserWithClaim(t.app, { profile: { type: 'BuildingProfile', subtype: 'Hall' } });
  stranger = await buildUserWithClaim(t.app, { profile: { type: 'VisitorProfile' } });
  base = `/api/buildingprofile/${owner.profile.id}`;
});
afterAll(async () => {
  await t?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: unknown,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('contacts', () => {
  it('add (http:// prefixed), update, delete by empty value, delete; private ones need a claim', async () => {
    const web = await call('POST', `${base}/contacts`, owner.headers, {
      Kind: 'web',
      Url: 'hall.example',
      WebContactType: 'Homepage',
    });
    expect(web.statusCode).toBe(201);
    expect(web.json()).toMatchObject({ Kind: 'web', Url: 'http://hall.example', Private: false });
    const mail = await call('POST', `${base}/contacts`, owner.headers, {
      Kind: 'email',
      EmailAddress: 'boss@hall.example',
      Private: true,
    });
    const mailId = mail.json().Id;
    expect((await call('GET', `${base}/contacts/false`)).json()).toHaveLength(1);
    expect((await call('GET', `${base}/contacts/true`)).statusCode).toBe(401);
    expect((await call('GET', `${base}/contacts/true`, stranger.headers)).statusCode).toBe(403);
    expect((await call('GET', `${base}/contacts/true`, owner.headers)).json()).toHaveLength(2);

    const updated = await call('PUT', `${base}/contacts/${mailId}`, owner.headers, {
      Kind: 'email',
      EmailAddress: 'desk@hall.example',
      Private: true,
    });
    expect(updated.json()).toMatchObject({ Id: mailId, EmailAddress: 'desk@hall.example' });
    const emptied = await call('PUT', `${base}/contacts/${mailId}`, owner.headers, {
      Kind: 'email',
      EmailAddress: ' ',
    });
    expect(emptied.statusCode).toBe(204);
    expect((await call('GET', `${base}/contacts/true`, owner.headers)).json()).toHaveLength(1);
    expect((await call('DELETE', `${base}/contacts/${web.json().Id}`, owner.headers)).statusCode).toBe(204);
    expect((await call('DELETE', `${base}/contacts/${web.json().Id}`, owner.headers)).statusCode).toBe(404);
  });

  it('400 for an empty or invalid contact, 403 for a foreign profile, 401 anonymous', async () => {
    const empty = await call('POST', `${base}/contacts`, owner.headers, { Kind: 'phone', Number: '' });
    expect(empty.statusCode).toBe(400);
    const bad = await call('POST', `${base}/contacts`, owner.headers, {
      Kind: 'web',
      Url: 'javascript:alert(1)',
    });
    expect(bad.json()).toMatchObject({
      Code: 'VALIDATION_FAILED',
      FieldErrors: { 'Contact.0.Url': ['INVALID_VALUE'] },
    });
    const tooManyTypes = await call('POST', `${base}/contacts`, owner.headers, {
      Kind: 'web',
      Url: 'x.example',
      WebContactType: 'Tiktok',
    });
    expect(tooManyTypes.statusCode).toBe(400);
    expect(
      (await call('POST', `${base}/contacts`, stranger.headers, { Kind: 'phone', Number: '+421900000000' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `${base}/contacts`, {}, { Kind: 'phone', Number: '+421900000000' })).statusCode,
    ).toBe(401);
  });
});

describe('embedded codes', () => {
  it('strips scripts and handlers, keeps players, hides hidden codes from the public, orders', async () => {
    const added = await call('POST', `${base}/embeddedCodes`, owner.headers, {
      HtmlCode:
        '<blockquote class="tweet">Hi</blockquote><script async src="https://x.example/w.js"></script><img src=x onerror="steal()">',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().HtmlCode).toBe('<blockquote class="tweet">Hi</blockquote><img src="x">');
    expect(added.json().OrderNumber).toBe(0);
    const hidden = await call('POST', `${base}/embeddedCodes`, owner.headers, {
      HtmlCode: '<iframe src="https://player.example/embed/1" allowfullscreen=""></iframe>',
      IsHidden: true,
    });
    expect(hidden.json()).toMatchObject({
      OrderNumber: 1,
      IsHidden: true,
      HtmlCode: '<iframe src="https://player.example/embed/1" allowfullscreen=""></iframe>',
    });
    expect((await call('GET', `${base}/embeddedCodes`)).json()).toHaveLength(1);
    expect((await call('GET', `${base}/embeddedCodes`, owner.headers)).json()).toHaveLength(2);

    // Reorder and edit in one PUT; ids are kept.
    const replaced = await call('PUT', `${base}/embeddedCodes`, owner.headers, [
      { Id: hidden.json().Id, HtmlCode: hidden.json().HtmlCode, IsHidden: false, OrderNumber: 0 },
      { Id: added.json().Id, HtmlCode: '<p>Second</p><script>x()</script>', OrderNumber: 1 },
    ]);
    expect(replaced.json().map((c: { Id: string }) => c.Id)).toEqual([hidden.json().Id, added.json().Id]);
    expect(replaced.json()[1].HtmlCode).toBe('<p>Second</p>');
    const one = await call('PUT', `${base}/embeddedCodes/${added.json().Id}`, owner.headers, {
      HtmlCode: '<p>Edited</p>',
    });
    expect(one.json()).toMatchObject({ HtmlCode: '<p>Edited</p>', OrderNumber: 1 });
    expect((await call('DELETE', `${base}/embeddedCodes/${added.json().Id}`, owner.headers)).statusCode).toBe(
      204,
    );
    expect(
      (await call('PUT', `${base}/embeddedCodes/${added.json().Id}`, owner.headers, { HtmlCode: '<p>x</p>' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `${base}/embeddedCodes`, owner.headers, { HtmlCode: '<script>only()</script>' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `${base}/embeddedCodes`, stranger.headers, { HtmlCode: '<p>x</p>' })).statusCode,
    ).toBe(403);
  });
});

describe('genres', () => {
  it('GET/PUT/POST/DELETE with at most 10', async () => {
    const ids = genres.map((g) => g.id);
    const put = await call('PUT', `${base}/categories`, owner.headers, ids.slice(0, 3));
    expect(put.statusCode).toBe(200);
    expect(put.json()).toHaveLength(3);
    const post = await call('POST', `${base}/categories`, owner.headers, [{ Id: ids[3] }, ids[0]]);
    expect(post.json()).toHaveLength(4);
    const tooMany = await call('POST', `${base}/categories`, owner.headers, ids.slice(4, 11));
    expect(tooMany.statusCode).toBe(400);
    expect((await call('PUT', `${base}/categories`, owner.headers, ids.slice(0, 11))).statusCode).toBe(400);
    expect((await call('DELETE', `${base}/categories/${ids[0]}`, owner.headers)).statusCode).toBe(204);
    const list = await call('GET', `${base}/categories`);
    expect(
      list
        .json()
        .map((g: { Id: string }) => g.Id)
        .sort(),
    ).toEqual(ids.slice(1, 4).sort());
    expect((await call('PUT', `${base}/categories`, stranger.headers, [])).statusCode).toBe(403);
    expect((await call('GET', `/api/bandprofile/${owner.profile.id}/categories`)).statusCode).toBe(404);
  });
});

describe('tags', () => {
  it('normalizes, de-duplicates and keeps the chip order; refuses short and too many', async () => {
    expect((await call('GET', `${base}/tags`)).json()).toEqual([]);
    const put = await call('PUT', `${base}/tags`, owner.headers, ['Jazz', 'jazz', 'Folk2', 'blues']);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual(['jazz', 'folk2', 'blues']);
    expect((await call('GET', `${base}/tags`)).json()).toEqual(['jazz', 'folk2', 'blues']);

    const short = await call('PUT', `${base}/tags`, owner.headers, ['jazz', 'ab', 'rock&roll']);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      Code: 'VALIDATION_FAILED',
      FieldErrors: { 'Tags.1': ['MIN_LENGTH'], 'Tags.2': ['INVALID_VALUE'] },
    });
    const eleven = Array.from({ length: 11 }, (_, i) => `tag${i}`);
    const tooMany = await call('PUT', `${base}/tags`, owner.headers, eleven);
    expect(tooMany.json()).toMatchObject({ FieldErrors: { Tags: ['MAX_VALUE'] } });
    // Refused saves change nothing.
    expect((await call('GET', `${base}/tags`)).json()).toEqual(['jazz', 'folk2', 'blues']);

    expect((await call('PUT', `${base}/tags`, owner.headers, [])).json()).toEqual([]);
    expect((await call('PUT', `${base}/tags`, {}, ['jazz'])).statusCode).toBe(401);
    expect((await call('PUT', `${base}/tags`, stranger.headers, ['jazz'])).statusCode).toBe(403);
    expect((await call('GET', `/api/bandprofile/${owner.profile.id}/tags`)).statusCode).toBe(404);
  });
});

describe('statistics viewers', () => {
  it('may read private contacts but change nothing', async () => {
    const viewer = await buildUserWithClaim(t.app, { profile: owner.profile, role: 'StatisticsViewer' });
    expect((await call('GET', `${base}/contacts/true`, viewer.headers)).statusCode).toBe(200);
    const writes = [
      call('POST', `${base}/contacts`, viewer.headers, { Kind: 'phone', Number: '+421900000000' }),
      call('POST', `${base}/embeddedCodes`, viewer.headers, { HtmlCode: '<p>x</p>' }),
      call('PUT', `${base}/categories`, viewer.headers, []),
      call('PUT', `${base}/tags`, viewer.headers, ['jazz']),
    ];
    for (const response of await Promise.all(writes)) expect(response.statusCode).toBe(403);
  });
});
