import type { ArticleDetail } from '@marquee/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { articleItem, profileRef } from '../../../components/listings/test-fixtures';
import { type ApiCall, mockApi } from '../../../test/api';
import { renderApp } from '../../../test/render';

const SLOW = { timeout: 5000 };
const ARTICLE_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

function buildArticle(overrides: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    ...articleItem({ Id: ARTICLE_ID, Title: 'Lúky Festival announces its lineup' }),
    Author: profileRef({ Type: 'MediaProfile', ProfileName: 'Kultúrne noviny', Nickname: 'kulturne-noviny' }),
    PublishedDate: '2030-05-02T08:00:00.000Z',
    Text: '<p>Three days, <em>two stages</em>.</p><script>window.hacked=1</script><a href="https://luky.example">Tickets</a>',
    Status: 'PUBLISHED',
    Keywords: ['festival', 'trenčín'],
    Categories: [
      {
        Id: '88888888-8888-4888-8888-888888888888',
        Name: 'Music festival',
        NameI18n: {
          en: 'Music festival',
          sk: 'Hudobný festival',
          cs: 'Hudební festival',
          de: 'Musikfestival',
          hu: 'Zenei fesztivál',
        },
        Slug: 'music-festival',
        ParentCategory: null,
      },
    ],
    Profiles: [profileRef({ ProfileName: 'Mlýnská kola', Nickname: 'mlynska-kola' })],
    Gallery: [
      { ImageId: 'g1', Caption: 'Main stage last year', Url: '/demo/images/article-1.svg' },
      { ImageId: 'g2', Caption: null, Url: '/demo/images/article-2.svg' },
    ],
    EmbeddedCodes: [],
    IsAuthor: false,
    ...overrides,
  };
}

/** `total` articles, 20 per page. */
const articlePages = (total: number) => (call: ApiCall) => {
  const page = Number(call.query.get('page'));
  const perPage = Number(call.query.get('perPage'));
  const from = page * perPage; // 0-based pages
  const count = Math.max(0, Math.min(perPage, total - from));
  return { body: Array.from({ length: count }, (_, i) => articleItem({ Title: `Article ${from + i + 1}` })) };
};

describe('all articles (spec 1 §2, page size 20)', () => {
  it('shows skeletons while loading, then 20 articles and loads more', async () => {
    const api = mockApi({ 'GET /article': articlePages(23) });
    renderApp('/en/all-articles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Articles' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('article-card')).toHaveLength(20));
    expect(screen.getByRole('heading', { level: 2, name: 'Article 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('article-card')).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/article').map((c) => [c.query.get('page'), c.query.get('perPage')])).toEqual([
      ['0', '20'],
      ['1', '20'],
    ]);
  });

  it('says so when there are no articles', async () => {
    mockApi({ 'GET /article': { body: [] } });
    renderApp('/en/all-articles');
    expect(await screen.findByText('No articles for this section.', {}, SLOW)).toBeInTheDocument();
  });

  it('shows the loading skeletons first', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi({
      'GET /article': async () => {
        await gate;
        return { body: [] };
      },
    });
    renderApp('/de/all-articles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Artikel' }, SLOW)).toBeInTheDocument();
    expect(screen.getAllByTestId('listing-skeleton').length).toBeGreaterThan(0);
    release();
    expect(await screen.findByText('In diesem Bereich gibt es keine Artikel.')).toBeInTheDocument();
  });
});

describe('article detail (spec 1 §2)', () => {
  it('shows image, title, author link, date, sanitized text, gallery, genres, keywords and profiles', async () => {
    mockApi({ [`GET /article/${ARTICLE_ID}`]: { body: buildArticle() } });
    renderApp(`/en/article/${ARTICLE_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lúky Festival announces its lineup' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByTestId('hero-image')).toBeInTheDocument();
    expect(screen.getByTestId('article-author')).toHaveAttribute('href', '/en/kulturne-noviny');
    expect(screen.getByText('May 2, 2030')).toBeInTheDocument();
    const text = screen.getByTestId('article-text');
    expect(text.querySelector('em')).toHaveTextContent('two stages');
    expect(text.querySelector('script')).toBeNull();
    expect(within(text).getByRole('link', { name: 'Tickets' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    expect(screen.getByRole('img', { name: 'Main stage last year' })).toBeInTheDocument();
    // A picture without a caption still names its link.
    expect(screen.getByRole('link', { name: 'Picture 2 of 2' })).toHaveAttribute(
      'href',
      '/demo/images/article-2.svg',
    );
    expect(within(screen.getByTestId('genres')).getByText('Music festival')).toBeInTheDocument();
    expect(within(screen.getByTestId('keywords')).getByText('#trenčín')).toBeInTheDocument();
    // The profiles below the text are a chunk of their own: they may arrive a moment after the rest.
    expect(await screen.findByRole('link', { name: 'Mlýnská kola' })).toHaveAttribute(
      'href',
      '/en/mlynska-kola',
    );
    expect(screen.queryByRole('link', { name: 'Edit article' })).not.toBeInTheDocument();
  });

  it('shows genres in the page language and an edit link for the author', async () => {
    mockApi({ [`GET /article/${ARTICLE_ID}`]: { body: buildArticle({ IsAuthor: true, Status: 'DRAFT' }) } });
    renderApp(`/sk/article/${ARTICLE_ID}`);
    expect(await screen.findByText('Hudobný festival', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Koncept')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upraviť článok' })).toHaveAttribute(
      'href',
      `/sk/article/edit/${ARTICLE_ID}`,
    );
  });

  it('goes back to all articles when opened from a shared link', async () => {
    mockApi({ [`GET /article/${ARTICLE_ID}`]: { body: buildArticle() }, 'GET /article': { body: [] } });
    const { router } = renderApp(`/en/article/${ARTICLE_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/all-articles'));
  });

  it('goes back to the previous page when opened from a list', async () => {
    mockApi({
      'GET /article': {
        body: [articleItem({ Id: ARTICLE_ID, Title: 'Lúky Festival announces its lineup' })],
      },
      [`GET /article/${ARTICLE_ID}`]: { body: buildArticle() },
    });
    const { router } = renderApp('/en/all-articles');
    await userEvent.click(
      await screen.findByRole('link', { name: 'Lúky Festival announces its lineup' }, SLOW),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/all-articles'));
    expect(router.state.historyAction).toBe('POP');
  });

  it('shows a 404 page with a way home for an unknown article', async () => {
    mockApi();
    renderApp(`/en/article/${ARTICLE_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Article not found' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en/');
  });
});
