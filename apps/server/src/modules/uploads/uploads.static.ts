import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { uploadsRoot } from './storage';

/**
 * Serves DATA_DIR/uploads at /uploads/. File names are content hashes, so a file never changes: cache it
 * for a year as immutable. Registered at the root (not under /api) from app.ts.
 */
export const uploadsStaticPlugin = fp(async (app: FastifyInstance) => {
  const root = uploadsRoot(app.config.dataDir);
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    // The web app's static plugin owns reply.sendFile.
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
    schemaHide: true,
  });
});
