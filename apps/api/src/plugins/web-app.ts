import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { messages } from '@harborstay/contracts';

/**
 * Serves the built SPA: hashed assets cached for a year, every other non-API GET answered
 * with index.html so that the client router takes over (history fallback).
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
    // Else send's own 'public, max-age=0' overwrites the header setHeaders writes below.
    cacheControl: false,
    // Source maps would hand out the whole client source: the build keeps them, the server never serves them.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.status(404).send({ detail: messages.notFound });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
