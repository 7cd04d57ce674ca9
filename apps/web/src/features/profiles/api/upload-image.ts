import { type ImageUploadResponse, ImageUploadResponseSchema } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';

export type UploadSource = 'upload' | 'cropper';

/**
 * POST /uploads/image?source (multipart, one file): a signed-in user's picture before (or without) the
 * profile it belongs to; the answered Url is what ProfilePicture accepts. 2 MiB, 4 MiB via the cropper.
 */
export function uploadImage(
  blob: Blob,
  source: UploadSource,
  name = 'picture.jpg',
): Promise<ImageUploadResponse> {
  const form = new FormData();
  form.append('source', source);
  form.append('file', blob, name);
  return apiRequest('/uploads/image', {
    method: 'POST',
    query: { source },
    body: form,
    schema: ImageUploadResponseSchema,
  });
}
