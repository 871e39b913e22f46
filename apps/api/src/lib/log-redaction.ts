import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

/**
 * E-mailed links and calendar feed addresses carry a secret in their path; it must not sit in the
 * logs while it is valid.
 */
const SECRET_IN_PATH = /^(\/accounts\/(?:reset\/[^/?#]+|confirm-email)|\/api\/calendar-feeds)\/[^/?#]+/;

/** A request path, or a whole link such as one in an e-mail, with its secret path part hidden. */
export function redactUrl(url: string): string {
  const origin = /^https?:\/\/[^/]+/.exec(url)?.[0] ?? '';
  return origin + url.slice(origin.length).replace(SECRET_IN_PATH, '$1/[redacted]');
}

/** Fastify's request log line, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  };
}

/**
 * Properties of database errors that hold the values of a query or of a row: PGlite's `params`
 * and `queryOptions`, PostgreSQL's `detail` ('Key (email)=(…) already exists.'), `where` and
 * `internalQuery`. Names, e-mails and phones must not sit in the logs.
 */
const VALUE_PROPERTIES = new Set(['params', 'queryOptions', 'detail', 'where', 'internalQuery']);
const MAX_CAUSES = 5;

export type SerializedError = {
  type: string;
  message: string;
  stack: string;
  cause?: SerializedError;
  [property: string]: unknown;
};

/**
 * The log's `err` serializer: type, message, stack, the error's own plain properties and its
 * causes, with the values of a failed query left out. Drizzle writes the parameters into the
 * message (and so into the stack) of a DrizzleQueryError; its SQL, with $1 placeholders, stays.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const message = error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : error.message;
  const serialized: SerializedError = {
    type: error.constructor.name,
    message,
    stack: stackWithMessage(error, message),
  };
  for (const [property, value] of Object.entries(error)) {
    if (property === 'cause' || VALUE_PROPERTIES.has(property)) continue;
    if (['string', 'number', 'boolean'].includes(typeof value)) serialized[property] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES)
    serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/** The stack under the safe message, or that message alone when the stack does not start as expected. */
function stackWithMessage(error: Error, message: string): string {
  const head = `${error.name}: ${error.message}`;
  if (error.stack?.startsWith(head)) return `${error.name}: ${message}${error.stack.slice(head.length)}`;
  return message === error.message && error.stack ? error.stack : `${error.name}: ${message}`;
}
