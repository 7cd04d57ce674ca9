import { IMAGE_UPLOAD } from '@marquee/contract';

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read.'));
    image.src = src;
  });
}

/** The natural size of an image file (for the ratio check of the plain upload). */
export async function imageSize(src: string): Promise<{ width: number; height: number }> {
  const image = await loadImage(src);
  return { width: image.naturalWidth, height: image.naturalHeight };
}

/** Cuts `area` out of the image into a JPEG no larger than the server keeps (1200 px, spec 1 §9). */
export async function cropToBlob(src: string, area: PixelArea): Promise<Blob> {
  const image = await loadImage(src);
  const scale = Math.min(1, IMAGE_UPLOAD.maxDimension / Math.max(area.width, area.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Crop failed'))), 'image/jpeg', 0.9),
  );
}
