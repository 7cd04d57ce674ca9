import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from './errors';

const ONE_DAY_SECONDS = 24 * 60 * 60;

/**
 * The demo data's pictures (/demo/images/<slug>.svg) are rendered on request from the seed's titles, so the
 * demo ships no binary assets. Malformed names answer 404; an unseeded slug gets a picture of its name.
 */
export const demoImagesPlugin = fp(async (app: FastifyInstance) => {
  const { demoImageSvg, isDemoImageSlug } = await import('../db/seed/images');
  app.get(
    '/demo/images/:file',
    { schema: { hide: true, params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const { file } = request.params as { file: string };
      const slug = file.replace(/\.svg$/, '');
      if (!file.endsWith('.svg') || !isDemoImageSlug(slug))
        throw new AppError('NOT_FOUND', 'No such demo image');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
        .send(demoImageSvg(slug));
    },
  );
});
