import {
  ARTICLE_LIMITS,
  type ArticleDetail,
  IMAGE_UPLOAD,
  isStoredImageUrl,
  type Language,
} from '@marquee/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { ArticleRow, ArticleStatus } from '../../db/schema/articles';
import { normalizeSearchText } from '../../db/schema/columns';
import type { GalleryItem } from '../../db/schema/documents';
import { AppError } from '../../plugins/errors';
import { existingGenreIds } from '../profiles/profiles.repository';
import { processImage } from '../uploads/image-pipeline';
import { storeImage } from '../uploads/storage';
import { type ArticleInput, prepareArticleFields, publishProblems } from './article-input';
import { presentArticleDetail, presentGallery } from './articles.presenter';
import * as repo from './articles.repository';

/** Base64 (optionally a data: URL) → bytes; anything else is not image data. */
function decodeImage(data: string): Buffer {
  const base64 = data.replace(/^data:image\/[a-z+]+;base64,/i, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64))
    throw new AppError('IMAGE_INVALID', 'Send the image as base64 JPEG or PNG.', { Image: ['INVALID_TYPE'] });
  return Buffer.from(base64, 'base64');
}

async function checkLinks(db: DbOrTx, prepared: ReturnType<typeof prepareArticleFields>, stored: string[]) {
  const { genreIds, profileIds } = prepared;
  if (genreIds && genreIds.length > 0) {
    const known = await existingGenreIds(db, genreIds);
    if (genreIds.some((id) => !known.has(id)))
      throw new AppError('VALIDATION_FAILED', 'Unknown genre.', { Categories: ['INVALID_VALUE'] });
  }
  if (profileIds && profileIds.length > 0) {
    const known = await repo.knownLinkableProfileIds(db, profileIds);
    // A profile linked before stays linkable (older data); new links name organizer-like profiles only.
    if (profileIds.some((id) => !known.has(id) && !stored.includes(id)))
      throw new AppError('VALIDATION_FAILED', 'Unknown profile.', { Profiles: ['INVALID_VALUE'] });
  }
}

/**
 * The blogger's writes (spec 3 §2–§5, §7): create a draft, save, publish or set as draft, gallery. Callers
 * have checked who may act (articles.access.ts); these decide the rules.
 */
