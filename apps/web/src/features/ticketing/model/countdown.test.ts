import { describe, expect, it } from 'vitest';
import {
  announcementMoment,
  clockOffset,
  countdownPhase,
  formatRemaining,
  holdExpiresAt,
  remainingParts,
} from './countdown';

describe('hold countdown', () => {
  it('corrects the hold end for a device clock that is off', () => {
    const offset = clockOffset('2030-01-01T12:00:00Z', Date.parse('2030-01-01T11:57:00Z'));
    expect(offset).toBe(180_000);
    expect(holdExpiresAt('2030-01-01T12:15:00Z', offset)).toBe(Date.parse('2030-01-01T12:12:00Z'));
    expect(holdExpiresAt(null, offset)).toBeNull();
    expect(clockOffset(undefined, 0)).toBe(0);
  });

  it('warns in the last minute and expires at zero', () => {
    expect(countdownPhase(61_000)).toBe('running');
    expect(countdownPhase(60_000)).toBe('warning');
    expect(countdownPhase(1)).toBe('warning');
    expect(countdownPhase(0)).toBe('expired');
  });

  it('announces at each whole minute, then at 60, 30 and 10 s — never each second', () => {
    expect(announcementMoment(14 * 60_000 + 1)).toBe('m15');
    expect(announcementMoment(14 * 60_000)).toBe('m14');
    expect(announcementMoment(61_000)).toBe('m2');
    expect(announcementMoment(60_000)).toBe('s60');
    expect(announcementMoment(31_000)).toBe('s60');
    expect(announcementMoment(30_000)).toBe('s30');
    expect(announcementMoment(10_000)).toBe('s10');
    expect(announcementMoment(0)).toBeNull();
    const distinct = new Set<string | null>();
    for (let ms = 15 * 60_000; ms > 0; ms -= 1000) distinct.add(announcementMoment(ms));
    expect(distinct.size).toBe(17);
  });

  it('splits the time left as the timer shows it', () => {
    expect(remainingParts(38_000)).toEqual({ minutes: 0, seconds: 38 });
    expect(remainingParts(37_001)).toEqual({ minutes: 0, seconds: 38 });
    expect(remainingParts(158_000)).toEqual({ minutes: 2, seconds: 38 });
  });

  it('shows m:ss', () => {
    expect(formatRemaining(14 * 60_000 + 5_000)).toBe('14:05');
    expect(formatRemaining(-5)).toBe('0:00');
  });
});
