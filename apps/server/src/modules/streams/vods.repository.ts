import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type VodRow, vods } from '../../db/schema/streams';

/** Recordings of uploads (issue 20): made once the whole file arrived and proved a video. */
export async function insertProcessingVod(
  db: DbOrTx,
  values: {
    id: string;
    streamId: string;
    name: string;
    guid: string;
    durationSeconds: number;
    fileSize: number;
  },
): Promise<VodRow | null> {
  const [row] = await db
    .insert(vods)
    .values({
      id: values.id,
      streamId: values.streamId,
      name: values.name,
      type: 'Upload',
      startTime: new Date(),
      durationSeconds: values.durationSeconds,
      fileSize: values.fileSize,
      filePath: `media:vod/${values.id}/index.m3u8`,
      state: 'PROCESSING',
      progress: 0,
      uploadGuid: values.guid,
    })
    .onConflictDoNothing({ target: vods.uploadGuid })
    .returning();
  return row ?? null;
}

export async function vodByGuid(db: DbOrTx, guid: string) {
  const [row] = await db.select().from(vods).where(eq(vods.uploadGuid, guid)).limit(1);
  return row ?? null;
}

export async function vodOfStream(db: DbOrTx, streamId: string, vodId: string) {
  const [row] = await db
    .select()
    .from(vods)
    .where(and(eq(vods.id, vodId), eq(vods.streamId, streamId)))
    .limit(1);
  return row ?? null;
}

export async function vodsOfStream(db: DbOrTx, streamId: string): Promise<VodRow[]> {
  return db.select().from(vods).where(eq(vods.streamId, streamId)).orderBy(vods.startTime, vods.id);
}

/** Progress of a PROCESSING recording; a READY/FAILED (or deleted) one is left as it is. */
export async function setVodProgress(db: DbOrTx, vodId: string, progress: number): Promise<void> {
  await db
    .update(vods)
    .set({ progress })
    .where(and(eq(vods.id, vodId), eq(vods.state, 'PROCESSING')));
}

/** READY or FAILED; false when the recording was deleted meanwhile (its files are then the caller's). */
export async function finishVod(
  db: DbOrTx,
  vodId: string,
  outcome: { state: 'READY'; durationSeconds: number } | { state: 'FAILED'; reason: string },
): Promise<boolean> {
  const rows = await db
    .update(vods)
    .set(
      outcome.state === 'READY'
        ? { state: 'READY', progress: 100, durationSeconds: outcome.durationSeconds, failureReason: null }
        : { state: 'FAILED', failureReason: outcome.reason.slice(0, 500) },
    )
    .where(eq(vods.id, vodId))
    .returning({ id: vods.id });
  return rows.length === 1;
}

export async function deleteVod(db: DbOrTx, streamId: string, vodId: string): Promise<boolean> {
  const rows = await db
    .delete(vods)
    .where(and(eq(vods.id, vodId), eq(vods.streamId, streamId)))
    .returning({ id: vods.id });
  return rows.length === 1;
}
