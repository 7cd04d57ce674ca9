/**
 * Runs `work` in a task of its own, after the current one; returns a cancel for an effect's clean-up. For
 * what an effect starts but need not do in the same task as the commit (requests, visit records): after a
 * hydration React runs every passive effect of the page in one task, and together with the session's
 * first render they made a long task on a throttled phone (Lighthouse TBT).
 */
export function inOwnTask(work: () => void): () => void {
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
