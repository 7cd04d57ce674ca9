import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { EventKeys } from '../checkin/signing';
import type { Mailer } from '../mail/mailer';
import * as orders from '../orders/orders.repository';
import { buildConfirmationMail } from './confirmation-mail';
import { buildRefundMail, type RefundNotice } from './refund-mail';

const MAX_ATTEMPTS = 8;
/**
 * How long a claim on an order's mail lasts. Longer than any send can take (nodemailer's SMTP socket
 * timeout is 10 min), so a live sender's claim never runs out under it; a process that dies mid-send leaves
 * its claim behind and the sweep sends that mail again once the claim has run out (at least once, never two
 * senders at a time).
 */
export const MAIL_CLAIM_SECONDS = 15 * 60;

/**
 * Confirmation mails leave after the payment's commit, in the background, so a slow SMTP server never
 * delays the gateway's answer. Sent state is recorded on the order (mail_sent_at); a failed send counts an
 * attempt and the sweep retries it (also after a restart), so no paid order's mail is lost.
 *
 * Several server processes share the database: the process that took the payment kicks the mail while
 * another process's sweep may pick the same order. Whoever sends first claims the order in the database
 * (orders.claimMail, one conditional UPDATE), so exactly one of them sends; `inFlight` only spares this
 * process a second round trip for a mail it is already sending.
 */
export function createMailQueue(deps: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The app's event keys (the tickets' QRs are signed with them). */
  keys: EventKeys;
}) {
  const { keys } = deps;
  const inFlight = new Set<string>();
  const idle = new Set<Promise<void>>();

  async function deliver(orderId: string) {
    if (inFlight.has(orderId)) return;
    inFlight.add(orderId);
    try {
      // Sent, not paid, or another sender (here or in another process) holds it: nothing to do. A failed
      // claim is not an attempt (and must not release somebody else's claim): the sweep tries again.
      const claimed = await orders.claimMail(deps.db, orderId, MAIL_CLAIM_SECONDS).catch((error: unknown) => {
        deps.log.error({ err: error, orderId }, 'ticket confirmation mail: claim failed');
        return false;
      });
      if (!claimed) return;
      const order = await orders.findOrder(deps.db, orderId);
      if (!order) return;
      const mail = await buildConfirmationMail(deps.db, order, deps.publicUrl, new Date(), keys);
      await deps.mailer.sendMessage(mail);
      await orders.markMail(deps.db, orderId, true);
      await orders.audit(deps.db, orderId, 'MAIL_SENT', { attachments: mail.attachments?.length ?? 0 });
    } catch (error) {
      deps.log.error({ err: error, orderId }, 'ticket confirmation mail failed');
      await orders.markMail(deps.db, orderId, false).catch(() => undefined);
      await orders.audit(deps.db, orderId, 'MAIL_FAILED', { message: String(error) }).catch(() => undefined);
    } finally {
      inFlight.delete(orderId);
    }
  }

  return {
    /** Sends soon, off the request's path. */
    kick(orderId: string) {
      const job = new Promise<void>((resolve) => setImmediate(resolve)).then(() => deliver(orderId));
      idle.add(job);
      void job.finally(() => idle.delete(job));
    },
    /**
     * The organizer's resend (issue 18): the tickets mail again, now, to `to` (the buyer's address or a
     * corrected one; the order keeps its own). Not claimed like the first mail: the organizer asked for a
     * second copy, and the route limits how often. A failure is audited; nobody retries it.
     */
    resend(orderId: string, to: string) {
      const job = (async () => {
        try {
          const order = await orders.findOrder(deps.db, orderId);
          if (!order) return;
          const mail = await buildConfirmationMail(deps.db, order, deps.publicUrl, new Date(), keys);
          await deps.mailer.sendMessage({ ...mail, to });
        } catch (error) {
          deps.log.error({ err: error, orderId }, 'resent ticket mail failed');
          await orders
            .audit(deps.db, orderId, 'MAIL_FAILED', { resend: true, message: String(error) })
            .catch(() => undefined);
        }
      })();
      idle.add(job);
      void job.finally(() => idle.delete(job));
    },
    /**
     * Tells the buyer the organizer cancelled (part of) the order (issue 18). Called after the refund's
     * commit, never inside it, and off the request's path: a failed send is audited (MAIL_FAILED, kind
     * refund) and never fails or retries the refund.
     */
    refunded(orderId: string, notice: RefundNotice) {
      const job = (async () => {
        try {
          const order = await orders.findOrder(deps.db, orderId);
          if (!order) return;
          await deps.mailer.sendMessage(await buildRefundMail(deps.db, order, notice));
          await orders.audit(deps.db, orderId, 'MAIL_SENT', { kind: 'refund' });
        } catch (error) {
          deps.log.error({ err: error, orderId }, 'refund mail failed');
          await orders
            .audit(deps.db, orderId, 'MAIL_FAILED', { kind: 'refund', message: String(error) })
            .catch(() => undefined);
        }
      })();
      idle.add(job);
      void job.finally(() => idle.delete(job));
    },
    /** Retries mails not recorded as sent (the periodic sweep). */
    async sweep(olderThanSeconds = 60) {
      for (const id of await orders.ordersDueForMail(deps.db, MAX_ATTEMPTS, olderThanSeconds))
        await deliver(id);
    },
    /** Waits for mails under way (closing the app, tests). */
    async drain() {
      while (idle.size > 0) await Promise.allSettled([...idle]);
    },
  };
}
export type MailQueue = ReturnType<typeof createMailQueue>;
