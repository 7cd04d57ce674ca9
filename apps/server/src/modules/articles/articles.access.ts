import type { FastifyRequest } from 'fastify';
import type { ArticleRow } from '../../db/schema/articles';
import { requireActiveProfile, requireUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { requireProfileEditor } from '../profiles/profile-routing';
import { findArticleRow } from './articles.repository';

/*
 * Who may write: an editing claim (not StatisticsViewer) on the article's author profile. The order of
 * checks is the events' (access.ts there): 401 before anything is looked up, then 404, then 403.
 */

/** Throws UNAUTHORIZED, NOT_FOUND, FORBIDDEN (no editing claim on the author). */
export async function requireArticleEditor(request: FastifyRequest, id: string): Promise<ArticleRow> {
  await requireUser(request);
  const article = await findArticleRow(request.server.db, id);
  if (!article) throw new AppError('NOT_FOUND', 'No such article.');
  await requireProfileEditor(request, article.authorProfileId);
  return article;
}

/** The profile a new article is written as: the active one, with an editing claim. Throws UNAUTHORIZED, FORBIDDEN. */
export async function requireArticleAuthor(request: FastifyRequest): Promise<string> {
  const active = await requireActiveProfile(request);
  await requireProfileEditor(request, active.profileId);
  return active.profileId;
}
