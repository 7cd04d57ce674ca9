import { type ProfileType, profileTypeFromSegment } from '@marquee/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { activeProfile, requireProfileClaim, userClaims, type ValidClaim } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import type { Viewer } from './profiles.service';

/**
 * Routes like `/:type/:id/follows` are parametric in their first segment, so they must never shadow
 * other modules: Fastify's router always prefers a static segment (`/event/…`, `/utility/…`), and this
 * hook runs before schema validation for the rest. A segment naming a profile type we don't have
 * (`/venueprofile/…`) answers 400 UNSUPPORTED_PROFILE_TYPE (spec 1 §8); any other segment is simply an
 * unknown path and answers the API's JSON 404, as it would without these routes.
 * Add it to every plugin with such routes.
 */
export function guardProfileTypeSegment(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const params = request.params as Record<string, unknown> | undefined;
    if (!params || typeof params.type !== 'string') return;
    const type = profileTypeFromSegment(params.type);
    if (type) {
      params.type = type.toLowerCase();
      return;
    }
    if (/profile$/i.test(params.type))
      throw new AppError('UNSUPPORTED_PROFILE_TYPE', 'Unsupported profile type');
    const pathname = request.url.split('?')[0] ?? '';
    throw new AppError('NOT_FOUND', `No route ${request.method} ${pathname}`);
  });
}

/** The ProfileType of a path segment already checked by guardProfileTypeSegment. */
export function pathType(segment: string): ProfileType {
  const type = profileTypeFromSegment(segment);
  if (!type) throw new AppError('UNSUPPORTED_PROFILE_TYPE', 'Unsupported profile type');
  return type;
}

/**
 * Acting for a profile (editing it, following or going as it) needs a claim on it; a StatisticsViewer
 * claim only lets its holder read statistics (spec 1 §6). Throws UNAUTHORIZED, FORBIDDEN.
 */
export async function requireProfileEditor(request: FastifyRequest, profileId: string): Promise<ValidClaim> {
  const claim = await requireProfileClaim(request, profileId);
  if (claim.role === 'StatisticsViewer')
    throw new AppError('FORBIDDEN', 'Your role may not change this profile.');
  return claim;
}

/**
 * Who reads a public profile. A bad token or a ProfileId header naming a foreign profile makes the reader
 * anonymous or profile-less instead of failing: public reads never fail on a header (docs/decisions.md).
 */
export async function viewerOf(request: FastifyRequest): Promise<Viewer> {
  const claims = await userClaims(request);
  const active = await activeProfile(request).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'FORBIDDEN') return null;
    throw error;
  });
  return {
    // Every honoured claim (StatisticsViewer included) lets its holder see private contacts.
    claims,
    activeProfileId: active?.profileId ?? null,
    language: request.ctx.language,
  };
}
