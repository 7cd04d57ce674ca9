import { z } from 'zod';

/**
 * Image uploads (spec 1 §5, spec 3 §5): jpg/jpeg/png only, recognised by content; 2 MiB through the plain
 * upload button and 4 MiB through the cropper (`source=cropper`); profile pictures 1:1 or 2:1; re-encoded
 * within 1200 px without metadata. The spec's general limit 2796202 bytes is 2 MiB as base64.
 */
export const IMAGE_UPLOAD = {
  maxBytes: 2 * 1024 * 1024,
  cropperMaxBytes: 4 * 1024 * 1024,
  /** Longest side after re-encoding (spec "compress bound 1200 px"). */
  maxDimension: 1200,
  formats: ['jpeg', 'png'] as const,
  /** Accepted width:height ratios of profile pictures. */
  profileRatios: [1, 2] as const,
  /** Relative tolerance on the ratio, so a 1000×985 photo still counts as square. */
  ratioTolerance: 0.03,
} as const;

export const UPLOAD_SOURCES = ['upload', 'cropper'] as const;
export const ImageUploadQuerySchema = z.object({
  source: z.enum(UPLOAD_SOURCES).default('upload').describe('cropper allows 4 MiB instead of 2 MiB'),
});

export const ImageUploadResponseSchema = z.object({
  /** Site-relative URL of the stored image (`/uploads/images/…`), cached for a year. */
  Url: z.string(),
  Width: z.number().int(),
  Height: z.number().int(),
  Format: z.enum(IMAGE_UPLOAD.formats),
  Bytes: z.number().int(),
});
export type ImageUploadResponse = z.infer<typeof ImageUploadResponseSchema>;

/** Whether width:height is one of `ratios` within the tolerance. */
export function matchesImageRatio(
  width: number,
  height: number,
  ratios: readonly number[] = IMAGE_UPLOAD.profileRatios,
  tolerance: number = IMAGE_UPLOAD.ratioTolerance,
): boolean {
  if (width <= 0 || height <= 0) return false;
  const ratio = width / height;
  return ratios.some((wanted) => Math.abs(ratio - wanted) / wanted <= tolerance);
}

/** Uploaded files are served from this prefix; profile and content pictures must point into it. */
export const UPLOADS_URL_PREFIX = '/uploads/';
const UPLOAD_URL = /^\/uploads\/images\/[a-f0-9]{2}\/[a-f0-9]{64}\.(?:jpg|png)$/;
/** Demo data pictures are rendered by the server at /demo/images/<slug>.svg. */
const DEMO_URL = /^\/demo\/images\/[a-z0-9-]+\.svg$/;

/** Whether a picture URL may be stored on a profile: one of our uploads (or a demo picture). */
export function isStoredImageUrl(url: string): boolean {
  return UPLOAD_URL.test(url) || DEMO_URL.test(url);
}
