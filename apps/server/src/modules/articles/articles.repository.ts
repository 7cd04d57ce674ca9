import { and, asc, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  type ArticleRow,
  type ArticleStatus,
  articleGenres,
  articleProfiles,
  articles,
  type NewArticle,
} from '../../db/schema/articles';
import { profiles } from '../../db/schema/profiles';

/** Card columns of an article list (no text), with the author and genre ids: one round trip per page. */
const cardColumns = {
  id: articles.id,
  title: articles.title,
  about: articles.about,
  profilePicture: articles.profilePicture,
  keywords: articles.keywords,
  publishedAt: articles.publishedAt,
  type: articles.type,
  status: articles.status,
  author: {
    id: profiles.id,
    type: profiles.type,
    profileName: profiles.profileName,
    profilePicture: profiles.profilePicture,
    nickname: profiles.nickname,
    role: profiles.role,
  },
  genreIds: sql<
    string[]
  >`coalesce((select array_agg(${articleGenres.genreId}::text order by ${articleGenres.genreId})
    from ${articleGenres} where ${articleGenres.articleId} = ${articles.id}), '{}')`,
};

async function listArticleCards(db: DbOrTx, where: SQL | undefined, limit: number, offset = 0) {
  return db
    .select(cardColumns)
    .from(articles)
    .innerJoin(profiles, eq(profiles.id, articles.authorProfileId))
    .where(where)
    .orderBy(desc(articles.publishedAt), asc(articles.id))
    .limit(limit)
    .offset(offset);
}
export type ArticleCardRow = Awaited<ReturnType<typeof listArticleCards>>[number];

const isPublishedArticle = eq(articles.status, 'PUBLISHED');

/**
 * Articles, newest first: published ones, plus drafts of the profiles in `draftsOf` (the viewer's own) when
 * asked for; `status` narrows to one status, `authorId` to one author. With `profileIds`, those about one
 * of the profiles (Article.Profiles) or written by one of them, so a blogger's page lists their own too.
 */
export async function listPublishedArticles(
  db: DbOrTx,
  query: {
    profileIds?: string[];
    authorId?: string;
    status?: ArticleStatus;
    draftsOf?: readonly string[];
    limit: number;
    offset: number;
  },
) {
  const drafts =
    query.draftsOf && query.draftsOf.length > 0
      ? and(eq(articles.status, 'DRAFT'), inArray(articles.authorProfileId, [...query.draftsOf]))
      : undefined;
  const visible =
    query.status === 'DRAFT'
      ? (drafts ?? sql`false`)
      : query.status === 'PUBLISHED' || !drafts
        ? isPublishedArticle
        : (or(isPublishedArticle, drafts) ?? isPublishedArticle);
  const conditions: SQL[] = [visible];
  if (query.authorId) conditions.push(eq(articles.authorProfileId, query.authorId));
  if (query.profileIds && query.profileIds.length > 0) {
    const about = db
      .select({ id: articleProfiles.articleId })
      .from(articleProfiles)
      .where(inArray(articleProfiles.profileId, query.profileIds));
    const filter = or(inArray(articles.id, about), inArray(articles.authorProfileId, query.profileIds));
    if (filter) conditions.push(filter);
  }
  return listArticleCards(db, and(...conditions), query.limit, query.offset);
}

function prepareByIds(db: Db) {
  return db
    .select(cardColumns)
    .from(articles)
    .innerJoin(profiles, eq(profiles.id, articles.authorProfileId))
    .where(and(isPublishedArticle, sql`${articles.id} = any(${sql.placeholder('ids')}::uuid[])`))
    .prepare('article_cards_by_ids');
}

/** The search's article reads of one database handle (one per app, made in the composition root). */
export function createArticleCardsRepository(db: Db) {
  let statement: ReturnType<typeof prepareByIds> | undefined;
  return {
    /** Published article cards in the order of `ids` (search results); the statement prepared on first use. */
    async byIds(ids: readonly string[]): Promise<ArticleCardRow[]> {
      if (ids.length === 0) return [];
      statement ??= prepareByIds(db);
      const rows = await statement.execute({ ids: [...ids] });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}
export type ArticleCardsRepository = ReturnType<typeof createArticleCardsRepository>;

/** The article with its author, genres and linked profiles. */
export async function findArticle(db: DbOrTx, id: string) {
  const row = await db.query.articles.findFirst({
    where: eq(articles.id, id),
    with: {
      author: true,
      genres: { with: { genre: true } },
      profiles: { with: { profile: true } },
    },
  });
  return row ?? null;
}
export type ArticleDetailRow = NonNullable<Awaited<ReturnType<typeof findArticle>>>;

// ——— Writes (the blogger's editor) ———

export async function insertArticle(tx: DbOrTx, values: NewArticle): Promise<ArticleRow> {
  const [row] = await tx.insert(articles).values(values).returning();
  if (!row) throw new Error('insertArticle: insert returned nothing');
  return row;
}

/** The article row locked for the rest of the transaction (gallery and status changes read, then write). */
export async function lockArticle(tx: DbOrTx, id: string): Promise<ArticleRow | null> {
  const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
  return row ?? null;
}

export async function findArticleRow(db: DbOrTx, id: string): Promise<ArticleRow | null> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  return row ?? null;
}

export async function updateArticle(
  tx: DbOrTx,
  id: string,
  values: Partial<NewArticle>,
): Promise<ArticleRow> {
  const [row] = await tx
    .update(articles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(articles.id, id))
    .returning();
  if (!row) throw new Error('updateArticle: no row');
  return row;
}

export async function replaceArticleGenres(tx: DbOrTx, articleId: string, genreIds: readonly string[]) {
  await tx.delete(articleGenres).where(eq(articleGenres.articleId, articleId));
  if (genreIds.length > 0)
    await tx.insert(articleGenres).values(genreIds.map((genreId) => ({ articleId, genreId })));
}

export async function replaceArticleProfiles(tx: DbOrTx, articleId: string, profileIds: readonly string[]) {
  await tx.delete(articleProfiles).where(eq(articleProfiles.articleId, articleId));
  if (profileIds.length > 0)
    await tx.insert(articleProfiles).values(profileIds.map((profileId) => ({ articleId, profileId })));
}

/** Which of `ids` name profiles an article may be about (any but a fan's visitor profile). */
export async function knownLinkableProfileIds(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(inArray(profiles.id, [...ids]), ne(profiles.type, 'VisitorProfile')));
  return new Set(rows.map((row) => row.id));
}

export async function isBloggerFlagged(db: DbOrTx, profileId: string): Promise<boolean> {
  const [row] = await db
    .select({ isBlogger: profiles.isBlogger })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  return row?.isBlogger ?? false;
}

export async function linkedProfileIds(db: DbOrTx, articleId: string): Promise<string[]> {
  const rows = await db
    .select({ id: articleProfiles.profileId })
    .from(articleProfiles)
    .where(eq(articleProfiles.articleId, articleId));
  return rows.map((row) => row.id);
}
