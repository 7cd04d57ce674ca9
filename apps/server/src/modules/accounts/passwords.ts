import argon2 from 'argon2';

/**
 * argon2id, m=19 MiB, t=3, p=1 (OWASP's 19 MiB profile with one more pass). Measured on the 2-core
 * reference machine (bench/login.mjs): ~35–45 ms per hash and ~25 hashes/s with 40 in parallel, while the
 * 46 MiB/t=1 profile took ~60–90 ms and managed only ~9/s in parallel — larger memory costs collapse under
 * contention here, and 50 parallel logins are the budget. Hashing runs on libuv's pool, off the event loop.
 */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 3,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

// Verified against when the e-mail is unknown or has no password, so that answer costs the same time as a
// wrong password and does not reveal which accounts exist (constant-ish time).
let dummyHash: Promise<string> | null = null;
function getDummyHash(): Promise<string> {
  dummyHash ??= argon2.hash('marquee-dummy-password', ARGON2_OPTIONS);
  return dummyHash;
}

/** True when `password` matches `hash`; with a null hash, burns one verification and answers false. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    await argon2.verify(await getDummyHash(), password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash must not turn a login into a 500.
    return false;
  }
}

/** True when the stored hash used other parameters than today's (rehash after a successful login). */
export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, ARGON2_OPTIONS);
}
