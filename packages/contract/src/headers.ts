/** Request headers the web client sends (spec 1 §7). None is required for public reads. */
export const HEADERS = {
  authorization: 'authorization',
  profileId: 'profileid',
  profileType: 'profiletype',
  acceptLanguage: 'accept-language',
  location: 'location',
  sessionId: 'sessionid',
  sessionReferer: 'sessionreferer',
  accept: 'accept',
  buildDate: 'builddate',
} as const;

export const DEFAULT_API_VERSION = '1.0';

/** Reads "lon;lat" into numbers; anything malformed or out of range is ignored. */
export function parseLocationHeader(value: string | undefined | null): { Lon: number; Lat: number } | null {
  if (!value) return null;
  const [lonText, latText] = value.split(';');
  const lon = Number(lonText);
  const lat = Number(latText);
  if (!lonText?.trim() || !latText?.trim() || !Number.isFinite(lon) || !Number.isFinite(lat)) return null;
  if (lon < -180 || lon > 180 || lat < -90 || lat > 90) return null;
  return { Lon: lon, Lat: lat };
}

/** Reads the version out of "application/json; version=2.1"; the default version when absent. */
export function parseApiVersion(accept: string | undefined | null): string {
  const match = accept?.match(/version\s*=\s*([0-9]+(?:\.[0-9]+)?)/i);
  return match?.[1] ?? DEFAULT_API_VERSION;
}

/**
 * Issue 14: the optional header of the hold writes (both add calls): one value per buyer action, the same on
 * its retry (IdempotencyKeySchema in ticketing.ts). Here, zod-free, for the web's first-load code.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
