import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type StreamSellingChannel, streams } from '../../db/schema/streams';
import type { TestApp } from '../../testing/app';

/** Test helpers of streams (issue 20). */

/** A stream carried by `eventId` (paid by default), ending `endInHours` from now. */
export async function buildStream(
  t: TestApp,
  values: {
    eventId: string;
    authorProfileId: string;
    sellingChannel?: StreamSellingChannel;
    endInHours?: number;
  },
) {
  const end = Date.now() + (values.endInHours ?? 2) * 3_600_000;
  const [row] = await t.app.db
    .insert(streams)
    .values({
      title: 'Test stream',
      beginAt: new Date(end - 2 * 3_600_000),
      endAt: new Date(end),
      timeZone: 'Europe/Bratislava',
      status: 'PUBLISHED',
      sellingChannel: values.sellingChannel ?? 'Paid',
      eventId: values.eventId,
      authorProfileId: values.authorProfileId,
    })
    .returning();
  if (!row) throw new Error('stream');
  return row;
}

/** A one-second 160×120 test-pattern mp4 with a tone, made by ffmpeg (cached per process). */
let clip: Buffer | null = null;
export function tinyClip(): Buffer {
  if (clip) return clip;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-clip-')), 'clip.mp4');
  execFileSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=160x120:rate=15:duration=1',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=1',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      file,
    ],
    { stdio: 'ignore' },
  );
  clip = fs.readFileSync(file);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return clip;
}

/** A multipart body with one file part (optionally cut off before its end, as a dropped upload is). */
export function multipartBody(
  field: string,
  fileName: string,
  data: Buffer,
  options: { cut?: boolean } = {},
) {
  const boundary = `----marquee${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const payload = options.cut
    ? Buffer.concat([head, data.subarray(0, Math.floor(data.length / 2))])
    : Buffer.concat([head, data, tail]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
