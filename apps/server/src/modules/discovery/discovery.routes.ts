import {
  EventListResponseSchema,
  PrefixQuerySchema,
  SEARCH_TYPES,
  SearchMultipleQuerySchema,
  SearchPrefixQuerySchema,
  SearchResultsSchema,
  TagsQuerySchema,
  TagsResponseSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readSerializer, sendRepeatedCompressed } from '../events/read-serializer';
import { viewerOf } from '../events/viewer';

/** Search (spec 1 §5 rules, §7 "Discovery"): keys under 2 characters answer empty results, never 400. */
export async function discoveryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.discovery;
  // Hot public reads: answers written without re-validation (see read-serializer.ts).
  const fast = readSerializer(app);
  app.addHook('onSend', sendRepeatedCompressed);

  app.get(
    '/search/multiple',
    {
      ...fast,
      schema: {
        tags: ['discovery'],
        summary:
          'Profiles, events and articles matching Key (typo-tolerant, diacritics-insensitive; Limit each)',
        querystring: SearchMultipleQuerySchema,
        response: { 200: SearchResultsSchema },
      },
    },
    async (request) =>
      service.search(
        request.query.Key,
        request.query.Limit,
        SEARCH_TYPES,
        await viewerOf(request),
        request.ctx.language,
      ),
  );

  app.get(
    '/search/prefix',
    {
      ...fast,
      schema: {
        tags: ['discovery'],
        summary: 'Like /search/multiple for the given Types only (others answer empty lists)',
        querystring: SearchPrefixQuerySchema,
        response: { 200: SearchResultsSchema },
      },
    },
    async (request) =>
      service.search(
        request.query.Key,
        request.query.Limit,
        request.query.Types && request.query.Types.length > 0 ? request.query.Types : SEARCH_TYPES,
        await viewerOf(request),
        request.ctx.language,
      ),
  );

  app.get(
    '/event/prefix',
    {
      ...fast,
      schema: {
        tags: ['discovery'],
        summary: 'Upcoming published events matching Key, best match first (a plain list)',
        querystring: PrefixQuerySchema,
        response: { 200: EventListResponseSchema },
      },
    },
    async (request) => service.events(request.query.Key, request.query.Limit, request.ctx.language),
  );

  app.get(
    '/search/tags',
    {
      ...fast,
      schema: {
        tags: ['discovery'],
        summary: 'Keywords of published events and articles containing key (4+ characters; up to 100)',
        querystring: TagsQuerySchema,
        response: { 200: TagsResponseSchema },
      },
    },
    async (request) => service.tags(request.query.key, request.query.page, request.query.perPage),
  );
}
