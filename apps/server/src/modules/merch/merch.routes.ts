import {
  ApiErrorSchema,
  MerchCreateSchema,
  MerchListSchema,
  MerchParamsSchema,
  MerchQuerySchema,
  MerchSchema,
  MerchUpdateSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth';
import { requireProfileEditor } from '../profiles/profile-routing';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * Merchandise (spec 3 §7): GET /merch?ProfileId is public; POST, PUT and DELETE need a claim on the
 * item's profile that may edit it (a StatisticsViewer may not): 401 anonymous, 403 otherwise.
 */
export async function merchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.merch;

  app.get(
    '/merch',
    {
      schema: {
        tags: ['merch'],
        summary: "A profile's merchandise, in the order it was added",
        querystring: MerchQuerySchema,
        response: { 200: MerchListSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => service.list(request.query.ProfileId),
  );

  app.post(
    '/merch',
    {
      schema: {
        tags: ['merch'],
        summary: 'Add an item to a profile (Url gets http:// when missing; picture from /uploads/image)',
        body: MerchCreateSchema,
        response: { 201: MerchSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireProfileEditor(request, request.body.ProfileId);
      return reply.status(201).send(await service.create(request.body));
    },
  );

  app.put(
    '/merch/:id',
    {
      schema: {
        tags: ['merch'],
        summary: 'Replace an item (Name, Url, Description, ProfilePicture)',
        params: MerchParamsSchema,
        body: MerchUpdateSchema,
        response: { 200: MerchSchema, ...errors },
      },
    },
    async (request) => {
      await requireUser(request);
      await requireProfileEditor(request, await service.ownerOf(request.params.id));
      return service.update(request.params.id, request.body);
    },
  );

  app.delete(
    '/merch/:id',
    {
      schema: {
        tags: ['merch'],
        summary: 'Delete an item',
        params: MerchParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await requireUser(request);
      await requireProfileEditor(request, await service.ownerOf(request.params.id));
      await service.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );
}
