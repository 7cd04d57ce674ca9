import type { Db, DbOrTx } from '../../db/client';
import type { AttemptKind } from '../../db/schema/accounts';
import { AppError } from '../../plugins/errors';
import { countAttempts, insertAttempt, lockAttemptKeys, pruneAttempts } from './accounts.repository';

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
 * its attempts in the window; otherwise records this attempt (as `rule.kind`) and returns its id.
 * Counting and recording happen in one transaction under advisory locks on the e-mail and the address, so
 * parallel requests — in this process or another — queue on the count and can never exceed the limit (a
 * check before the slow password hash and a write after it let ~all of 40 parallel guesses through).
 */
export async function takeAttempt(
  db: Db,
  rule: ThrottleRule,
  who: { email: string; ip: string },
  now: Date,
): Promise<number> {
  const id = await db.transaction(async (tx) => {
    await lockAttemptKeys(tx, [
      `marquee:attempts:${rule.kind}:email:${who.email.toLowerCase()}`,
      `marquee:attempts:${rule.kind}:ip:${who.ip}`,
    ]);
    await assertNotThrottled(tx, rule, who, now);
    return insertAttempt(tx, { kind: rule.kind, email: who.email, ip: who.ip, createdAt: now });
  });
  // Housekeeping without a job: about one attempt in fifty prunes the table.
  if (Math.random() < 0.02) await pruneAttempts(db, new Date(now.getTime() - KEEP_ATTEMPTS_MS));
  return id;
}

async function assertNotThrottled(
  db: DbOrTx,
  rule: ThrottleRule,
  who: { email: string; ip: string },
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - rule.windowMs);
  const byEmail = await countAttempts(db, rule.kind, { email: who.email }, since);
  const byIp = await countAttempts(db, rule.kind, { ip: who.ip }, since);
  const blocking = [
    byEmail.count >= rule.perEmail ? byEmail.oldest : null,
    byIp.count >= rule.perIp ? byIp.oldest : null,
  ].filter((oldest): oldest is Date => oldest !== null);
  if (blocking.length === 0) return;
  // Free again once the oldest counted attempt leaves the window.
  const freeAt = Math.max(...blocking.map((oldest) => oldest.getTime() + rule.windowMs));
  throw new ThrottledError(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
}
