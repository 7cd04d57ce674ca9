import { ApiErrorSchema, ImageUploadQuerySchema, ImageUploadResponseSchema } from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import { readUploadedFile, registerMultipart } from './multipart';
import { imageRulesOf, saveImage } from './uploads.service';

/**
 * POST /uploads/image?kind: a signed-in user's image before what it belongs to exists or is saved (the
 * sign-up and create-profile croppers, the event wizard's pictures, galleries). The answered Url is what
 * ProfilePicture, ShareImage and gallery calls accept.
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
          'Upload a JPEG/PNG (multipart, one file): 2 MiB, 4 MiB with source=cropper; the ratio of its kind (profile, event: 1:1 or 2:1; share: 1200×630; spot, article: 2:1; gallery: any); re-encoded ≤ 1200 px',
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
      const rules = imageRulesOf(request.query.kind, file.source);
      return reply.status(201).send(await saveImage(app.config.dataDir, file, rules));
    },
  );
}
