import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

type HeaderOptions = { widgetOrigins?: string[] };

/**
 * A strict Content-Security-Policy: scripts only from our own origin, no inline script.
 * Mantine sets inline style attributes, hence style-src 'unsafe-inline' (styles cannot run code).
 * The configured help and chat widgets add exactly their own origins (widgetOrigins), nothing else.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HeaderOptions) => {
  const widgets = [...new Set(options.widgetOrigins ?? [])];
  await app.register(helmet, {
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
  });
});
