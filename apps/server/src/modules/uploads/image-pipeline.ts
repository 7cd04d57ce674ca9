import { IMAGE_UPLOAD, matchesImageRatio } from '@marquee/contract';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../plugins/errors';

export type ImageFormat = (typeof IMAGE_UPLOAD.formats)[number];

export interface ImageRules {
  maxBytes: number;
  /** Accepted width:height ratios (after EXIF orientation); undefined = any. */
  ratios?: readonly number[];
  ratioTolerance?: number;
  /** Longest side of the stored image. */
  maxDimension?: number;
}

export interface ProcessedImage {
  data: Buffer;
  format: ImageFormat;
  width: number;
  height: number;
}

/** 40 MP: far above any camera photo a cropper sends, far below a decompression bomb. */
const MAX_INPUT_PIXELS = 40_000_000;
const PROCESS_TIMEOUT_SECONDS = 15;

/**
 * The format by magic bytes. Only JPEG and PNG are accepted (spec 1 §5), whatever the file is called: sharp
 * could also open SVG, GIF, TIFF or WebP, so the signature is checked before sharp parses anything.
 */
export function sniffImageFormat(data: Buffer): ImageFormat | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= png.length && png.every((byte, i) => data[i] === byte)) return 'png';
  return null;
}

function invalid(reason: string): AppError {
  return new AppError('IMAGE_INVALID', `The file is not a valid JPEG or PNG image (${reason}).`, {
    file: ['INVALID_TYPE'],
  });
}

/**
 * Checks and re-encodes an uploaded image: size, real format (content, not extension), ratio; then
 * auto-orients, fits it within `maxDimension` and re-encodes it in its own format. sharp writes no
 * metadata unless asked, so EXIF (GPS, camera serials) and ICC/XMP blocks are dropped.
 * Throws IMAGE_FILE_SIZE, IMAGE_INVALID or IMAGE_RATIO.
 */
export async function processImage(input: Buffer, rules: ImageRules): Promise<ProcessedImage> {
  if (input.length > rules.maxBytes) {
    throw new AppError('IMAGE_FILE_SIZE', `The image is larger than ${rules.maxBytes} bytes.`, {
      file: ['IMAGE_FILE_SIZE'],
    });
  }
  const sniffed = sniffImageFormat(input);
  if (!sniffed) throw invalid('unknown signature');
  const options = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(input, options).metadata();
  } catch {
    throw invalid('unreadable');
  }
  if (metadata.format !== sniffed || !metadata.width || !metadata.height) throw invalid('format mismatch');
  // EXIF orientations 5–8 are rotated by 90°: the picture people see has width and height swapped.
  const swapped = (metadata.orientation ?? 1) >= 5;
  const width = swapped ? metadata.height : metadata.width;
  const height = swapped ? metadata.width : metadata.height;
  if (rules.ratios && !matchesImageRatio(width, height, rules.ratios, rules.ratioTolerance)) {
    throw new AppError(
      'IMAGE_RATIO',
      `The image is ${width}×${height}; expected a ratio of ${rules.ratios.map((r) => `${Number(r.toFixed(3))}:1`).join(' or ')}.`,
      { file: ['INVALID_VALUE'] },
    );
  }
  const bound = rules.maxDimension ?? IMAGE_UPLOAD.maxDimension;
  try {
    let pipeline = sharp(input, options)
      .timeout({ seconds: PROCESS_TIMEOUT_SECONDS })
      .rotate()
      .resize({ width: bound, height: bound, fit: 'inside', withoutEnlargement: true });
    pipeline =
      sniffed === 'jpeg'
        ? pipeline.jpeg({ quality: 82, mozjpeg: true })
        : pipeline.png({ compressionLevel: 9, adaptiveFiltering: true });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { data, format: sniffed, width: info.width, height: info.height };
  } catch {
    // A truncated or corrupt body passes the header checks but fails to decode.
    throw invalid('corrupt');
  }
}
