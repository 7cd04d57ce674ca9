import { IMAGE_UPLOAD, type ImageUploadResponse } from '@marquee/contract';
import { type ImageRules, processImage } from './image-pipeline';
import { maxBytesFor, type UploadedFile } from './multipart';
import { storeImage } from './storage';

/** Rules of profile pictures and the sign-up cropper (spec 1 §5): 1:1 or 2:1, within 1200 px. */
export function profilePictureRules(source: UploadedFile['source']): ImageRules {
  return {
    maxBytes: maxBytesFor(source),
    ratios: IMAGE_UPLOAD.profileRatios,
    ratioTolerance: IMAGE_UPLOAD.ratioTolerance,
    maxDimension: IMAGE_UPLOAD.maxDimension,
  };
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
