import type { FastifyRequest } from 'fastify';

/** E-mailed links carry a secret in their path; it must not sit in the logs while it is valid. */
const SECRET_IN_PATH = /^(\/accounts\/(?:reset\/[^/?#]+|confirm-email))\/[^/?#]+/;

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
