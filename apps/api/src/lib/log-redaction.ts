import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/** Path segments that are never a secret: a whole word in lower case (`calendar-feeds`, `openapi.json`)… */
const WORD = /^[a-z]+(?:[-_.][a-z]+)*$/;
/** …an id, or a calendar date. */
const PLAIN = /^(?:\d{1,10}|\d{4}-\d{2}-\d{2})$/;

/**
 * What an address may show in the log (issue 43, item 11; decision 0095). Secrets travel in paths
 * (reset and confirmation links, unsubscribe tokens, calendar feeds, Breezeway's webhook) and in
 * queries (signed file and report addresses), and a list of the routes that carry them was
 * forgotten by each new one. So nothing is shown unless it cannot be a secret: every query value
 * is hidden, and a path segment is shown only when it is a lower-case word, an id, a date, or a
 * literal segment of a route this server declares (`v1`, `getUrl`, a built asset's file name).
 * A secret is random: 43 base64url characters from generateToken or an HMAC, which are never all
 * lower-case letters in practice, nor only digits.
 */
export type UrlRedactor = {
  /** A request path, or a whole link such as one in an e-mail, with anything that may be secret hidden. */
  redact: (url: string) => string;
  /** Takes a route's path (`/api/provider/v1/properties/:id/`): its literal segments are shown from now on. */
  learnRoute: (path: string) => void;
};

export function createUrlRedactor(): UrlRedactor {
  const routeSegments = new Set<string>();
  const isShown = (segment: string) =>
    segment === '' || WORD.test(segment) || PLAIN.test(segment) || routeSegments.has(segment);
  const redactPath = (path: string) =>
    path
      .split('/')
      .map((segment) => (isShown(segment) ? segment : REDACTED))
      .join('/');
  // Every value is hidden; a name is a segment of its own, shown as one would be.
  const redactQuery = (query: string) =>
    query
      .split('&')
      .map((pair) => {
        const equals = pair.indexOf('=');
        const name = equals === -1 ? pair : pair.slice(0, equals);
        return `${isShown(name) ? name : REDACTED}${equals === -1 ? '' : `=${REDACTED}`}`;
      })
      .join('&');
  return {
    redact(url) {
      const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? '';
      const rest = url.slice(origin.length);
      const [, path = '', query, fragment] = /^([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/s.exec(rest) ?? [];
      return (
        origin +
        redactPath(path) +
        (query === undefined ? '' : `?${redactQuery(query)}`) +
        (fragment === undefined ? '' : `#${REDACTED}`)
      );
    },
    learnRoute(path) {
      for (const segment of path.split('/')) if (segment && !/[:*]/.test(segment)) routeSegments.add(segment);
    },
  };
}

/** Fastify's request log line, with the URL redacted. */
export function requestSerializer(redactor: UrlRedactor) {
  return (request: FastifyRequest) => ({
    method: request.method,
    url: redactor.redact(request.url),
    remoteAddress: request.ip,
  });
}

// Module augmentation merges only with an interface.
declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** The server's redaction of addresses for the log (createUrlRedactor), for lines that name one. */
    redactUrl: (url: string) => string;
  }
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
