import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

type HeaderOptions = { widgetOrigins: string[] };

/** Writes the headers every answer carries; see responseHeaders. */
export type WriteResponseHeaders = (request: FastifyRequest, reply: FastifyReply) => void;

const API_PATH = /^\/api(?:[/?]|$)/;

/**
 * The headers of every answer, in one function: an onRequest hook writes them, and so does the
 * answer to a request Fastify refuses before any route or hook runs (a malformed URL).
 * - `x-request-id`, the id of the request's log lines.
 * - `Cache-Control: no-store` on every API answer: they hold personal data (names, e-mails, phones,
 *   masked bank numbers, income), and none is meant to be kept by a browser or a proxy.
 * - A strict Content-Security-Policy: scripts only from our own origin, no inline script. Mantine
 *   sets inline style attributes, hence style-src 'unsafe-inline' (styles cannot run code). The
 *   configured help and chat widgets add exactly their own origins, nothing else. No page of ours
 *   may be framed (frame-ancestors 'none'), and X-Frame-Options says the same to older browsers.
 */
export function responseHeaders(options: HeaderOptions): WriteResponseHeaders {
  const widgets = [...new Set(options.widgetOrigins)];
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...widgets],
        styleSrc: ["'self'", "'unsafe-inline'", ...widgets],
        imgSrc: ["'self'", 'data:', 'blob:', ...widgets],
        fontSrc: ["'self'", 'data:', ...widgets],
        connectSrc: ["'self'", ...widgets],
        frameSrc: ["'self'", ...widgets],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  return (request, reply) => {
    reply.header('x-request-id', request.id);
    if (API_PATH.test(request.url)) reply.header('cache-control', 'no-store');
    securityHeaders(request.raw, reply.raw, (error?: unknown) => {
      if (error) throw error;
    });
  };
}
