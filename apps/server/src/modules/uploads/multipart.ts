import multipart from '@fastify/multipart';
import { IMAGE_UPLOAD } from '@marquee/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors';

/**
 * Adds the multipart parser to the calling plugin's scope only, so JSON routes elsewhere never accept
 * multipart bodies. The hard cap is the cropper's 4 MiB; the plain-upload 2 MiB limit is checked after.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: IMAGE_UPLOAD.cropperMaxBytes, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
  });
}

export interface UploadedFile {
  data: Buffer;
  /** `cropper` when the query string or a form field says so (spec: 4 MiB through the cropper). */
  source: 'upload' | 'cropper';
}

function fieldValue(field: unknown): string | undefined {
  const first = Array.isArray(field) ? field[0] : field;
  const value = (first as { value?: unknown } | undefined)?.value;
  return typeof value === 'string' ? value : undefined;
}

/**
 * Reads the single file of a multipart request into memory (at most 4 MiB).
 * Throws UNSUPPORTED_MEDIA_TYPE (not multipart), VALIDATION_FAILED (no file) or IMAGE_FILE_SIZE.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  querySource: 'upload' | 'cropper' | undefined,
): Promise<UploadedFile> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data.');
  }
  const file = await request.file();
  if (!file) throw new AppError('VALIDATION_FAILED', 'No file was sent.', { file: ['FIELD_REQUIRED'] });
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(
        'IMAGE_FILE_SIZE',
        `The image is larger than ${IMAGE_UPLOAD.cropperMaxBytes} bytes.`,
        {
          file: ['IMAGE_FILE_SIZE'],
        },
      );
    }
    throw error;
  }
  const source =
    querySource === 'cropper' || fieldValue(file.fields.source) === 'cropper' ? 'cropper' : 'upload';
  return { data, source };
}

export function maxBytesFor(source: UploadedFile['source']): number {
  return source === 'cropper' ? IMAGE_UPLOAD.cropperMaxBytes : IMAGE_UPLOAD.maxBytes;
}
