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
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/**
 * What a screen reader hears: whole minutes while more than a minute is left (announced when the minute
 * changes, never every second), then the last minute once, then 30 s once.
 */
export function announcementStep(remainingMs: number): { minutes: number } | { seconds: number } | null {
  if (remainingMs <= 0) return null;
  const seconds = Math.ceil(remainingMs / 1000);
  if (seconds > 60) return { minutes: Math.ceil(seconds / 60) };
  return { seconds: seconds > 30 ? 60 : 30 };
}
