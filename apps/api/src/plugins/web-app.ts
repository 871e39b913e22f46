import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { messages } from '@harborstay/contracts';

/**
 * Serves the built SPA: hashed assets cached for a year, every other non-API GET answered
 * with index.html so that the client router takes over (history fallback). The build writes a
 * brotli and a gzip copy beside each text file; each browser gets the smallest it accepts
 * (decision 0026).
 */
export async function webAppPlugin(app: FastifyInstance, options: { webDist: string }) {
  if (!existsSync(path.join(options.webDist, 'index.html'))) {
    app.log.warn({ webDist: options.webDist }, 'no built web app: serving the API only');
    return;
  }
  // wildcard: false registers one route per file found at start, so '/*' below is only the fallback.
  await app.register(fastifyStatic, {
    root: options.webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are served only in place of their file, never by their own name.
    globIgnore: ['**/*.br', '**/*.gz'],
    // Else send's own 'public, max-age=0' overwrites the header setHeaders writes below.
    cacheControl: false,
    // Source maps would hand out the whole client source: the build keeps them, the server never serves them.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The same address answers differently by Accept-Encoding: caches must keep one copy per encoding.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.status(404).send({ detail: messages.notFound });
    // A missing script or style is not a page: the HTML would only fail later as a wrong MIME type.
    if (request.url.startsWith('/assets/')) return reply.status(404).send({ detail: messages.notFound });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
