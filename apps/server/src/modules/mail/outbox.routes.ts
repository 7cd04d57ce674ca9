import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/errors';
import { OUTBOX_FILE, type OutboxSummary } from './mailer';

const OutboxEntrySchema = z.object({
  File: z.string(),
  To: z.string(),
  Subject: z.string(),
  Kind: z.string(),
  Link: z.string(),
  CreatedAt: z.string(),
});
type OutboxEntry = z.infer<typeof OutboxEntrySchema>;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

async function readOutbox(dir: string): Promise<OutboxEntry[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const entries: OutboxEntry[] = [];
  for (const name of names
    .filter((n) => OUTBOX_FILE.test(n))
    .sort()
    .reverse()) {
    const summary = JSON.parse(
      await fs.readFile(path.join(dir, `${name}.json`), 'utf8').catch(() => '{}'),
    ) as Partial<OutboxSummary>;
    entries.push({
      File: name,
      To: summary.to ?? '',
      Subject: summary.subject ?? '',
      Kind: summary.kind ?? '',
      Link: summary.link ?? '',
      CreatedAt: summary.createdAt ?? '',
    });
  }
  return entries;
}

/**
 * Development only (never registered when NODE_ENV=production, nor with SMTP_URL): the mails written to
 * DATA_DIR/outbox, newest first — an HTML page for people, JSON for scripts (Accept: application/json).
 */
export async function outboxRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const dir = app.mailer.outboxDir;
  if (!dir || app.config.NODE_ENV === 'production') return;

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Development only: mails written to DATA_DIR/outbox (HTML, or JSON with Accept: application/json)',
        response: { 200: z.union([z.array(OutboxEntrySchema), z.string()]) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const entries = await readOutbox(dir);
      if (!(request.headers.accept ?? '').includes('text/html')) return entries;
      const rows = entries
        .map(
          (e) =>
            `<tr><td>${escapeHtml(e.CreatedAt)}</td><td>${escapeHtml(e.To)}</td><td><a href="outbox/${e.File}">${escapeHtml(e.Subject)}</a></td><td><a href="${escapeHtml(e.Link)}">open link</a></td></tr>`,
        )
        .join('\n');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html><head><meta charset="utf-8"><title>Marquee outbox</title></head><body style="font-family:sans-serif"><h1>Outbox (${entries.length})</h1><table cellpadding="6"><tr><th>Sent</th><th>To</th><th>Subject (.eml)</th><th>Link</th></tr>${rows}</table></body></html>`,
        );
    },
  );

  app.get(
    '/dev/outbox/:file',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development only: one raw .eml from the outbox',
        params: z.object({ file: z.string() }),
      },
    },
    async (request, reply) => {
      // The pattern admits only our own generated names: no path traversal.
      if (!OUTBOX_FILE.test(request.params.file)) throw new AppError('NOT_FOUND', 'No such mail.');
      const content = await fs.readFile(path.join(dir, request.params.file)).catch(() => null);
      if (!content) throw new AppError('NOT_FOUND', 'No such mail.');
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(content);
    },
  );
}
