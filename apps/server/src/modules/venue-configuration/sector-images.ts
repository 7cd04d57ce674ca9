import { IMAGE_UPLOAD, isStoredImageUrl } from '@marquee/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { processImage } from '../uploads/image-pipeline';
import { storeImage } from '../uploads/storage';
import {
  deleteSectorCover,
  deleteSectorImage,
  galleryStats,
  insertSectorImage,
  listSectorImages,
} from './sector-images.repository';

export const MAX_SECTOR_GALLERY = 20;

/** Base64 (optionally a data: URL) → bytes; anything else is not image data. */
function decode(data: string): Buffer {
  const base64 = data.replace(/^data:image\/[a-z+]+;base64,/i, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64))
    throw new AppError('VALIDATION_FAILED', 'Send the image as base64.', { Data: ['INVALID_VALUE'] });
  return Buffer.from(base64, 'base64');
}

/** The sector's cover and gallery as the editor and the read side show them. */
export async function sectorImagesOf(db: Db, sectorId: string) {
  const rows = await listSectorImages(db, sectorId);
  return {
    Cover: rows.find((row) => row.isCover)?.imageUrl ?? null,
    Gallery: rows.filter((row) => !row.isCover).map((row) => ({ Id: row.id, ImageId: row.imageUrl })),
  };
}

/**
 * Stores a sector picture: base64 data goes through the upload pipeline (JPEG/PNG by content, 2 MiB,
 * re-encoded within 1200 px without metadata); an image already uploaded may be named by its URL. A new
 * cover replaces the old one. Throws IMAGE_*, VALIDATION_FAILED.
 */
export async function addSectorImage(
  db: Db,
  dataDir: string,
  sectorId: string,
  data: string,
  isCover: boolean,
) {
  const url = isStoredImageUrl(data)
    ? data
    : await storeImage(
        dataDir,
        await processImage(decode(data), {
          maxBytes: IMAGE_UPLOAD.maxBytes,
          maxDimension: IMAGE_UPLOAD.maxDimension,
        }),
      );
  await db.transaction(async (tx) => {
    if (isCover) await deleteSectorCover(tx, sectorId);
    else {
      const stats = await galleryStats(tx, sectorId);
      if ((stats?.count ?? 0) >= MAX_SECTOR_GALLERY)
        throw new AppError('VALIDATION_FAILED', 'The sector gallery is full.', { Data: ['MAX_VALUE'] });
      await insertSectorImage(tx, { sectorId, imageUrl: url, sortOrder: (stats?.last ?? -1) + 1 });
      return;
    }
    await insertSectorImage(tx, { sectorId, imageUrl: url, isCover: true });
  });
  return sectorImagesOf(db, sectorId);
}

export async function removeSectorImage(db: Db, sectorId: string, imageId: string) {
  if (!(await deleteSectorImage(db, sectorId, imageId))) throw new AppError('NOT_FOUND', 'No such picture.');
}
