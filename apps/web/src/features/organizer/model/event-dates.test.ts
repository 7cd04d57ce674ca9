import { describe, expect, it } from 'vitest';
import { defaultEnd } from './dates-form';
import { fromLocalInput, isMultiDay, snapToMinuteStep, toLocalInput } from './event-dates';

describe('wall-clock times of the event zone', () => {
  it('shows and reads times in the event zone, whatever the browser zone', () => {
    expect(toLocalInput('2031-05-01T16:00:00.000Z', 'Europe/Bratislava')).toBe('2031-05-01T18:00');
    expect(toLocalInput('2031-01-10T16:00:00.000Z', 'Europe/Bratislava')).toBe('2031-01-10T17:00');
    expect(fromLocalInput('2031-05-01T18:00', 'Europe/Bratislava')).toBe('2031-05-01T16:00:00.000Z');
    expect(fromLocalInput('2031-05-01T18:00', 'UTC')).toBe('2031-05-01T18:00:00.000Z');
    expect(fromLocalInput('', 'UTC')).toBeNull();
  });

  it('moves minutes to the nearest 5-minute step (spec 1 §5), across midnight too', () => {
    expect(snapToMinuteStep('2031-05-01T18:07')).toBe('2031-05-01T18:05');
    expect(snapToMinuteStep('2031-05-01T18:08')).toBe('2031-05-01T18:10');
    expect(snapToMinuteStep('2031-05-01T18:15')).toBe('2031-05-01T18:15');
    expect(snapToMinuteStep('2031-12-31T23:58')).toBe('2032-01-01T00:00');
    expect(snapToMinuteStep('')).toBe('');
  });

  it('gives a long-term event an end again at 22:00, or four hours after a late start', () => {
    expect(defaultEnd('2031-05-01T18:00')).toBe('2031-05-01T22:00');
    expect(defaultEnd('2031-05-01T23:00')).toBe('2031-05-02T03:00');
  });

  it('calls an event multi-day when it ends on another calendar day', () => {
    expect(isMultiDay('2031-05-01T18:00', '2031-05-01T23:55')).toBe(false);
    expect(isMultiDay('2031-05-01T18:00', '2031-05-03T02:00')).toBe(true);
  });
});
