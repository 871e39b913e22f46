import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@harborstay/contracts';
import { AppError } from '../errors';
import { isClientGone } from '../lib/server-timeouts';
import type { WriteResponseHeaders } from './response-headers';

/** Turns every failure into the contract's bodies; 5xx details stay in the log. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).headers(error.headers).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
        (fields[field] ??= []).push(issue.message ?? 'Invalid value');
      }
      return reply.status(400).send(fields);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500 && isClientGone(request.raw)) {
      // The client closed its connection, or a timeout did, midway (a body cut off): its doing,
      // not the server's, and nobody hears this answer. 499 as in nginx's logs.
      request.log.info({ code: error.code, reason: error.message }, 'client went away before the answer');
      return reply.status(499).send({ detail: messages.serverError });
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ detail: messages.serverError });
    }
    // Fastify's own 4xx (malformed JSON, body too large, rate limit): the message is safe to show.
    return reply.status(status).send({ detail: error.message });
  });

  app.setNotFoundHandler((request, reply) => reply.status(404).send({ detail: messages.notFound }));
});

/**
 * Fastify's `frameworkErrors`: the router refuses a malformed URL (/owner/%ZZ) or an overlong path
 * parameter before any route or hook runs, so this answer writes the common headers itself and
 * says what happened in the log, as every other answer does.
 */
export function answerFrameworkError(writeHeaders: WriteResponseHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    writeHeaders(request, reply);
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ detail: messages.serverError });
    }
    request.log.info({ code: error.code, statusCode: status }, 'request refused: malformed URL');
    return reply.status(status).send({ detail: messages.invalidUrl });
  };
}
