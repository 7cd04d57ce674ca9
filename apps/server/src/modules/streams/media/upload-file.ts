import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { AppError } from '../../../plugins/errors';

/**
 * The container signatures of video files, read from the first bytes (never the file name): ISO BMFF
 * (mp4/mov/m4v/3gp: "ftyp" at 4, or an old QuickTime atom), Matroska/WebM, AVI, FLV, MPEG-TS, MPEG-PS,
 * Ogg and ASF. ffprobe then has the last word (a real video stream inside).
 */
export function looksLikeVideo(head: Buffer): boolean {
  if (head.length < 12) return false;
  const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1');
  if (['ftyp', 'moov', 'mdat', 'free', 'wide', 'skip'].includes(ascii(4, 8))) return true;
  if (head.readUInt32BE(0) === 0x1a45dfa3) return true; // EBML: Matroska, WebM
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'AVI ') return true;
  if (ascii(0, 3) === 'FLV') return true;
  if (head[0] === 0x47 && (head.length < 189 || head[188] === 0x47)) return true; // MPEG-TS sync bytes
  if (head.readUInt32BE(0) === 0x000001ba) return true; // MPEG-PS pack header
  if (ascii(0, 4) === 'OggS') return true;
  if (head.readUInt32BE(0) === 0x3026b275) return true; // ASF/WMV
  return false;
}

/**
 * Streams the multipart file to `target` (never into memory), at most `maxBytes`. Whatever goes wrong — too
 * large, not a video by its first bytes, the client cutting the upload off half-way — the partial file is
 * removed, so no half-made recording is ever listed. Throws VOD.TOO_LARGE, VOD.NOT_A_VIDEO or
 * VOD.UPLOAD_INCOMPLETE. Answers the byte count.
 */
export async function receiveUpload(file: MultipartFile, target: string, maxBytes: number): Promise<number> {
  let bytes = 0;
  let head = Buffer.alloc(0);
  const sniff = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (head.length < 256) {
        head = Buffer.concat([head, chunk.subarray(0, 256 - head.length)]);
        if (head.length >= 256 && !looksLikeVideo(head)) {
          return done(
            new AppError('VOD.NOT_A_VIDEO', 'The file is not a video.', { video: ['VOD.NOT_A_VIDEO'] }),
          );
        }
      }
      if (bytes > maxBytes)
        return done(new AppError('VOD.TOO_LARGE', `The video is larger than ${maxBytes} bytes.`));
      done(null, chunk);
    },
  });
  const out = createWriteStream(target, { flags: 'wx' });
  try {
    await pipeline(file.file, sniff, out);
    if (file.file.truncated)
      throw new AppError('VOD.TOO_LARGE', `The video is larger than ${maxBytes} bytes.`);
    if (!looksLikeVideo(head)) {
      throw new AppError('VOD.NOT_A_VIDEO', 'The file is not a video.', { video: ['VOD.NOT_A_VIDEO'] });
    }
    return bytes;
  } catch (error) {
    // A cut-off upload can fail before the file was even opened: the stream's open then completes (creating
    // the file) and closes after the failure. Removing before that close left an empty file in tmp/.
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await fs.rm(target, { force: true });
    if (error instanceof AppError) throw error;
    throw new AppError('VOD.UPLOAD_INCOMPLETE', 'The upload ended before the whole file arrived.');
  }
}
