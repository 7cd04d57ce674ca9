import { IMAGE_RULES, IMAGE_UPLOAD, type ImageKind, type ImageUploadResponse } from '@marquee/contract';
import { type ImageRules, processImage } from './image-pipeline';
import { maxBytesFor, type UploadedFile } from './multipart';
import { storeImage } from './storage';

/** The checks of an image of `kind` (the contract's IMAGE_RULES, shared with the web croppers), within 1200 px. */
export function imageRulesOf(kind: ImageKind, source: UploadedFile['source']): ImageRules {
  return {
    maxBytes: maxBytesFor(source),
    ratios: IMAGE_RULES[kind].ratios ?? undefined,
    ratioTolerance: IMAGE_UPLOAD.ratioTolerance,
    maxDimension: IMAGE_UPLOAD.maxDimension,
  };
}

/** Rules of profile pictures and the sign-up cropper (spec 1 §5): 1:1 or 2:1, within 1200 px. */
export function profilePictureRules(source: UploadedFile['source']): ImageRules {
  return imageRulesOf('profile', source);
}

/**
 * Validates, re-encodes and stores an uploaded image; answers where it is served.
 * Throws IMAGE_FILE_SIZE, IMAGE_INVALID or IMAGE_RATIO.
 */
export async function saveImage(
  dataDir: string,
  file: UploadedFile,
  rules: ImageRules = profilePictureRules(file.source),
): Promise<ImageUploadResponse> {
  const image = await processImage(file.data, rules);
  const url = await storeImage(dataDir, image);
  return {
    Url: url,
    Width: image.width,
    Height: image.height,
    Format: image.format,
    Bytes: image.data.length,
  };
}
