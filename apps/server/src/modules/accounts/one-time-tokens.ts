import { createHash, randomBytes } from 'node:crypto';

/** A fresh secret for a link or code: 32 random bytes, URL-safe. Only its hash is stored. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 suffices here: the secret has 256 bits of entropy, so no slow hash is needed against guessing. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** How long each kind of one-time token lives. */
export const TOKEN_LIFETIME_MS = {
  /** Spec 1 §9: e-mail confirmation window 24 h. */
  activation: 24 * 60 * 60 * 1000,
  /** Reset links are more sensitive than confirmation links: short-lived. */
  password_reset: 60 * 60 * 1000,
  /** The OIDC callback hands this code to the web app, which redeems it at once. */
  social_login: 5 * 60 * 1000,
} as const;
