import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI 3.1 generated from the routes' zod schemas; the UI at /api/docs, the JSON at /api/docs/json. */
export const swaggerPlugin = fp(
  async (app: FastifyInstance, options: { version: string; publicUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Marquee API',
          description:
            'Events, discovery, accounts and ticketing. Errors answer `{ Code, Message, FieldErrors }`.',
          version: options.version,
        },
        servers: [{ url: options.publicUrl }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  },
);
