import { useState } from 'react';
import { type DateRange, isReversed, presetRange, type RangePreset } from './date-range';

/**
 * The chosen period and the one queried: a reversed custom range stays in the form (with its message) while
 * the figures keep the last valid one, so the server's FROM_AFTER_TILL answer is never needed.
 */
export function useRange(initial: Exclude<RangePreset, 'custom'>) {
  const [preset, setPreset] = useState<RangePreset>(initial);
  const [range, setRange] = useState<DateRange>(() => presetRange(initial));
  const [queried, setQueried] = useState<DateRange>(range);
  const change = (nextPreset: RangePreset, next: DateRange) => {
    setPreset(nextPreset);
    setRange(next);
    if (!isReversed(next)) setQueried(next);
  };
  return { preset, range, queried, change };
}
