import type { ArticleDetail, ArticleListItem } from '@marquee/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../db/schema/articles';
import { profiles } from '../../db/schema/profiles';
import type { TestApp } from '../../testing/app';
import { buildUserWithClaim } from '../../testing/factories';
import { buildDemoApp, demo, getJson } from '../events/test-fixtures';

let t: TestApp;
const list = (query = '') => getJson<ArticleListItem[]>(t, `/api/article${query}`);

beforeAll(async () => {
  t = await buildDemoApp();
});
afterAll(() => t.close());

describe('GET /api/article', () => {
  it('lists published articles newest first, 20 per page', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(10);
    expect(body.length).toBeLessThanOrEqual(20);
    const dates = body.map((a) => Date.parse(a.PublishedDate ?? ''));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(body.map((a) => a.Id)).not.toContain(demo.article('pripravujeme-rozhovor'));
    expect(body[0]).toMatchObject({
      Author: { ProfileName: expect.any(String) },
      Keywords: expect.any(Array),
    });
  });

  it('pages without overlap', async () => {
    const first = (await list('?perPage=3')).body;
    const second = (await list('?perPage=3&page=1')).body;
    expect(first).toHaveLength(3);
    // Pages are 0-based on every paged call (issue 16): page=0 is the first page.
    expect((await list('?perPage=3&page=0')).body).toEqual(first);
    expect(second.some((a) => first.some((b) => b.Id === a.Id))).toBe(false);
  });

  it('filters by profiles the articles are about, or written by', async () => {
    const about = (await list(`?profiles=${demo.profile('metalika')}`)).body;
    expect(about.map((a) => a.Id)).toEqual([demo.article('metalika-rozhovor')]);
    const both = (await list(`?profiles=${demo.profile('kino-panorama')},${demo.profile('jana-kovacova')}`))
      .body;
    expect(both.map((a) => a.Id)).toEqual(
      expect.arrayContaining([demo.article('obchod-na-korze-navrat'), demo.article('luky-lineup')]),
    );
    expect((await list('?profiles=nope')).status).toBe(400);
    expect((await list('?perPage=101')).status).toBe(400);
  });
});

describe('GET /api/article?authorId,status (spec 3 §7, issue 15)', () => {
  it('lists one author’s articles, drafts only to that author, and filters by status', async () => {
    const jana = demo.profile('jana-kovacova');
    const draft = demo.article('pripravujeme-rozhovor');
    const all = (await list()).body;
    const byJana = (await list(`?authorId=${jana}`)).body;
    expect(byJana.length).toBeGreaterThan(0);
    expect(byJana.length).toBeLessThan(all.length);
    expect(byJana.every((article) => article.Author.Id === jana)).toBe(true);
    // A stranger never sees the draft, whatever they ask for.
    expect(byJana.map((article) => article.Id)).not.toContain(draft);
    expect((await list(`?authorId=${jana}&status=DRAFT`)).body).toEqual([]);
    expect((await list('?status=DRAFT')).body).toEqual([]);

    const profile = await t.database.db.query.profiles.findFirst({ where: eq(profiles.id, jana) });
    const author = await buildUserWithClaim(t.app, { profile });
    const own = (await getJson<ArticleListItem[]>(t, `/api/article?authorId=${jana}`, author.headers)).body;
    expect(own.map((article) => article.Id)).toContain(draft);
    const drafts = (
      await getJson<ArticleListItem[]>(t, `/api/article?authorId=${jana}&status=DRAFT`, author.headers)
    ).body;
    expect(drafts.map((article) => article.Id)).toEqual([draft]);
    const published = (
      await getJson<ArticleListItem[]>(t, `/api/article?authorId=${jana}&status=PUBLISHED`, author.headers)
    ).body;
    expect(published.map((article) => article.Id)).toEqual(byJana.map((article) => article.Id));
    // Another author's drafts stay hidden from this one.
    const other = (
      await getJson<ArticleListItem[]>(
        t,
        `/api/article?authorId=${demo.profile('kulturne-noviny')}&status=DRAFT`,
        author.headers,
      )
    ).body;
    expect(other).toEqual([]);
    expect((await list('?status=HIDDEN')).status).toBe(400);
    expect((await list('?authorId=nope')).status).toBe(400);
  });
});

describe('GET /api/article/{id}', () => {
  it('answers the article with sanitized text, gallery, embeds, genres, profiles and author', async () => {
    const { status, body } = await getJson<ArticleDetail>(t, `/api/article/${demo.article('luky-lineup')}`, {
      'accept-language': 'de',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      Title: expect.stringContaining('Lúky Festival'),
      Status: 'PUBLISHED',
      IsAuthor: false,
      Author: { ProfileName: 'Jana Kováčová' },
    });
    expect(body.Text).toContain('<p>');
    expect(body.Gallery).toHaveLength(3);
    expect(body.Gallery[0]).toMatchObject({
      Caption: 'Hlavné pódium minulý rok',
      Url: '/demo/images/article-luky-lineup-1.svg',
    });
    expect(body.Profiles.map((p) => p.Nickname)).toContain('mlynska-kola');
    expect(body.Categories[0]?.Name).toBe('Musikfestival');
  });

  it('strips scripts from text and embeds written by older clients', async () => {
    const id = demo.article('metalika-rozhovor');
    await t.database.db
      .update(articles)
      .set({
        text: '<p>Hi</p><script>alert(1)</script><img src=x onerror="alert(2)">',
        embeddedCodes: [
          {
            HtmlCode:
              '<script>alert(3)</script><iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>',
            IsHidden: false,
            OrderNumber: 0,
          },
        ],
      })
      .where(eq(articles.id, id));
    const { body } = await getJson<ArticleDetail>(t, `/api/article/${id}`);
    expect(body.Text).toContain('<p>Hi</p>');
    expect(body.Text).not.toMatch(/script|onerror/);
    expect(body.EmbeddedCodes[0]?.HtmlCode).toContain('<iframe');
    expect(body.EmbeddedCodes[0]?.HtmlCode).not.toContain('script');
  });

  it('shows a draft only to its author', async () => {
    const draft = demo.article('pripravujeme-rozhovor');
    expect((await getJson(t, `/api/article/${draft}`)).status).toBe(404);
    const profile = await t.database.db.query.profiles.findFirst({
      where: eq(profiles.id, demo.profile('jana-kovacova')),
    });
    const author = await buildUserWithClaim(t.app, { profile });
    const own = await getJson<ArticleDetail>(t, `/api/article/${draft}`, author.headers);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ Status: 'DRAFT', IsAuthor: true });
  });

  it('answers 404 for unknown and 400 for malformed ids', async () => {
    expect((await getJson(t, '/api/article/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await getJson(t, '/api/article/nope')).status).toBe(400);
  });
});
