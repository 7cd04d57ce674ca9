import { type ArticleDetail, ArticleGalleryResponseSchema } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';

type Gallery = ArticleDetail['Gallery'];

/** PUT /article/{id}/gallery {Image, Caption}: base64 JPEG; answers the whole gallery. */
export function putGalleryImage(id: string, image: string, caption: string | null): Promise<Gallery> {
  return apiRequest(`/article/${encodeURIComponent(id)}/gallery`, {
    method: 'PUT',
    body: { Image: image, Caption: caption },
    schema: ArticleGalleryResponseSchema,
  });
}

/** DELETE /article/{id}/gallery?imageId. */
export function deleteGalleryImage(id: string, imageId: string): Promise<void> {
  return apiRequest(`/article/${encodeURIComponent(id)}/gallery`, { method: 'DELETE', query: { imageId } });
}
