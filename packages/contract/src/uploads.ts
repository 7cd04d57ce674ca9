import { z } from 'zod';

/**
 * Image uploads (spec 1 §5, spec 3 §5): jpg/jpeg/png only, recognised by content; 2 MiB through the plain
 * upload button and 4 MiB through the cropper (`source=cropper`); the ratio by what the image is for
 * (IMAGE_RULES below); re-encoded within 1200 px without metadata. The spec's general limit 2796202 bytes is 2 MiB as base64.
 */
export const IMAGE_UPLOAD = {
  maxBytes: 2 * 1024 * 1024,
  cropperMaxBytes: 4 * 1024 * 1024,
  /** Longest side after re-encoding (spec "compress bound 1200 px"). */
  maxDimension: 1200,
  formats: ['jpeg', 'png'] as const,
  /** Accepted width:height ratios of profile pictures (IMAGE_RULES.profile). */
  profileRatios: [1, 2] as const,
  /** Relative tolerance on the ratio, so a 1000×985 photo still counts as square. */
  ratioTolerance: 0.03,
} as const;

/**
 * What an uploaded image is for, and the ratio rule of each kind: the one table the web croppers crop to
 * and the server checks (spec 1 §5, spec 3 §5). `ratios` are the accepted width:height values (null: any);
 * `cropAspect` is the cropper's frame (null: no cropper, the picture is taken as it is).
 */
export const IMAGE_KINDS = ['profile', 'event', 'share', 'spot', 'article', 'gallery'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];
export interface ImageKindRule {
  ratios: readonly number[] | null;
  cropAspect: number | null;
}
export const IMAGE_RULES: Record<ImageKind, ImageKindRule> = {
  /** Profile pictures (sign-up, profiles, merchandise items): "ratios 1:1 or 2:1", cropped square. */
  profile: { ratios: [1, 2], cropAspect: 1 },
  /** An event's own picture: the general image rule "ratios 1:1 or 2:1" (spec 3 §5), cropped square. */
  event: { ratios: [1, 2], cropAspect: 1 },
  /** The share (Open Graph) image: "share image 1200x630", 1.905:1 — neither 1:1 nor 2:1. */
  share: { ratios: [1200 / 630], cropAspect: 1200 / 630 },
  /** A spot (home page promotion) image: "spot image 1200x600". */
  spot: { ratios: [2], cropAspect: 2 },
  /** An article picture: "crop ratio 2" (spec 3 §5 Article). */
  article: { ratios: [2], cropAspect: 2 },
  /** Gallery images (event, article): the spec sets no ratio; they are shown fitted. */
  gallery: { ratios: null, cropAspect: null },
};

export const UPLOAD_SOURCES = ['upload', 'cropper'] as const;
export const ImageUploadQuerySchema = z.object({
  source: z.enum(UPLOAD_SOURCES).default('upload').describe('cropper allows 4 MiB instead of 2 MiB'),
  kind: z
    .enum(IMAGE_KINDS)
    .default('profile')
    .describe('what the image is for; decides the accepted ratio (IMAGE_RULES)'),
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

/** Whether an image of this size is accepted for `kind` (the server's check, the cropper's "use as it is"). */
export function fitsImageKind(width: number, height: number, kind: ImageKind): boolean {
  const { ratios } = IMAGE_RULES[kind];
  return ratios === null ? width > 0 && height > 0 : matchesImageRatio(width, height, ratios);
}
