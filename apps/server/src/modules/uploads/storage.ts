import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ProcessedImage } from './image-pipeline';

export const UPLOADS_DIRNAME = 'uploads';

export function uploadsRoot(dataDir: string): string {
  return path.join(dataDir, UPLOADS_DIRNAME);
}

/**
 * Stores a processed image under DATA_DIR/uploads/images/<2 hex>/<sha256>.<ext> and answers its URL.
 * Content-addressed names make the files immutable (served with a one-year cache) and deduplicate
 * re-uploads; the write goes to a temp file first so a reader never sees half an image.
 */
export async function storeImage(dataDir: string, image: ProcessedImage): Promise<string> {
  const hash = createHash('sha256').update(image.data).digest('hex');
  const ext = image.format === 'jpeg' ? 'jpg' : 'png';
  const relative = path.posix.join('images', hash.slice(0, 2), `${hash}.${ext}`);
  const target = path.join(uploadsRoot(dataDir), ...relative.split('/'));
  await fs.mkdir(path.dirname(target), { recursive: true });
  try {
    await fs.access(target);
  } catch {
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(temp, image.data, { mode: 0o644 });
    await fs.rename(temp, target);
  }
  return `/${UPLOADS_DIRNAME}/${relative}`;
}
