import { ARTICLE_LIMITS, IMAGE_UPLOAD } from '@marquee/contract';

/**
 * A gallery image as the editor sends it (spec 3 §5 "gallery image quality 0.7"): decoded by the browser
 * (a file that is not an image fails here, before any upload), fitted within 1200 px and re-encoded as
 * JPEG at quality 0.7; answered as base64 without the data: prefix.
 */
export async function compressGalleryImage(file: Blob): Promise<string> {
  const url = URL.createObjectURL(file);
  try {
    const image = await new Promise<HTMLImageElement>((resolve, reject) => {
      const element = new Image();
      element.onload = () => resolve(element);
      element.onerror = () => reject(new Error('not an image'));
      element.src = url;
    });
    const scale = Math.min(1, IMAGE_UPLOAD.maxDimension / Math.max(image.naturalWidth, image.naturalHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const data = canvas.toDataURL('image/jpeg', ARTICLE_LIMITS.galleryQuality);
    return data.slice(data.indexOf(',') + 1);
  } finally {
    URL.revokeObjectURL(url);
  }
}
