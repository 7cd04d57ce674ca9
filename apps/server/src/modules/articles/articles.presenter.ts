import type { ArticleDetail, ArticleListItem, Language } from '@marquee/contract';
import type { GalleryItem } from '../../db/schema/documents';
import { presentEmbeds, safeRichText } from '../events/html';
import { presentCategory, presentProfileRef } from '../profiles/profiles.presenter';
import type { ArticleCardRow, ArticleDetailRow } from './articles.repository';

export function presentArticleListItem(row: ArticleCardRow): ArticleListItem {
  return {
    Id: row.id,
    Title: row.title,
    About: row.about,
    ProfilePicture: row.profilePicture,
    Keywords: row.keywords,
    Categories: row.genreIds ?? [],
    PublishedDate: row.publishedAt?.toISOString() ?? null,
    Type: row.type,
    Author: presentProfileRef(row.author),
    Status: row.status,
  };
}

/** Same rule as the demo image route (plugins/demo-images.ts). */
const DEMO_SLUG = /^[a-z0-9][a-z0-9-]{0,120}$/;

/**
 * Where a gallery image is served: uploads store URLs (/uploads/…) as the ImageId; the demo data stores
 * slugs of generated pictures (/demo/images/<slug>.svg).
 */
export function galleryImageUrl(imageId: string): string {
  if (imageId.startsWith('/') || /^https?:\/\//i.test(imageId)) return imageId;
  return DEMO_SLUG.test(imageId) ? `/demo/images/${imageId}.svg` : `/uploads/${encodeURIComponent(imageId)}`;
}

export function presentGallery(items: readonly GalleryItem[]) {
  return items.map((item) => ({
    ImageId: item.ImageId,
    Caption: item.Caption ?? null,
    Url: galleryImageUrl(item.ImageId),
  }));
}

export function presentArticleDetail(
  row: ArticleDetailRow,
  context: { language: Language; isAuthor: boolean },
): ArticleDetail {
  return {
    Id: row.id,
    Title: row.title,
    About: row.about,
    ProfilePicture: row.profilePicture,
    Keywords: row.keywords,
    PublishedDate: row.publishedAt?.toISOString() ?? null,
    Type: row.type,
    Author: presentProfileRef(row.author),
    Text: safeRichText(row.text),
    Status: row.status,
    Categories: row.genres.map((link) => presentCategory(link.genre, context.language)),
    Profiles: row.profiles.map((link) => presentProfileRef(link.profile)),
    Gallery: presentGallery(row.gallery),
    EmbeddedCodes: presentEmbeds(row.id, row.embeddedCodes, context.isAuthor),
    IsAuthor: context.isAuthor,
  };
}
