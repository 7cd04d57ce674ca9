import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { eventVisitors, follows } from '../../db/schema/social-graph';
import { activeProfile, userClaims } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';

/** Who is looking, as far as public reads care: shared by events, discovery, articles, streams, spots. */
export interface Viewer {
  /** The active profile (follow and going state are answered for it); null when anonymous. */
  activeProfileId: string | null;
  /** Profiles the user holds a valid claim on (author-only fields, drafts). */
  claimedProfileIds: ReadonlySet<string>;
}

export const ANONYMOUS: Viewer = { activeProfileId: null, claimedProfileIds: new Set() };

/**
 * Reads the caller from the request without ever failing a public read: no token answers anonymous at once
 * (no database work), and a ProfileId header naming a profile the user doesn't hold is ignored rather than
 * answered with 403 — a badly configured embed must still see the event.
 */
export async function viewerOf(request: FastifyRequest): Promise<Viewer> {
  if (!request.ctx.bearerToken) return ANONYMOUS;
  const claims = await userClaims(request);
  if (claims.length === 0) return ANONYMOUS;
  let active: string | null = null;
  try {
    active = (await activeProfile(request))?.profileId ?? null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  return { activeProfileId: active, claimedProfileIds: new Set(claims.map((claim) => claim.profileId)) };
}

/** Which of `profileIds` the follower follows (one indexed query; none without a follower). */
export async function followedAmong(
  db: DbOrTx,
  followerProfileId: string | null,
  profileIds: readonly string[],
): Promise<Set<string>> {
  if (!followerProfileId || profileIds.length === 0) return new Set();
  const rows = await db
    .select({ id: follows.followedProfileId })
    .from(follows)
    .where(
      and(
        eq(follows.followerProfileId, followerProfileId),
        inArray(follows.followedProfileId, [...new Set(profileIds)]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The visitor's Going/NotGoing answer for an event, or null. */
export async function goingStatusOf(db: DbOrTx, eventId: string, profileId: string | null) {
  if (!profileId) return null;
  const [row] = await db
    .select({ status: eventVisitors.status })
    .from(eventVisitors)
    .where(and(eq(eventVisitors.eventId, eventId), eq(eventVisitors.profileId, profileId)))
    .limit(1);
  return row?.status ?? null;
}
