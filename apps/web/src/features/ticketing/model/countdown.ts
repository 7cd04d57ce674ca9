import { TICKETING } from '@marquee/contract';

/**
 * The basket hold countdown (spec 2 §4: tickets expire at the earliest ValidTill, which the basket answer
 * carries as `ValidTill`), plus what WCAG 2.2.1 asks of a time limit: a warning before the end (the
 * contract's `expiryWarningSeconds`) and a way to extend it once.
 */
export const HOLD_WARNING_MS = TICKETING.expiryWarningSeconds * 1000;

/** When the hold ends in the browser's clock (the server's instant corrected by the clock offset). */
export function holdExpiresAt(validTill: string | null, clockOffsetMs: number): number | null {
  if (!validTill) return null;
  const at = Date.parse(validTill);
  return Number.isNaN(at) ? null : at - clockOffsetMs;
}

/**
 * Server time minus browser time, from a basket answer's ServerUtcTime: a phone whose clock is 3 minutes
 * off still sees the right countdown.
 */
export function clockOffset(serverUtcTime: string | null | undefined, receivedAt: number): number {
  if (!serverUtcTime) return 0;
  const server = Date.parse(serverUtcTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

export type CountdownPhase = 'running' | 'warning' | 'expired';

export function countdownPhase(remainingMs: number): CountdownPhase {
  if (remainingMs <= 0) return 'expired';
  return remainingMs <= HOLD_WARNING_MS ? 'warning' : 'running';
}

/** m:ss for the visible timer. */
export function formatRemaining(remainingMs: number): string {
  const { minutes, seconds } = remainingParts(remainingMs);
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/**
 * When a screen reader is told the time: each whole minute while more than a minute is left, then at 60,
 * 30 and 10 seconds — never every second. A new value means "announce now"; what is said is
 * `remainingParts` at that moment, so it always matches the visible timer (issue 15: a countdown entered at
 * 0:38 used to say "60 seconds left").
 */
export function announcementMoment(remainingMs: number): string | null {
  if (remainingMs <= 0) return null;
  const seconds = Math.ceil(remainingMs / 1000);
  if (seconds > 60) return `m${Math.ceil(seconds / 60)}`;
  if (seconds > 30) return 's60';
  return seconds > 10 ? 's30' : 's10';
}

/** The remaining time as the visible m:ss shows it (whole seconds, rounded up). */
export function remainingParts(remainingMs: number): { minutes: number; seconds: number } {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}
