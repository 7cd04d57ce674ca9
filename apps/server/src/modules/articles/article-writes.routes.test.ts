import { randomUUID } from 'node:crypto';
import type { ArticleDetail, ArticleListItem } from '@marquee/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildGenre, buildProfile, buildUserWithClaim, type UserWithClaim } from '../../testing/factories';

// Spec 3 §2–§7, §9 (issue 21): the blogger's calls, on both databases. One app for the file.
let t: TestApp;
let blogger: UserWithClaim;
let listed: UserWithClaim;
let fan: UserWithClaim;
let viewer: UserWithClaim;
let stranger: UserWithClaim;
const listedProfileId = randomUUID();
const PICTURE = `/uploads/images/ab/${'a'.repeat(64)}.jpg`;
let png: string;

const call = async <T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: UserWithClaim | null,
  payload?: unknown,
) => {
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as T };
};

const draft = (title = `Článok ${randomUUID().slice(0, 6)}`) => ({
  Title: title,
  Text: '<p>Hello <b>world</b></p><script>alert(1)</script>',
  ProfilePicture: PICTURE,
});

beforeAll(async () => {
  t = await buildTestApp({ env: { BLOGGER_PROFILE_IDS: listedProfileId.toUpperCase() } });
  blogger = await buildUserWithClaim(t.app, { profile: { type: 'VisitorProfile', isBlogger: true } });
  listed = await buildUserWithClaim(t.app, { profile: { id: listedProfileId, type: 'MediaProfile' } });
  fan = await buildUserWithClaim(t.app, { profile: { type: 'VisitorProfile' } });
  viewer = await buildUserWithClaim(t.app, { profile: blogger.profile, role: 'StatisticsViewer' });
  stranger = await buildUserWithClaim(t.app, { profile: { type: 'VisitorProfile', isBlogger: true } });
  png = (
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#884422' } })
      .png()
      .toBuffer()
  ).toString('base64');
});
afterAll(() => t.close());

