import { startTransition, useEffect, useState } from 'react';

/** Runs `callback` once the browser has painted the current frame (a frame, then a task after it). */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hasFrames = typeof requestAnimationFrame === 'function';
  const frame = hasFrames
    ? requestAnimationFrame(() => {
        timer = setTimeout(callback, 0);
      })
    : undefined;
  if (!hasFrames) timer = setTimeout(callback, 0);
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * How many of a page's `stages` to render: 1 on the first render, one more after each paint, each as a
 * transition. A page's first commit then holds only its first screen (event page, profile), and the
 * sections below it arrive in their own, smaller commits instead of one long task that keeps a phone from responding
 * (Lighthouse TBT: React's commit of the whole page was ~290 ms at 4× CPU throttle).
 */
export function useStagedReveal(stages: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= stages) return;
    return afterNextPaint(() => startTransition(() => setShown((value) => value + 1)));
  }, [shown, stages]);
  return Math.min(shown, stages);
}
