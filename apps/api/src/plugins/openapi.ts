import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the same zod schemas the routes validate with. */
export const openApiPlugin = fp(async (app: FastifyInstance, options: { brandName: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: `${options.brandName} owner portal API`, version: '1.0.0' },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <key>' },
          providerKey: {
            type: 'http',
            scheme: 'bearer',
            description: "A provider key (hsp_…) of the company's systems: the provider API only",
          },
        },
      },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
});

/** The document itself, public: it describes the API, not anyone's data. */
export async function openApiDocumentRoute(app: FastifyInstance) {
  app.get('/api/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () =>
    app.swagger(),
  );
}
