import {
  ApiErrorSchema,
  EventParamsSchema,
  EventResponsibleInputSchema,
  EventResponsibleSchema,
  ProfileParamsSchema,
  ResponsibleInputSchema,
  ResponsibleSchema,
  ResponsibleTemplatesInputSchema,
  ResponsibleTemplatesResponseSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireProfileClaim } from '../../plugins/auth';
import { clock } from '../accounts/clock';
import { guardProfileTypeSegment, pathType, requireProfileEditor } from '../profiles/profile-routing';
import { requireEventEditor, requireEventReader } from './access';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const tags = ['event management'];

/** PUT/GET /event/{id}/responsible: who is responsible for (and paid out for) an event. */
export async function eventResponsibleRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.responsible;

  app.get(
    '/event/:id/responsible',
    {
      schema: {
        tags,
        summary: 'The event’s responsible person or company (404 when none yet)',
        params: EventParamsSchema,
        response: { 200: EventResponsibleSchema, ...errors },
      },
    },
    async (request) => {
      const event = await requireEventReader(request, request.params.id);
      return service.ofEvent(event.id);
    },
  );

  app.put(
    '/event/:id/responsible',
    {
      schema: {
        tags,
        summary: 'Set the responsible person or company; 403 RESPONSIBLE_LOCKED once tickets are sold',
        params: EventParamsSchema,
        body: EventResponsibleInputSchema,
        response: { 200: EventResponsibleSchema, ...errors },
      },
    },
    async (request) => {
      const event = await requireEventEditor(request, request.params.id);
      return service.setForEvent(event, request.body, clock.now());
    },
  );
}

/** GET/PUT /{type}/{id}/responsible and /responsibles: a profile's own party and its saved templates. */
export async function profileResponsibleRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.responsible;
  guardProfileTypeSegment(app);

  app.get(
    '/:type/:id/responsible',
    {
      schema: {
        tags,
        summary: 'The profile’s responsible person or company (claim holders; 404 when none)',
        params: ProfileParamsSchema,
        response: { 200: ResponsibleSchema, ...errors },
      },
    },
    async (request) => {
      await requireProfileClaim(request, request.params.id);
      return service.primaryOf(request.params.id, pathType(request.params.type));
    },
  );

  app.put(
    '/:type/:id/responsible',
    {
      schema: {
        tags,
        summary: 'Set the profile’s responsible person or company',
        params: ProfileParamsSchema,
        body: ResponsibleInputSchema,
        response: { 200: ResponsibleSchema, ...errors },
      },
    },
    async (request) => {
      await requireProfileEditor(request, request.params.id);
      return service.setPrimary(request.params.id, pathType(request.params.type), request.body, clock.now());
    },
  );

  app.get(
    '/:type/:id/responsibles',
    {
      schema: {
        tags,
        summary: 'Saved responsible templates of the profile, its own first',
        params: ProfileParamsSchema,
        response: { 200: ResponsibleTemplatesResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requireProfileClaim(request, request.params.id);
      return service.templates(request.params.id, pathType(request.params.type));
    },
  );

  app.put(
    '/:type/:id/responsibles',
    {
      schema: {
        tags,
        summary: 'Replace the saved templates (the profile’s own party stays)',
        params: ProfileParamsSchema,
        body: ResponsibleTemplatesInputSchema,
        response: { 200: ResponsibleTemplatesResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requireProfileEditor(request, request.params.id);
      return service.replaceTemplates(
        request.params.id,
        pathType(request.params.type),
        request.body,
        clock.now(),
      );
    },
  );
}
