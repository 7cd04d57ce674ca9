import { type ImageUploadResponse, ImageUploadResponseSchema } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';

/** POST /uploads/image?source: the item picture; the answered Url is what ProfilePicture takes. */
export function uploadPicture(
  blob: Blob,
  source: 'upload' | 'cropper',
  name = 'merch.jpg',
): Promise<ImageUploadResponse> {
  const form = new FormData();
  form.append('file', blob, name);
  return apiRequest('/uploads/image', {
    method: 'POST',
    query: { source },
    body: form,
    schema: ImageUploadResponseSchema,
  });
}
