import type { ClaimRole } from '../../db/schema/accounts';
import type { NewProfile, ProfileRow } from '../../db/schema/profiles';
import type { TestApp } from '../../testing/app';
import { buildUserWithClaim, type UserWithClaim } from '../../testing/factories';

/** Test helpers of the event management routes. */

export const PICTURE = `/uploads/images/ab/${'c'.repeat(64)}.jpg`;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function caller(t: TestApp) {
  return async (method: Method, url: string, headers: Record<string, string> = {}, payload?: unknown) => {
    const response = await t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return {
      status: response.statusCode,
      // biome-ignore lint/suspicious/noExplicitAny: test bodies are read loosely
      body: (response.body ? response.json() : null) as any,
    };
  };
}

/** A signed-in member of an organizer profile (a new promoter unless `profile` is given). */
export function organizer(
  t: TestApp,
  options: { role?: ClaimRole | null; profile?: ProfileRow | Partial<NewProfile> } = {},
): Promise<UserWithClaim> {
  return buildUserWithClaim(t.app, {
    profile: options.profile ?? { type: 'PromoterProfile' },
    role: options.role === undefined ? 'Owner' : options.role,
  });
}

/** A date `days` from now at hh:mm UTC, as the API's ISO string. */
export function utcAt(days: number, time: string): string {
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  const now = new Date();
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hh, mm),
  ).toISOString();
}
