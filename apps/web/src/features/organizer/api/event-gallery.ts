import { GalleryImageSchema } from '@marquee/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/client';

export type GalleryImage = z.infer<typeof GalleryImageSchema>;

/** POST /event/{id}/images/gallery: an uploaded image (its /uploads URL) with a caption. */
export function addGalleryImage(
  eventId: string,
  image: string,
  caption: string | null,
): Promise<GalleryImage> {
  return apiRequest(`/event/${encodeURIComponent(eventId)}/images/gallery`, {
    method: 'POST',
    body: { Image: image, Caption: caption },
    schema: GalleryImageSchema,
  });
}

/** DELETE /event/{id}/images/gallery/{imageId}. */
export function deleteGalleryImage(eventId: string, imageId: string): Promise<void> {
  return apiRequest(`/event/${encodeURIComponent(eventId)}/images/gallery/${encodeURIComponent(imageId)}`, {
    method: 'DELETE',
  });
}
