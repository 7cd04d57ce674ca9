import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openMigratedDatabase } from './db/bootstrap';
import { startMigrationResponder } from './plugins/health';

const SHUTDOWN_GRACE_MS = 10_000;

/** Starts Marquee: config → database (migrate, seed when new) → HTTP server; stops cleanly on signals. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const log = pino({ level: config.LOG_LEVEL });
  // While migrations run (minutes on a big database) the port answers "alive, not ready" instead of
  // refusing connections, so a balancer keeps the node out without counting it dead.
  const responder = await startMigrationResponder({ port: config.PORT, host: config.HOST });
  let database: Awaited<ReturnType<typeof openMigratedDatabase>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    database = await openMigratedDatabase(config, log);
    app = await buildApp({ config, database });
    await app.ready();
  } finally {
    await responder.close();
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ url: config.publicUrl, ms: Math.round(performance.now() - startedAt) }, 'Marquee is ready');

  let stopping = false;
  const drainCut = new AbortController();
  const stop = async (signal: string) => {
    if (stopping) {
      // A second signal (an impatient operator) ends the drain early; the grace timer still applies.
      drainCut.abort();
      return;
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Not ready first: the balancer's next check takes the node out while it still serves what arrives.
    // Only SIGTERM (what orchestrators and systemd send) drains; Ctrl-C (SIGINT) stops at once.
    app.health.beginDrain();
    if (signal === 'SIGTERM' && config.SHUTDOWN_DRAIN_MS > 0) {
      app.log.info({ ms: config.SHUTDOWN_DRAIN_MS }, 'draining before close');
      await sleep(config.SHUTDOWN_DRAIN_MS, undefined, { signal: drainCut.signal }).catch(() => undefined);
    }
    // A hung connection must not keep the process alive forever.
    const timer = setTimeout(() => {
      app.log.error('forced exit after grace period');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
