import {
  ApiErrorSchema,
  CategoryParamsSchema,
  ContactInputSchema,
  ContactParamsSchema,
  ContactSchema,
  ContactsListParamsSchema,
  ContactsResponseSchema,
  categoryIdsOf,
  EmbeddedCodeInputSchema,
  EmbeddedCodeParamsSchema,
  EmbeddedCodeSchema,
  EmbeddedCodesInputSchema,
  EmbeddedCodesResponseSchema,
  ImageUploadQuerySchema,
  ImageUploadResponseSchema,
  ProfileCategoriesBodySchema,
  ProfileCategoriesResponseSchema,
  ProfileParamsSchema,
  ProfileTagsBodySchema,
  ProfileTagsResponseSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireProfileClaim } from '../../plugins/auth';
import { readUploadedFile, registerMultipart } from '../uploads/multipart';
import { guardProfileTypeSegment, pathType, requireProfileEditor, viewerOf } from './profile-routing';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const noContent = { 204: z.null().describe('Done') };

/**
 * Contacts, embedded codes, genres and the picture of a profile (spec 3 §7). Reads are public (private
 * contacts and hidden codes only for claim holders); every write needs a claim on the profile.
 */
export async function profileContentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.profileContent;
  guardProfileTypeSegment(app);
  await registerMultipart(app);

  /** Whether the caller holds a claim on the profile (reads show more to its managers). */
  const isManager = async (request: Parameters<typeof viewerOf>[0], profileId: string) =>
    (await viewerOf(request)).claims.some((claim) => claim.profileId === profileId);

  // --- Contacts ---
  app.get(
    '/:type/:id/contacts/:includePrivate',
    {
      schema: {
        tags: ['profile content'],
        summary: 'Contacts; /true adds private ones (claim holders only, else 403)',
        params: ContactsListParamsSchema,
        response: { 200: ContactsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, includePrivate } = request.params;
      // Reading is not editing: any honoured claim (StatisticsViewer too) sees the private set, as on the
      // profile page (viewerOf).
      if (includePrivate === 'true') await requireProfileClaim(request, id);
      return service.listContacts(id, pathType(request.params.type), includePrivate === 'true');
    },
  );
  app.post(
    '/:type/:id/contacts',
    {
      schema: {
        tags: ['profile content'],
        summary: 'Add a contact (web links get http://)',
        params: ProfileParamsSchema,
        body: ContactInputSchema,
        response: { 201: ContactSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireProfileEditor(request, request.params.id);
      const contact = await service.addContact(
        request.params.id,
        pathType(request.params.type),
        request.body,
      );
      return reply.status(201).send(contact);
    },
  );
  app.put(
    '/:type/:id/contacts/:contactId',
    {
      schema: {
        tags: ['profile content'],
        summary: 'Replace a contact; an empty value deletes it (204)',
        params: ContactParamsSchema,
        body: ContactInputSchema,
        response: { 200: ContactSchema, ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const { id, contactId } = request.params;
      await requireProfileEditor(request, id);
      const contact = await service.updateContact(id, pathType(request.params.type), contactId, request.body);
      return contact ? contact : reply.status(204).send(null);
    },
  );
  app.delete(
    '/:type/:id/contacts/:contactId',
    {
      schema: {
        tags: ['profile content'],
        summary: 'Delete a contact',
        params: ContactParamsSchema,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const { id, contactId } = request.params;
      await requireProfileEditor(request, id);
      await service.removeContact(id, pathType(request.params.type), contactId);
      return reply.status(204).send(null);
    },
  );

  // --- Embedded codes ---
  app.get(
    '/:type/:id/embeddedCodes',
    {
      schema: {
        tags: ['profile content'],
        summary: 'Embedded codes in display order; hidden ones only for claim holders',
        params: ProfileParamsSchema,
        response: { 200: EmbeddedCodesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      return service.listEmbeds(id, pathType(request.params.type), await isManager(request, id));
    },
  );
  app.post(
    '/:type/:id/embeddedCodes',
    {
      schema: {
        tags: ['profile content'],
        summary: 'Add an embedded code (script tags are stripped before saving)',
        params: ProfileParamsSchema,
        body: EmbeddedCodeInputSchema,
        response: { 201: EmbeddedCodeSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireProfileEditor(request, request.params.id);
      const code = await service.addEmbed(request.params.id, pathType(request.params.type), request.body);
      return reply.status(201).send(code);
    },
  );
  app.put(
    '/:type/:id/embeddedCodes',
    {
      schema: {
        tags: ['profile content'],
        summary: 'Replace every embedded code (order, hidden flags, edits); items keep their Id when sent',
        params: ProfileParamsSchema,
        body: EmbeddedCodesInputSchema,
        response: { 200: EmbeddedCodesResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requireProfileEditor(request, request.params.id);
      return service.replaceEmbeds(request.params.id, pathType(request.params.type), request.body);
    },
  );
  app.put(
    '/:type/:id/embeddedCodes/:codeId',
    {
      schema: {
        tags: ['profile content'],
        summary: 'Replace one embedded code',
        params: EmbeddedCodeParamsSchema,
        body: EmbeddedCodeInputSchema,
        response: { 200: EmbeddedCodeSchema, ...errors },
      },
    },
    async (request) => {
      const { id, codeId } = request.params;
      await requireProfileEditor(request, id);
      return service.updateEmbed(id, pathType(request.params.type), codeId, request.body);
    },
  );
  app.delete(
    '/:type/:id/embeddedCodes/:codeId',
    {
      schema: {
        tags: ['profile content'],
        summary: 'Delete an embedded code',
        params: EmbeddedCodeParamsSchema,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const { id, codeId } = request.params;
      await requireProfileEditor(request, id);
      await service.removeEmbed(id, pathType(request.params.type), codeId);
      return reply.status(204).send(null);
    },
  );

  // --- Genres ---
  const categoriesSchema = (summary: string, withBody: boolean) => ({
    tags: ['profile content'],
    summary,
    params: ProfileParamsSchema,
    ...(withBody ? { body: ProfileCategoriesBodySchema } : {}),
    response: { 200: ProfileCategoriesResponseSchema, ...errors },
  });
  app.get(
    '/:type/:id/categories',
    { schema: categoriesSchema("The profile's genres", false) },
    async (request) =>
      service.listCategories(request.params.id, pathType(request.params.type), request.ctx.language),
  );
  app.put(
    '/:type/:id/categories',
    {
      schema: {
        ...categoriesSchema('Set the genres (at most 10; ids or {Id})', true),
        body: ProfileCategoriesBodySchema,
      },
    },
    async (request) => {
      const { id } = request.params;
      await requireProfileEditor(request, id);
      const ids = categoryIdsOf(request.body);
      return service.replaceCategories(id, pathType(request.params.type), ids, request.ctx.language);
    },
  );
  app.post(
    '/:type/:id/categories',
    {
      schema: {
        ...categoriesSchema('Add genres (the total stays at most 10)', true),
        body: ProfileCategoriesBodySchema,
      },
    },
    async (request) => {
      const { id } = request.params;
      await requireProfileEditor(request, id);
      const ids = categoryIdsOf(request.body);
      return service.addCategories(id, pathType(request.params.type), ids, request.ctx.language);
    },
  );
  app.delete(
    '/:type/:id/categories/:catId',
    {
      schema: {
        tags: ['profile content'],
        summary: 'Remove a genre',
        params: CategoryParamsSchema,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const { id, catId } = request.params;
      await requireProfileEditor(request, id);
      await service.removeCategory(id, pathType(request.params.type), catId);
      return reply.status(204).send(null);
    },
  );

  // --- Tags (spec 3 §2 tag chips, §5 rules) ---
  app.get(
    '/:type/:id/tags',
    {
      schema: {
        tags: ['profile content'],
        summary: "The profile's tags (lowercase, in chip order)",
        params: ProfileParamsSchema,
        response: { 200: ProfileTagsResponseSchema, ...errors },
      },
    },
    async (request) => service.listTags(request.params.id, pathType(request.params.type)),
  );
  app.put(
    '/:type/:id/tags',
    {
      schema: {
        tags: ['profile content'],
        summary: 'Replace the tags: ≥ 3 letters or digits each, lowercased, duplicates dropped, at most 10',
        params: ProfileParamsSchema,
        body: ProfileTagsBodySchema,
        response: { 200: ProfileTagsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await requireProfileEditor(request, id);
      return service.replaceTags(id, pathType(request.params.type), request.body);
    },
  );

  // --- Picture ---
  app.post(
    '/:type/:id/picture',
    {
      schema: {
        tags: ['profile content'],
        summary:
          'Upload the profile picture (multipart, one JPEG/PNG file): 2 MiB, 4 MiB with source=cropper; 1:1 or 2:1',
        consumes: ['multipart/form-data'],
        params: ProfileParamsSchema,
        querystring: ImageUploadQuerySchema,
        response: { 200: ImageUploadResponseSchema, ...errors, 413: ApiErrorSchema, 415: ApiErrorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await requireProfileEditor(request, id);
      const file = await readUploadedFile(request, request.query.source);
      return service.setPicture(id, pathType(request.params.type), file);
    },
  );
}
