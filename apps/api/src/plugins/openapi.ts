import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successStatus, ZBadRequest, ZDetailError, type TEndpoint } from '@harborstay/contracts';

type DocumentedRoute = Parameters<typeof jsonSchemaTransform>[0];

/** A file, an export or a page: bytes as the route answers them, under each of its media types. */
const fileContent = (mediaTypes: readonly string[], described?: z.ZodType) => ({
  ...(described?.description ? { description: described.description } : {}),
  content: Object.fromEntries(mediaTypes.map((mediaType) => [mediaType, { schema: z.file() }])),
});

/**
 * What every route answers besides its declared responses (docs/decisions/0058), so that no
 * declaration can forget them: 401 where a credential is required (the owners' door and the
 * provider's answer it before the route runs), 400 where the route reads a path, query or body
 * (the validator answers it, keyed by field). A declared response of the same status wins.
 */
function documentedResponses(endpoint: TEndpoint): Record<number, unknown> {
  const readsInput = Boolean(endpoint.params ?? endpoint.query ?? endpoint.body ?? endpoint.form);
  const responses: Record<number, unknown> = {
    ...(endpoint.auth === 'public' ? {} : { 401: ZDetailError }),
    ...(readsInput ? { 400: ZBadRequest } : {}),
    ...endpoint.responses,
  };
  const success = successStatus(endpoint);
  if (endpoint.produces) responses[success] = fileContent(endpoint.produces, endpoint.responses[success]);
  return responses;
}

/**
 * The route's schema as the document shows it: the declaration's answers and media types, and a
 * multipart upload's fields and file part (the route itself validates no body there: its handler
 * reads the parts as they stream in).
 */
function documentedSchema(schema: FastifySchema, endpoint: TEndpoint): FastifySchema {
  const form = endpoint.form;
  return {
    ...schema,
    response: documentedResponses(endpoint),
    ...(form
      ? { body: form.fields.extend({ [form.file]: z.file() }), consumes: ['multipart/form-data'] }
      : {}),
  };
}

/**
 * OpenAPI 3.0 lets `nullable` add null to a schema's type but not to its `enum`: a nullable enum
 * without null in its list refuses null to any validator that reads the document as written. zod
 * writes nullable enums so; each gets null in its list here.
 */
function withNullInNullableEnums(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) withNullInNullableEnums(item);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const schema = value as { nullable?: unknown; enum?: unknown[] };
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum.push(null);
  }
  for (const child of Object.values(value)) withNullInNullableEnums(child);
}

/** Statuses that carry no body, whatever the route's schema says of it (a 304 answers nothing). */
const BODILESS: Record<number, { description: string; headers?: Record<string, unknown> }> = {
  204: { description: 'No content' },
  303: {
    description: 'See other',
    headers: { location: { type: 'string', description: 'The address to go to' } },
  },
  304: { description: 'Not modified' },
};

function transform(route: DocumentedRoute) {
  const endpoint = route.route.config?.endpoint;
  const documented = jsonSchemaTransform(
    endpoint && route.schema ? { ...route, schema: documentedSchema(route.schema, endpoint) } : route,
  );
  // A route without a schema (one a test adds, say) has nothing to describe.
  const responses = (documented.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {};
  for (const [status, answer] of Object.entries(responses)) {
    const bodiless = BODILESS[Number(status)];
    // A schema of type null is documented without content.
    if (bodiless) responses[status] = { type: 'null', ...bodiless };
    // Each answer is described by its status's name unless its schema says more.
    else if (typeof answer === 'object' && answer && !('description' in answer))
      Object.assign(answer, { 'x-response-description': STATUS_CODES[Number(status)] });
  }
  return documented;
}

/** The OpenAPI document, generated from the same zod schemas the routes validate with. */
export const openApiPlugin = fp(async (app: FastifyInstance, options: { brandName: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${options.brandName} owner portal API`,
        version: '1.0.0',
        description: 'The API of the owner portal and of the company’s systems (the provider API).',
        // A private product: nothing of it is licensed to others.
        license: { name: 'Proprietary' },
      },
      // The API is served by the same origin as the portal, under /api.
      servers: [{ url: '/' }],
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
    transform,
    transformObject: (document) => {
      const built = 'openapiObject' in document ? document.openapiObject : document.swaggerObject;
      withNullInNullableEnums(built.paths);
      return built;
    },
  });
});

/** The document itself, public: it describes the API, not anyone's data. */
export async function openApiDocumentRoute(app: FastifyInstance) {
  app.get('/api/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () =>
    app.swagger(),
  );
}
