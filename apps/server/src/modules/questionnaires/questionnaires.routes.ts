import {
  ApiErrorSchema,
  isOrganizerProfile,
  QuestionnaireInputSchema,
  QuestionnaireListSchema,
  QuestionnaireParamsSchema,
  QuestionnaireSchema,
  TicketRegistration2Schema,
  UserAnswersBodySchema,
  UserAnswersListSchema,
  UserAnswersQuerySchema,
  UserAnswersSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActiveProfile, requireProfileClaim, requireUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { requireEventEditor, requireEventReader } from '../event-management/access';
import { requireProfileEditor } from '../profiles/profile-routing';

const tags = ['questionnaires'];
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

/**
 * Ticket registration questionnaires (issue 19; spec 2 §7, spec 3 §7). Reading one is public — the buyer's
 * modal shows it — like GET /eventQuestionnaire/allPublic (templates organizers chose to share). Writing
 * needs a claim (not StatisticsViewer) on the owner, an organizer profile.
 */
export async function questionnairesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.questionnaires;

  app.get(
    '/eventQuestionnaire/allPublic',
    {
      schema: {
        tags,
        summary: 'Questionnaires shared as templates',
        response: { 200: z.array(QuestionnaireSchema) },
      },
    },
    async () => service.listPublic(),
  );

  app.get(
    '/eventQuestionnaire/:id',
    {
      schema: {
        tags,
        summary: 'One questionnaire (what the ticket registration modal shows)',
        params: QuestionnaireParamsSchema,
        response: { 200: QuestionnaireSchema, ...errors },
      },
    },
    async (request) => service.present(await service.require(request.params.id)),
  );

  app.get(
    '/profile/:id/questionnaires',
    {
      schema: {
        tags,
        summary: 'The organizer profile’s questionnaires (any claim holder)',
        params: QuestionnaireParamsSchema,
        response: { 200: QuestionnaireListSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireProfileClaim(request, request.params.id);
      return reply
        .header('cache-control', 'private, no-store')
        .send(await service.listOfOwner(request.params.id));
    },
  );

  app.post(
    '/questionnaire',
    {
      schema: {
        tags,
        summary:
          'Create a questionnaire for the active organizer profile; 400 with FieldErrors for broken rules',
        body: QuestionnaireInputSchema,
        response: { 201: QuestionnaireSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const active = await requireActiveProfile(request);
      if (!isOrganizerProfile(active.profileType) || active.claim.role === 'StatisticsViewer')
        throw new AppError('FORBIDDEN', 'Only an organizer profile’s editors make questionnaires.');
      return reply.code(201).send(await service.create(active.profileId, user.id, request.body));
    },
  );

  app.put(
    '/questionnaire/:id',
    {
      schema: {
        tags,
        summary: 'Save the questionnaire whole (the builder’s save)',
        params: QuestionnaireParamsSchema,
        body: QuestionnaireInputSchema,
        response: { 200: QuestionnaireSchema, ...errors },
      },
    },
    async (request) => {
      const row = await service.require(request.params.id);
      await requireProfileEditor(request, row.ownerProfileId);
      return service.update(row.id, request.body);
    },
  );

  app.delete(
    '/questionnaire/:id',
    {
      schema: {
        tags,
        summary: 'Delete a questionnaire no event asks (409 QUESTIONNAIRE.IN_USE)',
        params: QuestionnaireParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const row = await service.require(request.params.id);
      await requireProfileEditor(request, row.ownerProfileId);
      await service.remove(row.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/questionnaire/user',
    {
      schema: {
        tags,
        summary: 'The signed-in user answers a shared questionnaire (the survey); answering again replaces',
        querystring: UserAnswersQuerySchema,
        body: UserAnswersBodySchema,
        response: { 200: UserAnswersSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const saved = await service.userAnswers.save(
        request.query.questionnaireId,
        user.id,
        request.body.Answers,
      );
      return reply.header('cache-control', 'private, no-store').send(saved);
    },
  );

  app.get(
    '/questionnaire/:id/answers',
    {
      schema: {
        tags,
        summary: 'What users answered to the questionnaire (any claim holder of its owner)',
        params: QuestionnaireParamsSchema,
        response: { 200: UserAnswersListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await service.require(request.params.id);
      await requireProfileClaim(request, row.ownerProfileId);
      return reply.header('cache-control', 'private, no-store').send(await service.userAnswers.list(row.id));
    },
  );

  app.get(
    '/event/:id/ticketRegistration',
    {
      schema: {
        tags,
        summary: 'The event’s TicketRegistration2 (claim holders of its organizer)',
        params: QuestionnaireParamsSchema,
        response: { 200: TicketRegistration2Schema, ...errors },
      },
    },
    async (request) => service.registrationOf((await requireEventReader(request, request.params.id)).id),
  );

  app.put(
    '/event/:id/ticketRegistration',
    {
      schema: {
        tags,
        summary: 'Set the event’s TicketRegistration2; QuestionnaireId null removes it',
        params: QuestionnaireParamsSchema,
        body: TicketRegistration2Schema,
        response: { 200: TicketRegistration2Schema, ...errors },
      },
    },
    async (request) =>
      service.saveRegistration(await requireEventEditor(request, request.params.id), request.body),
  );
}
