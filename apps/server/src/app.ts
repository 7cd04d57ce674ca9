import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { servicesPlugin } from './composition';
import { type Config, trustProxyOption } from './config';
import type { Database, Db } from './db/client';
import { registerModules } from './modules';
import { mailPlugin } from './modules/mail/mailer';
import { uploadsStaticPlugin } from './modules/uploads/uploads.static';
import { authPlugin } from './plugins/auth';
import { clientErrorHandler } from './plugins/client-errors';
import { contextPlugin } from './plugins/context';
import { demoImagesPlugin } from './plugins/demo-images';
import { errorsPlugin } from './plugins/errors';
import { healthPlugin } from './plugins/health';
import { frameworkErrors, inputGuardPlugin } from './plugins/input-guard';
import { metricsPlugin } from './plugins/metrics';
import { securityHeadersPlugin, trackingSources } from './plugins/security-headers';
import { swaggerPlugin } from './plugins/swagger';
import { webAppPlugin } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** The product's version, shown in the footer and in /api/docs; read from the root package.json. */
export function appVersion(): string {
  for (const candidate of [
    path.join(here, '..', '..', '..', 'package.json'),
    path.join(here, '..', 'package.json'),
  ]) {
    if (fs.existsSync(candidate))
      return (JSON.parse(fs.readFileSync(candidate, 'utf8')) as { version: string }).version;
  }
  return '0.0.0';
}

function webRoot(config: Config): string {
  return config.WEB_DIST ? path.resolve(config.WEB_DIST) : path.resolve(here, '..', '..', 'web', 'dist');
}

/** Builds the Fastify instance with every plugin and module; does not listen (tests use inject). */
export async function buildApp({ config, database }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: config.BODY_LIMIT_BYTES,
    // A URL that is not valid percent-encoding answers our error shape.
    frameworkErrors,
    // Timeouts and broken HTTP before routing answer our error shape too.
    clientErrorHandler,
    // Off unless TRUST_PROXY names the proxies in front: X-Forwarded-For is the client's to forge.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // Why these values: see REQUEST_TIMEOUT_MS and the two after it in config.ts.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    http: {
      // Headers are small; a client that cannot send them in 20 s is holding the socket on purpose.
      headersTimeout: Math.min(config.REQUEST_TIMEOUT_MS, 20_000),
      // Node enforces the two timeouts above by sweeping connections at this interval (its default, 30 s,
      // would let a slow sender overstay by that much).
      connectionsCheckingInterval: Math.min(5000, Math.max(50, Math.floor(config.REQUEST_TIMEOUT_MS / 4))),
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('config', config);

  // CSP, X-Frame-Options and HSTS depend on the page (embeds) and the scheme: plugins/security-headers.ts.
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    xFrameOptions: false,
    strictTransportSecurity: false,
  });
  // Before compress: it reads HTML answers as they are.
  await app.register(securityHeadersPlugin, {
    indexFile: path.join(webRoot(config), 'index.html'),
    // GP webpay's form post ends at GPWEBPAY_URL (a redirect from /api/payments/go): allowed as a form action.
    formActions: config.GPWEBPAY_URL ? [new URL(config.GPWEBPAY_URL).origin] : [],
    // Issue 22: an event's pixel and GA4 load (after consent) only where tracking is on.
    tracking: trackingSources(config.trackingEnabled, [
      config.TRACKING_PIXEL_SCRIPT_URL,
      config.TRACKING_ANALYTICS_SCRIPT_URL,
    ]),
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(contextPlugin);
  // The composition root (composition.ts): every service built once, as app.services, before any route,
  // hook or plugin that uses them (the API modules, metrics, the shared pages). It needs the mailer and the
  // access tokens (plugins/auth.ts), so those come first.
  await app.register(mailPlugin);
  await app.register(authPlugin);
  await app.register(servicesPlugin);
  await app.register(swaggerPlugin, { version: appVersion(), publicUrl: config.publicUrl });
  // After swagger (it documents routes registered after it), before the modules (their routes get the
  // metrics hook).
  await app.register(healthPlugin);
  await app.register(metricsPlugin);
  await app.register(registerModules, { prefix: '/api' });
  await app.register(demoImagesPlugin);
  await app.register(uploadsStaticPlugin);
  await app.register(webAppPlugin, { root: webRoot(config) });
  return app;
}
