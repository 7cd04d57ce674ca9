import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config';

/** What an access token proves: the account and the token_version it was issued under. */
export interface AccessTokenClaims {
  userId: string;
  tokenVersion: number;
  expires: Date;
}

export interface IssuedToken {
  token: string;
  expires: Date;
}

const ISSUER = 'marquee';
const AUDIENCE = 'marquee-api';

/**
 * The HMAC key for access tokens. Production must set AUTH_SECRET (several processes must share it);
 * elsewhere one is generated once and kept in DATA_DIR/secrets so tokens survive restarts.
 */
export function resolveAuthSecret(config: Config): Uint8Array {
  if (config.AUTH_SECRET) return new TextEncoder().encode(config.AUTH_SECRET);
  if (config.NODE_ENV === 'production') {
    throw new Error('AUTH_SECRET must be set in production (at least 32 characters).');
  }
  const dir = path.join(config.dataDir, 'secrets');
  const file = path.join(dir, 'auth-secret');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    // 'wx' fails if another process created it first; then we read theirs, so all share one key.
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

/** Signs and verifies access tokens (JWT, HS256). `now` is injectable so tests can move the clock. */
export function createAccessTokens(secret: Uint8Array, ttlHours: number) {
  return {
    ttlHours,

    async issue(userId: string, tokenVersion: number, now: Date = new Date()): Promise<IssuedToken> {
      const iat = Math.floor(now.getTime() / 1000);
      const exp = iat + ttlHours * 3600;
      const token = await new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(secret);
      return { token, expires: new Date(exp * 1000) };
    },

    /** The token's claims, or null when the signature, issuer, audience or expiry does not hold. */
    async verify(token: string, now: Date = new Date()): Promise<AccessTokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now,
          clockTolerance: 0,
        });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number' || !payload.exp) return null;
        return { userId: payload.sub, tokenVersion: payload.ver, expires: new Date(payload.exp * 1000) };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
