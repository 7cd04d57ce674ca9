import {
  type ArticleDetail,
  type ArticleListItem,
  type ArticlesQuery,
  isPublished,
  type Language,
} from '@marquee/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import type { Viewer } from '../events/viewer';
import { presentArticleDetail, presentArticleListItem } from './articles.presenter';
import { findArticle, listPublishedArticles } from './articles.repository';

/** Article reads for the public; drafts only for holders of a claim on the author profile. */
export function createArticlesService(db: Db) {
  return {
    /**
     * Published articles, newest first (optionally about/by profiles, by one author, of one status). A
     * viewer's own drafts come with `authorId` of a profile they hold a claim on (the blogger's dashboard);
     * nobody else's drafts are ever listed. Throws nothing.
     */
    async list(query: ArticlesQuery, viewer: Viewer): Promise<ArticleListItem[]> {
      const ownAuthor = query.authorId !== undefined && viewer.claimedProfileIds.has(query.authorId);
      const rows = await listPublishedArticles(db, {
        profileIds: query.profiles,
        authorId: query.authorId,
        status: query.status,
        draftsOf: ownAuthor && query.authorId ? [query.authorId] : [],
        limit: query.perPage,
        offset: query.page * query.perPage,
      });
      return rows.map(presentArticleListItem);
    },

    /** GET /article/{id}. Throws NOT_FOUND for unknown ids and for drafts the viewer didn't write. */
    async detail(id: string, viewer: Viewer, language: Language): Promise<ArticleDetail> {
      const row = await findArticle(db, id);
      const isAuthor = row ? viewer.claimedProfileIds.has(row.authorProfileId) : false;
      if (!row || (!isPublished(row.status) && !isAuthor))
        throw new AppError('NOT_FOUND', 'No such article.');
      return presentArticleDetail(row, { language, isAuthor });
    },
  };
}
