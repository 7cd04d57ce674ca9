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
  kind: string;
  link: string;
  createdAt: string;
}

/** A mail its caller rendered itself (e.g. the ticket confirmation with PDF and .ics attachments). */
export interface PreparedMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  /** Renders and sends one mail; rejects when the SMTP server refuses it (callers decide what that means). */
  send(mail: OutgoingMail): Promise<void>;
  /** Sends a mail rendered elsewhere, through the same transport and outbox. */
  sendMessage(mail: PreparedMail): Promise<void>;
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
    const deliver = async (mail: PreparedMail) => {
      const { kind, link: _link, ...message } = mail;
      const info = await transport.sendMail({ from, ...message });
      log.info({ kind, messageId: info.messageId }, 'mail sent');
    };
    return {
      outboxDir: null,
      send: (mail) => deliver(prepare(mail)),
      sendMessage: deliver,
      close: () => transport.close(),
    };
  }
  const outboxDir = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const deliver = async (mail: PreparedMail) => {
    const { kind: _kind, link: _link, ...message } = mail;
    const info = await transport.sendMail({ from, ...message });
    // 20261121T093526308Z: sortable, and the random tail keeps two mails in one millisecond apart.
    const stamp = new Date().toISOString().replace(/[-:.]/g, '');
    const name = `${stamp}-${mail.kind}-${randomBytes(4).toString('hex')}.eml`;
    await fs.mkdir(outboxDir, { recursive: true });
    await fs.writeFile(path.join(outboxDir, name), info.message as Buffer);
    // A sidecar with the decoded essentials, so the dev outbox page needs no MIME parser.
    const summary: OutboxSummary = {
      to: mail.to,
      subject: mail.subject,
      kind: mail.kind as MailKind,
      link: mail.link,
      createdAt: new Date().toISOString(),
    };
    await fs.writeFile(path.join(outboxDir, `${name}.json`), JSON.stringify(summary));
    log.info({ kind: mail.kind, file: name }, 'mail written to the outbox');
  };
  return {
    outboxDir,
    send: (mail) => deliver(prepare(mail)),
    sendMessage: deliver,
    close: () => transport.close(),
  };
}

function prepare(mail: OutgoingMail): PreparedMail {
  return {
    kind: mail.kind,
    to: mail.to,
    link: mail.vars.link,
    ...renderMail(mail.kind, mail.language, mail.vars),
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
