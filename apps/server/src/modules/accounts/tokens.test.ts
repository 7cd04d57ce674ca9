import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createAccessTokens, resolveAuthSecret } from './tokens';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-secret-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('AUTH_SECRET', () => {
  it('is required in production', () => {
    expect(() => resolveAuthSecret(loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() }))).toThrow(
      /AUTH_SECRET/,
    );
    expect(() => loadConfig({ AUTH_SECRET: 'too-short' })).toThrow(/AUTH_SECRET/);
  });

  it('is generated once per DATA_DIR elsewhere and reused after a restart', () => {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: tempDir() });
    const first = resolveAuthSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAuthSecret(config)).toEqual(first);
    const file = path.join(config.dataDir, 'secrets', 'auth-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe('access tokens', () => {
  const secret = new TextEncoder().encode('k'.repeat(40));
  const tokens = createAccessTokens(secret, 168);

  it('carries the user and token version, and expires after the TTL', async () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const issued = await tokens.issue('8b5d0a57-32a4-4a8c-9a57-1cf1f0bd5b1e', 3, now);
    expect(issued.expires.toISOString()).toBe('2026-03-08T10:00:00.000Z');
    expect(await tokens.verify(issued.token, now)).toEqual({
      userId: '8b5d0a57-32a4-4a8c-9a57-1cf1f0bd5b1e',
      tokenVersion: 3,
      expires: issued.expires,
    });
    expect(await tokens.verify(issued.token, new Date('2026-03-08T10:00:01Z'))).toBeNull();
  });

  it('refuses tokens signed with another key, alg none, or garbage', async () => {
    const other = createAccessTokens(new TextEncoder().encode('o'.repeat(40)), 168);
    const foreign = await other.issue('8b5d0a57-32a4-4a8c-9a57-1cf1f0bd5b1e', 0);
    expect(await tokens.verify(foreign.token)).toBeNull();
    const [, payload] = foreign.token.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect(await tokens.verify(none)).toBeNull();
    expect(await tokens.verify('garbage')).toBeNull();
  });
});
