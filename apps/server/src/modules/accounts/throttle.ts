import type { DbOrTx } from '../../db/client';
import type { AttemptKind } from '../../db/schema/accounts';
import { AppError } from '../../plugins/errors';
import { countAttempts, insertAttempt, pruneAttempts } from './accounts.repository';

export interface ThrottleRule {
  kind: AttemptKind;
  windowMs: number;
  /** Attempts allowed per e-mail within the window (failed logins count only after the last success). */
  perEmail: number;
  /** Attempts allowed per client address within the window. */
  perIp: number;
}

/**
 * Failed logins: 5 per account and 20 per address in 15 min. The per-account limit stops password guessing
 * on one account from many addresses; the per-address limit stops one address spraying many accounts.
 */
export const LOGIN_THROTTLE: ThrottleRule = {
  kind: 'login_failed',
  windowMs: 15 * 60 * 1000,
  perEmail: 5,
  perIp: 20,
};

/** Mails a visitor can trigger (resend confirmation, password reset): 5 per address and 20 per IP an hour. */
export const MAIL_THROTTLE: ThrottleRule = {
  kind: 'mail',
  windowMs: 60 * 60 * 1000,
  perEmail: 5,
  perIp: 20,
};

/** Attempts are only read within the longest window; older rows are deleted now and then. */
const KEEP_ATTEMPTS_MS = 24 * 60 * 60 * 1000;

/** Exposed on 429 so the handler can send Retry-After. */
export class ThrottledError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('MAXIMUM_ATTEMPTS_EXCEEDED', `Too many attempts; try again in ${retryAfterSeconds} s.`);
  }
}

/**
 * Throws MAXIMUM_ATTEMPTS_EXCEEDED (429, with retryAfterSeconds) when the e-mail or the address has used up
 * its attempts in the window. Counting happens in the database, so the limit holds across processes.
 */
export async function assertNotThrottled(
  db: DbOrTx,
  rule: ThrottleRule,
  who: { email: string; ip: string },
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - rule.windowMs);
  const [byEmail, byIp] = await Promise.all([
    countAttempts(db, rule.kind, { email: who.email }, since),
    countAttempts(db, rule.kind, { ip: who.ip }, since),
  ]);
  const blocking = [
    byEmail.count >= rule.perEmail ? byEmail.oldest : null,
    byIp.count >= rule.perIp ? byIp.oldest : null,
  ].filter((oldest): oldest is Date => oldest !== null);
  if (blocking.length === 0) return;
  // Free again once the oldest counted attempt leaves the window.
  const freeAt = Math.max(...blocking.map((oldest) => oldest.getTime() + rule.windowMs));
  throw new ThrottledError(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
}

export async function recordAttempt(
  db: DbOrTx,
  kind: AttemptKind,
  who: { email: string | null; ip: string | null },
  now: Date,
): Promise<void> {
  await insertAttempt(db, { kind, email: who.email, ip: who.ip, createdAt: now });
  // Housekeeping without a job: about one insert in fifty prunes the table.
  if (Math.random() < 0.02) await pruneAttempts(db, new Date(now.getTime() - KEEP_ATTEMPTS_MS));
}
