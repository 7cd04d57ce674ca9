import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openMigratedDatabase } from './db/bootstrap';

const SHUTDOWN_GRACE_MS = 10_000;

/** Starts Marquee: config → database (migrate, seed when new) → HTTP server; stops cleanly on signals. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const log = pino({ level: config.LOG_LEVEL });
  const database = await openMigratedDatabase(config, log);
  const app = await buildApp({ config, database });
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ url: config.publicUrl, ms: Math.round(performance.now() - startedAt) }, 'Marquee is ready');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
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