describe('POST /api/article', () => {
  it('creates a sanitized draft of the blogger, dated now, visible only to its author', async () => {
    const created = await call<ArticleDetail>('POST', '/article', blogger, {
      ...draft(),
      About: `  ${'a'.repeat(300)}  `,
      Keywords: ['Jazz', 'jazz', 'Košice'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ Status: 'DRAFT', IsAuthor: true, Keywords: ['jazz', 'košice'] });
    expect(created.body.Text).toBe('<p>Hello <b>world</b></p>');
    expect(created.body.About).toHaveLength(250);
    expect(Date.now() - Date.parse(created.body.PublishedDate ?? '')).toBeLessThan(60_000);
    expect((await call('GET', `/article/${created.body.Id}`, stranger)).status).toBe(404);
    expect((await call('GET', `/article/${created.body.Id}`, null)).status).toBe(404);
  });

  it('takes bloggers by flag or by the configured list; others get 403, anonymous 401', async () => {
    expect((await call('POST', '/article', listed, draft())).status).toBe(201);
    const refused = await call<{ Code: string }>('POST', '/article', fan, draft());
    expect(refused).toMatchObject({ status: 403, body: { Code: 'FORBIDDEN' } });
    expect((await call('POST', '/article', viewer, draft())).status).toBe(403);
    expect((await call('POST', '/article', null, draft())).status).toBe(401);
    // The account's profile summary says so too (the web's blogger menu and create guard read it).
    const info = await call<{ Profile: { IsBlogger: boolean } }>('GET', '/account/userinfo', listed);
    expect(info).toMatchObject({ status: 200, body: { Profile: { IsBlogger: true } } });
  });

  it('refuses a missing title, empty content, a foreign picture, a future date, too many tags', async () => {
    const bad = await call<{ Code: string; FieldErrors: Record<string, string[]> }>(
      'POST',
      '/article',
      blogger,
      {
        Title: 'x',
        Text: '<p> </p>',
        ProfilePicture: 'https://evil.example/x.jpg',
        PublishedDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        Keywords: ['ab', ...Array.from({ length: 11 }, (_, i) => `tag${i}x`)],
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.FieldErrors).toMatchObject({
      Text: ['FIELD_REQUIRED'],
      ProfilePicture: ['INVALID_VALUE'],
      PublishedDate: ['MAX_DATETIME'],
      'Keywords.0': ['MIN_LENGTH'],
      Keywords: ['MAX_VALUE'],
    });
    const missing = await call<{ FieldErrors: Record<string, string[]> }>('POST', '/article', blogger, {
      Text: '<p>a</p>',
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.FieldErrors)).toEqual(
      expect.arrayContaining(['Title', 'ProfilePicture']),
    );
    const genres = Array.from({ length: 11 }, () => randomUUID());
    const many = await call<{ FieldErrors: Record<string, string[]> }>('POST', '/article', blogger, {
      ...draft(),
      Categories: genres,
    });
    expect(many.body.FieldErrors).toMatchObject({ Categories: ['MAX_VALUE'] });
  });
});

describe('PUT /api/article/{id}[?newStatus]', () => {
  it('saves fields, links genres and profiles, publishes, sets as draft; the same status just saves', async () => {
    const genre = await buildGenre(t.database.db, { name: 'Jazz' });
    const band = await buildProfile(t.database.db, { type: 'PerformerProfile' });
    const title = `Zebrafinch ${randomUUID().slice(0, 6)}`;
    const { body: created } = await call<ArticleDetail>('POST', '/article', blogger, draft());
    const saved = await call<ArticleDetail>('PUT', `/article/${created.Id}`, blogger, {
      Title: title,
      Categories: [genre.id],
      Profiles: [band.id],
      EmbeddedCodes: [{ HtmlCode: '<iframe src="https://example.com/x"></iframe><script>x()</script>' }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.Categories.map((c) => c.Id)).toEqual([genre.id]);
    expect(saved.body.Profiles.map((p) => p.Id)).toEqual([band.id]);
    expect(saved.body.EmbeddedCodes[0]?.HtmlCode).not.toContain('script');
    expect(saved.body.Text).toBe(created.Text);

    const published = await call<ArticleDetail>('PUT', `/article/${created.Id}?newStatus=PUBLISHED`, blogger);
    expect(published.body).toMatchObject({ Status: 'PUBLISHED' });
    // Published: in the public list, search and the sitemap.
    const list = await call<ArticleListItem[]>('GET', '/article', null);
    expect(list.body.map((a) => a.Id)).toContain(created.Id);
    const found = await call<{ Articles: ArticleListItem[] }>(
      'GET',
      `/search/multiple?Key=${title.split(' ')[0]}`,
      null,
    );
    expect(found.body.Articles.map((a) => a.Id)).toContain(created.Id);
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(created.Id);

    const again = await call<ArticleDetail>('PUT', `/article/${created.Id}?newStatus=PUBLISHED`, blogger, {});
    expect(again).toMatchObject({ status: 200, body: { Status: 'PUBLISHED' } });
    const back = await call<ArticleDetail>('PUT', `/article/${created.Id}?newStatus=DRAFT`, blogger);
    expect(back.body.Status).toBe('DRAFT');
    expect((await call('GET', `/article/${created.Id}`, null)).status).toBe(404);
  });

  it('refuses a non-author (403), a viewer role (403), unknown ids (404), and keeps the article whole', async () => {
    const { body: created } = await call<ArticleDetail>('POST', '/article', blogger, draft());
    const foreign = await call<{ Code: string }>('PUT', `/article/${created.Id}`, stranger, {
      Title: 'Mine',
    });
    expect(foreign).toMatchObject({ status: 403, body: { Code: 'FORBIDDEN' } });
    expect((await call('PUT', `/article/${created.Id}`, viewer, { Title: 'Mine' })).status).toBe(403);
    expect((await call('PUT', `/article/${created.Id}`, null, { Title: 'Mine' })).status).toBe(401);
    expect((await call('PUT', `/article/${randomUUID()}`, blogger, { Title: 'Mine' })).status).toBe(404);
    const future = await call<{ FieldErrors: Record<string, string[]> }>(
      'PUT',
      `/article/${created.Id}`,
      blogger,
      {
        Title: 'Changed',
        PublishedDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      },
    );
    expect(future.body.FieldErrors).toEqual({ PublishedDate: ['MAX_DATETIME'] });
    const cleared = await call<{ FieldErrors: Record<string, string[]> }>(
      'PUT',
      `/article/${created.Id}`,
      blogger,
      {
        PublishedDate: null,
        Categories: [randomUUID()],
      },
    );
    expect(cleared.body.FieldErrors).toMatchObject({ PublishedDate: ['FIELD_REQUIRED'] });
    const stored = await call<ArticleDetail>('GET', `/article/${created.Id}`, blogger);
    expect(stored.body).toMatchObject({ Title: created.Title, PublishedDate: created.PublishedDate });
  });
});

describe('GET /api/article?authorId,status', () => {
  it('lists the author’s drafts and published articles 20 a page; nobody else sees the drafts', async () => {
    const author = await buildUserWithClaim(t.app, { profile: { type: 'VisitorProfile', isBlogger: true } });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await call<ArticleDetail>('POST', '/article', author, draft())).body.Id);
    await call('PUT', `/article/${ids[0]}?newStatus=PUBLISHED`, author);
    const q = `/article?authorId=${author.profile.id}`;
    expect((await call<ArticleListItem[]>('GET', q, author)).body).toHaveLength(3);
    const drafts = (await call<ArticleListItem[]>('GET', `${q}&status=DRAFT`, author)).body;
    expect(drafts.map((a) => a.Id).sort()).toEqual([ids[1], ids[2]].sort());
    expect(
      (await call<ArticleListItem[]>('GET', `${q}&status=PUBLISHED&page=0&perPage=20`, author)).body,
    ).toHaveLength(1);
    expect((await call<ArticleListItem[]>('GET', `${q}&status=DRAFT`, stranger)).body).toEqual([]);
    expect((await call<ArticleListItem[]>('GET', q, null)).body.map((a) => a.Id)).toEqual([ids[0]]);
  });
});

describe('PUT and DELETE /api/article/{id}/gallery', () => {
  it('adds images checked by content, re-captions the same image, removes by ImageId', async () => {
    const { body: created } = await call<ArticleDetail>('POST', '/article', blogger, draft());
    const url = `/article/${created.Id}/gallery`;
    const added = await call<{ ImageId: string; Caption: string | null; Url: string }[]>(
      'PUT',
      url,
      blogger,
      {
        Image: `data:image/png;base64,${png}`,
        Caption: 'Stage',
      },
    );
    expect(added.status).toBe(200);
    expect(added.body).toHaveLength(1);
    expect(added.body[0]).toMatchObject({
      Caption: 'Stage',
      Url: expect.stringMatching(/^\/uploads\/images\//),
    });
    const imageId = added.body[0]?.ImageId ?? '';
    const recaptioned = await call<{ Caption: string | null }[]>('PUT', url, blogger, {
      Image: png,
      Caption: 'Main stage',
    });
    expect(recaptioned.body).toEqual([expect.objectContaining({ Caption: 'Main stage' })]);

    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    const notImage = await call<{ Code: string }>('PUT', url, blogger, { Image: text, Caption: 'x' });
    expect(notImage).toMatchObject({ status: 400, body: { Code: 'IMAGE_INVALID' } });
    expect((await call<{ Code: string }>('PUT', url, blogger, { Image: 'not base64!' })).body.Code).toBe(
      'IMAGE_INVALID',
    );
    expect((await call('PUT', url, stranger, { Image: png })).status).toBe(403);
    expect((await call('DELETE', `${url}?imageId=${encodeURIComponent(imageId)}`, stranger)).status).toBe(
      403,
    );

    const removed = await call('DELETE', `${url}?imageId=${encodeURIComponent(imageId)}`, blogger);
    expect(removed.status).toBe(204);
    expect((await call('DELETE', `${url}?imageId=${encodeURIComponent(imageId)}`, blogger)).status).toBe(404);
    expect((await call<ArticleDetail>('GET', `/article/${created.Id}`, blogger)).body.Gallery).toEqual([]);
  });
});
