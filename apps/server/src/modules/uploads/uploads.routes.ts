import { ApiErrorSchema, ImageUploadQuerySchema, ImageUploadResponseSchema } from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import { readUploadedFile, registerMultipart } from './multipart';
import { saveImage } from './uploads.service';

/**
 * POST /uploads/image: a signed-in user's picture before the profile it belongs to exists (the sign-up
 * and create-profile croppers). The answered Url is what ProfilePicture accepts on POST /{type}.
 */
export async function uploadsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await registerMultipart(app);

  app.post(
    '/uploads/image',
    {
      schema: {
        tags: ['uploads'],
        summary:
          'Upload a JPEG/PNG (multipart, one file): 2 MiB, 4 MiB with source=cropper; ratio 1:1 or 2:1; re-encoded ≤ 1200 px',
        consumes: ['multipart/form-data'],
        querystring: ImageUploadQuerySchema,
        response: {
          201: ImageUploadResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await requireUser(request);
      const file = await readUploadedFile(request, request.query.source);
      return reply.status(201).send(await saveImage(app.config.dataDir, file));
    },
  );
}
