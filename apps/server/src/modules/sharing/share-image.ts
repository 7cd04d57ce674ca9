import sharp from 'sharp';

/** Spec 1 §5: the share image is 1200×630 (Open Graph's large card; chat apps crop other sizes badly). */
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

const JPEG = { quality: 82, mozjpeg: true } as const;
/** Pictures within 5 % of 1200:630 are cropped to fill; others are letterboxed on a blurred copy. */
const RATIO_TOLERANCE = 0.05;
/** SVG and huge uploads must not make one preview request expensive. */
const MAX_INPUT_PIXELS = 40_000_000;

/** The site's own card for pages without any picture: brand colours only, no text (no font dependency). */
const DEFAULT_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#1c1e4f"/><stop offset="1" stop-color="#6b2a86"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <rect x="520" y="235" width="160" height="160" rx="28" fill="none" stroke="#f6c744" stroke-width="14"/>
  <path d="M560 355v-80l40 45 40-45v80" fill="none" stroke="#f6c744" stroke-width="14" stroke-linejoin="round"/>
</svg>`;

let defaultImage: Promise<Buffer> | null = null;

/** The fallback card (rendered once per process). */
export function defaultShareImage(): Promise<Buffer> {
  defaultImage ??= sharp(Buffer.from(DEFAULT_SVG)).jpeg(JPEG).toBuffer();
  return defaultImage;
}

/**
 * A 1200×630 JPEG from any picture the product stores (JPEG, PNG, WebP or the demo's SVG). A wide picture
 * is cropped to fill; a square profile picture is shown whole, centred on a darkened, blurred copy of
 * itself, so faces and logos are never cut off. Metadata is stripped. Throws when the bytes are no image.
 */
export async function composeShareImage(source: Buffer): Promise<Buffer> {
  const input = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  // Rasterize once (SVG → pixels) so every later step works on the same bitmap.
  const raster = await sharp(source, input).rotate().png().toBuffer({ resolveWithObject: true });
  const { width, height } = raster.info;
  const ratio = width / height;
  const target = SHARE_WIDTH / SHARE_HEIGHT;
  if (Math.abs(ratio - target) / target <= RATIO_TOLERANCE) {
    return sharp(raster.data)
      .resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: 'cover' })
      .flatten({ background: '#000' })
      .jpeg(JPEG)
      .toBuffer();
  }
  const [background, foreground] = await Promise.all([
    sharp(raster.data)
      .resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: 'cover' })
      .flatten({ background: '#000' })
      .blur(28)
      .modulate({ brightness: 0.55 })
      .toBuffer(),
    sharp(raster.data)
      .resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: 'inside', withoutEnlargement: false })
      .png()
      .toBuffer({ resolveWithObject: true }),
  ]);
  return sharp(background)
    .composite([
      {
        input: foreground.data,
        left: Math.round((SHARE_WIDTH - foreground.info.width) / 2),
        top: Math.round((SHARE_HEIGHT - foreground.info.height) / 2),
      },
    ])
    .jpeg(JPEG)
    .toBuffer();
}
