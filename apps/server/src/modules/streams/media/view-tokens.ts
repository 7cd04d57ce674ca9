import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived view tokens for a stream's media (issue 20). A token is `<expiry base36>.<mac>`, the MAC an
 * HMAC-SHA256 over the stream id and expiry under the server's AUTH secret, so checking one costs a hash and
 * no database read (the segment budget is 10 ms p99 at 200 viewers). It travels as a path segment of the
 * media URLs: hls.js resolves the playlist's relative segment names against it, so every segment carries it
 * without rewriting playlists. Device binding is not in the token: the code's binding is checked at every
 * recheck (GET /stream/{id}), which is what moves a viewer off when another device takes the code.
 */
export function createViewTokens(secret: Uint8Array, ttlSeconds: number, now: () => number = Date.now) {
  const key = createHmac('sha256', secret).update('marquee-stream-view-v1').digest();
  const mac = (streamId: string, expiry: string) =>
    createHmac('sha256', key).update(`${streamId.toLowerCase()}|${expiry}`).digest('base64url').slice(0, 32);
  const shape = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]{32})$/;
  return {
    ttlSeconds,
    /** A token for the stream's media, valid ttlSeconds from now. */
    issue(streamId: string): string {
      const expiry = (Math.floor(now() / 1000) + ttlSeconds).toString(36);
      return `${expiry}.${mac(streamId, expiry)}`;
    },
    /** True when the token was issued by this server for this stream and has not expired. */
    verify(streamId: string, token: string): boolean {
      const match = shape.exec(token);
      if (!match) return false;
      const [, expiry = '', given = ''] = match;
      if (Number.parseInt(expiry, 36) * 1000 < now()) return false;
      return timingSafeEqual(Buffer.from(mac(streamId, expiry)), Buffer.from(given));
    },
  };
}
export type ViewTokens = ReturnType<typeof createViewTokens>;
