import { type ImageKind, type ImageUploadResponse, ImageUploadResponseSchema } from '@marquee/contract';
import { apiRequest } from './client';

export type UploadSource = 'upload' | 'cropper';

/**
 * POST /uploads/image?source,kind (multipart, one file): a signed-in user's picture before (or without)
 * what it belongs to (profiles, events, galleries, merchandise); the answered Url is what ProfilePicture
 * accepts. 2 MiB, 4 MiB via the cropper; the server checks the ratio of `kind` (IMAGE_RULES: the same
 * table the croppers crop to).
 */
export function uploadImage(
  blob: Blob,
  source: UploadSource,
  name = 'picture.jpg',
  kind: ImageKind = 'profile',
): Promise<ImageUploadResponse> {
  const form = new FormData();
  form.append('source', source);
  form.append('file', blob, name);
  return apiRequest('/uploads/image', {
    method: 'POST',
    query: { source, kind },
    body: form,
    schema: ImageUploadResponseSchema,
  });
}
