import type { ArticleDetail, UserInfo } from '@marquee/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { articleItem, profileRef } from '../../../components/listings/test-fixtures';
import { type ApiHandler, buildUser, IDS, mockApi, storeSignIn } from '../../../test/api';
import { renderApp } from '../../../test/render';
import { writeLocalDraft } from '../model/local-draft';

const LOAD = { timeout: 15_000 };
vi.setConfig({ testTimeout: 40_000 });
const ARTICLE_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaab';

function blogger(isBlogger = true): UserInfo {
  const user = buildUser();
  return { ...user, Profile: user.Profile && { ...user.Profile, IsBlogger: isBlogger } };
}

function article(overrides: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    ...articleItem({ Id: ARTICLE_ID, Title: 'Stored title' }),
    Author: profileRef({ Id: IDS.visitor, ProfileName: 'Fan Name' }),
    ProfilePicture: '/demo/images/article-1.svg',
    Text: '<p>Stored text</p>',
    Status: 'DRAFT',
    Categories: [],
    Profiles: [],
    Gallery: [],
    EmbeddedCodes: [],
    IsAuthor: true,
    ...overrides,
  };
}

function setup(user: UserInfo, routes: Record<string, ApiHandler> = {}) {
  storeSignIn(user);
  return mockApi({ 'GET /account/userinfo': { body: user }, 'GET /category': { body: [] }, ...routes });
}

afterEach(() => localStorage.clear());

describe('article editor and list (issue 21)', () => {
  it('sends a profile that is no blogger from article-create to the dashboard', async () => {
    setup(blogger(false));
    const { router } = renderApp('/en/article/new');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/dashboard'), LOAD);
  });

  it('keeps the extras step closed until the article exists, and checks the required fields first', async () => {
    const api = setup(blogger());
    renderApp('/en/article/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Write an article' }, LOAD)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Gallery and others' })).toBeDisabled();
    await userEvent.click(screen.getByTestId('article-save-draft'));
    await waitFor(() => expect(screen.getByTestId('article-title')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(screen.getByTestId('article-picture')).getByRole('alert')).toHaveTextContent(
      'This field is required.',
    );
    expect(api.callsTo('POST', '/article')).toHaveLength(0);
  });

  it('restores unsaved text kept on this device, with a notice; a non-author sees why not', async () => {
    writeLocalDraft(ARTICLE_ID, { title: 'Unsaved title', html: '<p>Unsaved text</p>', date: '' });
    setup(blogger(), { [`GET /article/${ARTICLE_ID}`]: { body: article() } });
    renderApp(`/en/article/edit/${ARTICLE_ID}?section=extras`);
    expect(await screen.findByTestId('article-extras', {}, LOAD)).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Basic info' }));
    // The tab follows the URL (?section): wait for the navigation to show the basics panel.
    await waitFor(() => expect(screen.getByTestId('article-restored')).toBeVisible());
    expect(screen.getByTestId('article-title')).toHaveValue('Unsaved title');
    await userEvent.click(screen.getByRole('button', { name: 'Discard it' }));
    expect(screen.getByTestId('article-title')).toHaveValue('Stored title');
    expect(localStorage.getItem(`marquee.articleDraft.${ARTICLE_ID}`)).toBeNull();
  });

  it('answers a foreign article with an explanation instead of the form', async () => {
    setup(blogger(), {
      [`GET /article/${ARTICLE_ID}`]: { body: article({ IsAuthor: false, Status: 'PUBLISHED' }) },
    });
    renderApp(`/en/article/edit/${ARTICLE_ID}`);
    expect(await screen.findByTestId('article-forbidden', {}, LOAD)).toBeVisible();
  });

  it('lists the author’s articles with a status filter', async () => {
    const api = setup(blogger(), {
      'GET /article': (call) => ({
        body:
          call.query.get('status') === 'DRAFT'
            ? [{ ...articleItem({ Id: ARTICLE_ID, Title: 'A draft' }), Status: 'DRAFT' }]
            : [{ ...articleItem({ Title: 'Out now' }), Status: 'PUBLISHED' }],
      }),
    });
    renderApp('/en/dashboard/articles');
    const table = await screen.findByTestId('my-articles', {}, LOAD);
    expect(within(table).getByRole('link', { name: 'Out now' })).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Drafts' }));
    expect(await screen.findByRole('link', { name: 'A draft' })).toHaveAttribute(
      'href',
      `/en/article/edit/${ARTICLE_ID}`,
    );
    expect(api.callsTo('GET', '/article').at(-1)?.query.get('authorId')).toBe(IDS.visitor);
  });
});