export function createArticleWritesService(
  db: Db,
  options: { bloggerProfileIds: readonly string[]; dataDir: string; now?: () => Date },
) {
  const now = options.now ?? (() => new Date());

  async function view(id: string, language: Language): Promise<ArticleDetail> {
    const row = await repo.findArticle(db, id);
    if (!row) throw new AppError('NOT_FOUND', 'No such article.');
    return presentArticleDetail(row, { language, isAuthor: true });
  }

  async function applyLinks(tx: DbOrTx, id: string, prepared: ReturnType<typeof prepareArticleFields>) {
    if (prepared.genreIds) await repo.replaceArticleGenres(tx, id, prepared.genreIds);
    if (prepared.profileIds) await repo.replaceArticleProfiles(tx, id, prepared.profileIds);
  }

  return {
    /** Whether the profile may write articles: its flag, or the configured list (spec 3 §6). */
    async isBlogger(profileId: string): Promise<boolean> {
      if (options.bloggerProfileIds.includes(profileId.toLowerCase())) return true;
      return repo.isBloggerFlagged(db, profileId);
    },

    /**
     * POST /article: a draft by `authorProfileId` (a blogger: checked here, FORBIDDEN otherwise), dated
     * today unless a date is given. Throws FORBIDDEN, VALIDATION_FAILED.
     */
    async create(authorProfileId: string, input: ArticleInput, language: Language): Promise<ArticleDetail> {
      if (!(await this.isBlogger(authorProfileId)))
        throw new AppError('FORBIDDEN', 'Only blogger profiles write articles.');
      const at = now();
      const prepared = prepareArticleFields(input, null, at);
      const { values } = prepared;
      const id = await db.transaction(async (tx) => {
        await checkLinks(tx, prepared, []);
        const row = await repo.insertArticle(tx, {
          ...values,
          title: values.title ?? '',
          text: values.text ?? '',
          publishedAt: values.publishedAt ?? at,
          status: 'DRAFT',
          authorProfileId,
          searchText: normalizeSearchText(values.title, ...(values.keywords ?? [])),
        });
        await applyLinks(tx, row.id, prepared);
        return row.id;
      });
      return view(id, language);
    },

    /**
     * PUT /article/{id}[?newStatus]: saves the fields sent, then moves to `newStatus` when it differs
     * (publishing checks completeness); the status it already has just saves. Throws VALIDATION_FAILED
     * (with FieldErrors, also for an incomplete article being published).
     */
    async update(
      article: ArticleRow,
      input: ArticleInput,
      newStatus: ArticleStatus | undefined,
      language: Language,
    ): Promise<ArticleDetail> {
      const at = now();
      await db.transaction(async (tx) => {
        const current = (await repo.lockArticle(tx, article.id)) ?? article;
        const prepared = prepareArticleFields(input, current, at);
        await checkLinks(tx, prepared, await repo.linkedProfileIds(tx, current.id));
        const values = { ...prepared.values };
        if (values.title !== undefined || values.keywords !== undefined)
          values.searchText = normalizeSearchText(
            values.title ?? current.title,
            ...(values.keywords ?? current.keywords),
          );
        if (newStatus && newStatus !== current.status) values.status = newStatus;
        const target = { ...current, ...values } as ArticleRow;
        if (target.status === 'PUBLISHED') {
          // Publishing dates an undated article today; a published one must stay complete.
          if (!target.publishedAt) values.publishedAt = target.publishedAt = at;
          const problems = publishProblems(target, at);
          if (Object.keys(problems).length > 0)
            throw new AppError('VALIDATION_FAILED', 'The article is not complete.', problems);
        }
        if (Object.keys(values).length > 0) await repo.updateArticle(tx, current.id, values);
        await applyLinks(tx, current.id, prepared);
      });
      return view(article.id, language);
    },

    /**
     * PUT /article/{id}/gallery: stores the image (JPEG/PNG by content, 2 MiB, re-encoded) and appends it
     * with its caption; the same image again only changes its caption. Throws IMAGE_INVALID,
     * IMAGE_FILE_SIZE, VALIDATION_FAILED (full gallery).
     */
    async putGalleryImage(article: ArticleRow, image: string, caption: string | null | undefined) {
      const imageId = isStoredImageUrl(image)
        ? image
        : await storeImage(
            options.dataDir,
            await processImage(decodeImage(image), {
              maxBytes: IMAGE_UPLOAD.maxBytes,
              maxDimension: IMAGE_UPLOAD.maxDimension,
            }),
          );
      const text = caption?.trim() || undefined;
      const gallery = await db.transaction(async (tx) => {
        const current = (await repo.lockArticle(tx, article.id)) ?? article;
        const items: GalleryItem[] = [...current.gallery];
        const index = items.findIndex((item) => item.ImageId === imageId);
        const item: GalleryItem = text ? { ImageId: imageId, Caption: text } : { ImageId: imageId };
        if (index >= 0) items[index] = item;
        else if (items.length >= ARTICLE_LIMITS.galleryMax)
          throw new AppError('VALIDATION_FAILED', 'The gallery is full.', { Image: ['MAX_VALUE'] });
        else items.push(item);
        await repo.updateArticle(tx, current.id, { gallery: items });
        return items;
      });
      return presentGallery(gallery);
    },

    /** DELETE /article/{id}/gallery?imageId. Throws NOT_FOUND when the gallery has no such image. */
    async removeGalleryImage(article: ArticleRow, imageId: string) {
      await db.transaction(async (tx) => {
        const current = (await repo.lockArticle(tx, article.id)) ?? article;
        const items = current.gallery.filter((item) => item.ImageId !== imageId);
        if (items.length === current.gallery.length)
          throw new AppError('NOT_FOUND', 'No such gallery image.');
        await repo.updateArticle(tx, current.id, { gallery: items });
      });
    },
  };
}

export type ArticleWritesService = ReturnType<typeof createArticleWritesService>;
