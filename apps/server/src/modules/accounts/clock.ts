/**
 * The accounts module's idea of "now". Token expiry, the 24 h activation window and throttling windows
 * are computed from it (and passed to SQL as parameters, never `now()`), so tests can move time with
 * `vi.spyOn(clock, 'now')` without touching timers of the database driver or Fastify.
 */
export const clock = {
  now: (): Date => new Date(),
};
