import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '@marquee/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import { type MailKind, type MailVars, renderMail } from './templates';

export interface OutgoingMail {
  kind: MailKind;
  to: string;
  language: Language;
  vars: MailVars;
}

export interface OutboxSummary {
  to: string;
  subject: string;
  kind: MailKind;
  link: string;
  createdAt: string;
}

export interface Mailer {
  /** Renders and sends one mail; rejects when the SMTP server refuses it (callers decide what that means). */
  send(mail: OutgoingMail): Promise<void>;
  /** Where .eml files go when SMTP_URL is unset; null with SMTP. */
  outboxDir: string | null;
  close(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Outbox file names: sortable by time, never user input (the dev page serves them by name). */
export const OUTBOX_FILE = /^[0-9]{8}T[0-9]{9}Z-[a-zA-Z]+-[0-9a-f]{8}\.eml$/;

/**
 * SMTP_URL set → nodemailer SMTP transport (pooled). Unset → each mail is written as an .eml file to
 * DATA_DIR/outbox, so development needs no mail server and the dev outbox page can show them.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const from = config.MAIL_FROM;
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      outboxDir: null,
      async send(mail) {
        const rendered = renderMail(mail.kind, mail.language, mail.vars);
        const info = await transport.sendMail({ from, to: mail.to, ...rendered });
        log.info({ kind: mail.kind, messageId: info.messageId }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const outboxDir = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir,
    async send(mail) {
      const rendered = renderMail(mail.kind, mail.language, mail.vars);
      const info = await transport.sendMail({ from, to: mail.to, ...rendered });
      // 20261121T093526308Z: sortable, and the random tail keeps two mails in one millisecond apart.
      const stamp = new Date().toISOString().replace(/[-:.]/g, '');
      const name = `${stamp}-${mail.kind}-${randomBytes(4).toString('hex')}.eml`;
      await fs.mkdir(outboxDir, { recursive: true });
      await fs.writeFile(path.join(outboxDir, name), info.message as Buffer);
      // A sidecar with the decoded essentials, so the dev outbox page needs no MIME parser.
      const summary: OutboxSummary = {
        to: mail.to,
        subject: rendered.subject,
        kind: mail.kind,
        link: mail.vars.link,
        createdAt: new Date().toISOString(),
      };
      await fs.writeFile(path.join(outboxDir, `${name}.json`), JSON.stringify(summary));
      log.info({ kind: mail.kind, file: name }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}

export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const mailer = createMailer(app.config, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'marquee-mail' },
);
