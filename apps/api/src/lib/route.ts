import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  fillPathParams,
  successStatus,
  type TEndpoint,
  type TEndpointSuccessSchema,
} from '@harborstay/contracts';
import { requireCaller, requireProvider, type Caller, type ProviderCaller } from '../access/caller';
import { operationIdOf } from './operation-ids';

// Module augmentation merges only with an interface.
declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** The declaration the route was made from: the OpenAPI document is written from it (plugins/openapi.ts). */
    endpoint?: TEndpoint;
  }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler gets: the parsed input of its endpoint and, on an owner route, the caller and scope. */
export type RouteContext<E extends TEndpoint> = {
  request: FastifyRequest;
  reply: FastifyReply;
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
} & (E['auth'] extends 'owner' ? Caller : unknown) &
  (E['auth'] extends 'provider' ? { provider: ProviderCaller } : unknown);

/** A handler answers the body of the endpoint's success; failures are thrown as AppError. */
export type RouteHandler<E extends TEndpoint> = (
  context: RouteContext<E>,
) => Promise<z.input<TEndpointSuccessSchema<E>>>;

/**
 * Registers the Fastify route of an endpoint declared in contracts (docs/decisions/0018): its
 * method, path (and aliases), schemas, OpenAPI description and access all come from the
 * declaration, and the handler answers with the declared success status.
 */
export function route<const E extends TEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
): void {
  const status = successStatus(endpoint);
  const aliases = endpoint.aliases ?? [];
  for (const path of [endpoint.path, ...aliases]) {
    const aliasIndex = path === endpoint.path ? undefined : aliases.indexOf(path);
    app.route({
      method: endpoint.method,
      url: fillPathParams(path, (name) => `:${name}`),
      config: { access: endpoint.auth, endpoint },
      schema: {
        operationId: operationIdOf(endpoint, aliasIndex),
        tags: [endpoint.tag],
        summary: endpoint.summary,
        ...(endpoint.description ? { description: endpoint.description } : {}),
        ...(aliasIndex === undefined ? {} : { deprecated: true }),
        // The document's default is the owner's token: a public call says it needs none, a
        // provider call names the provider key.
        ...(endpoint.auth === 'public' ? { security: [] } : {}),
        ...(endpoint.auth === 'provider' ? { security: [{ providerKey: [] }] } : {}),
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        response: endpoint.responses,
      },
      handler: async (request, reply) => {
        const caller =
          endpoint.auth === 'owner'
            ? requireCaller(request)
            : endpoint.auth === 'provider'
              ? { provider: requireProvider(request) }
              : {};
        // The validator compiler has parsed params, query and body with the endpoint's own schemas.
        const context = {
          request,
          reply,
          params: request.params,
          query: request.query,
          body: request.body,
          ...caller,
        } as RouteContext<E>;
        const result = await handler(context);
        // A create-or-replace answers 201 when its handler set it (successStatus), a conditional
        // GET 304 (its ETag matched), each only where the endpoint declares it.
        const isDeclared = [201, 304].includes(reply.statusCode) && endpoint.responses[reply.statusCode];
        const answered = isDeclared ? reply.statusCode : status;
        return reply.status(answered).send(result);
      },
    });
  }
}
