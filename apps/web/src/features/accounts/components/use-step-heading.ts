import { useEffect, useRef } from 'react';

/**
 * Moves focus to a step's heading when the step changes (not on the first render), so screen reader and
 * keyboard users start reading the new step from its top.
 */
export function useStepHeading<T>(step: T) {
  const ref = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the step changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [step]);
  return ref;
}
