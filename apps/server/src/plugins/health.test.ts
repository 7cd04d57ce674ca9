import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/app';
import { startMigrationResponder } from './health';

describe('liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const ready = () => t.app.inject({ method: 'GET', url: '/api/health/ready' });

  it('answers live while the process runs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Live: true });
  });

  it('answers ready with the exact body a balancer matches ("Ready":true), never cached', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"Ready":true}');
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'HEAD', url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('answers not ready with 200 (not a 5xx) while the database fails or hangs, and ready once it is back', async () => {
    const execute = t.database.execute;
    try {
      t.database.execute = () => Promise.reject(new Error('connection refused'));
      const failing = await ready();
      expect(failing.statusCode).toBe(200);
      expect(failing.json()).toEqual({ Ready: false, Reason: 'database' });
      expect(failing.body).not.toContain('"Ready":true');

      t.database.execute = () => new Promise(() => undefined);
      const started = performance.now();
      const hanging = await ready();
      expect(hanging.json()).toEqual({ Ready: false, Reason: 'database' });
      expect(performance.now() - started).toBeLessThan(2500);
    } finally {
      t.database.execute = execute;
    }
    expect((await ready()).json()).toEqual({ Ready: true });
  });

  it('answers not ready ("draining") once drain has begun, keeps serving, and asks clients to reconnect', async () => {
    t.app.health.beginDrain();
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"Ready":false,"Reason":"draining"}');
    const other = await t.app.inject({ method: 'GET', url: '/api/utility/servertest' });
    expect(other.statusCode).toBe(200);
    expect(other.headers.connection).toBe('close');
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});

/** A plain request to a listening server (the responder is not a Fastify app: no inject). */
function request(port: number, method: string, path: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method, path, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('the migration responder (the port before the app exists)', () => {
  it('answers live, ready false "migrating", anything else 503 with Retry-After, and frees the port on close', async () => {
    const responder = await startMigrationResponder({ port: 0, host: '127.0.0.1' });
    const { port } = responder;
    try {
      const live = await request(port, 'GET', '/api/health/live');
      expect(live.status).toBe(200);
      expect(JSON.parse(live.body)).toEqual({ Live: true });

      const ready = await request(port, 'GET', '/api/health/ready?probe=1');
      expect(ready.status).toBe(200);
      expect(ready.body).toBe('{"Ready":false,"Reason":"migrating"}');

      for (const [method, path] of [
        ['GET', '/api/utility/servertest'],
        ['POST', '/api/ticketing/x/basket/y/seat/z'],
        ['GET', '/'],
      ] as const) {
        const other = await request(port, method, path);
        expect(other.status).toBe(503);
        expect(other.headers['retry-after']).toBe('5');
        expect(JSON.parse(other.body)).toMatchObject({ Code: 'SERVICE_UNAVAILABLE' });
      }
      const head = await request(port, 'HEAD', '/api/health/ready');
      expect(head.status).toBe(200);
      expect(head.body).toBe('');
    } finally {
      await responder.close();
    }
    // The app takes the port right after: it must be free even though a client connected.
    const next = http.createServer();
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', resolve);
    });
    await new Promise<void>((resolve) => next.close(() => resolve()));
  });

  it('fails at once when the port is taken (before any migration runs)', async () => {
    const first = await startMigrationResponder({ port: 0, host: '127.0.0.1' });
    try {
      await expect(startMigrationResponder({ port: first.port, host: '127.0.0.1' })).rejects.toThrow(
        /EADDRINUSE/,
      );
    } finally {
      await first.close();
    }
  });
});

describe('server timeouts', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ env: { REQUEST_TIMEOUT_MS: '1000' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('closes a connection that dribbles its body one byte at a time (408) within the request timeout', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const started = performance.now();
    socket.write(
      'POST /api/account/userexist HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    );
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    // One byte every 100 ms keeps the socket busy (no idle timeout fires): only the request timeout can end it.
    const dribble = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write('{');
    }, 100);
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    clearInterval(dribble);
    const elapsed = performance.now() - started;
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    // Our error shape, not Fastify's default `{ error, message, statusCode }`.
    expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toEqual({
      Code: 'REQUEST_TIMEOUT',
      Message: 'The request did not arrive in time.',
    });
    expect(elapsed).toBeGreaterThanOrEqual(900);
    // Loose: a busy CI machine delays timers; the default (60 s) is far above it either way.
    expect(elapsed).toBeLessThan(5000);
  });

  it('still answers a request that arrives in time', async () => {
    const res = await request(port, 'GET', '/api/health/live');
    expect(res.status).toBe(200);
  });
});
