import { describe, expect, it } from 'vitest';
import { announcementStep, clockOffset, countdownPhase, formatRemaining, holdExpiresAt } from './countdown';

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

  it('announces whole minutes, then 60 s and 30 s — never each second', () => {
    expect(announcementStep(14 * 60_000 + 1)).toEqual({ minutes: 15 });
    expect(announcementStep(14 * 60_000)).toEqual({ minutes: 14 });
    expect(announcementStep(61_000)).toEqual({ minutes: 2 });
    expect(announcementStep(59_000)).toEqual({ seconds: 60 });
    expect(announcementStep(31_000)).toEqual({ seconds: 60 });
    expect(announcementStep(30_000)).toEqual({ seconds: 30 });
    expect(announcementStep(0)).toBeNull();
    const distinct = new Set<string>();
    for (let ms = 15 * 60_000; ms > 0; ms -= 1000) distinct.add(JSON.stringify(announcementStep(ms)));
    expect(distinct.size).toBe(16);
  });

  it('shows m:ss', () => {
    expect(formatRemaining(14 * 60_000 + 5_000)).toBe('14:05');
    expect(formatRemaining(-5)).toBe('0:00');
  });
});
