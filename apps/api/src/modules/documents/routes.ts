import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { documentEndpoints } from '@harborstay/contracts';
import { route } from '../../lib/route';
import { documentUrl, listDocuments, uploadDocument, type DocumentsContext } from './service';

export type DocumentRoutesOptions = { maxBytes: number };

/** A property's documents: list, upload, and signed addresses of their files (docs/decisions/0037). */
export const documentRoutes: FastifyPluginAsync<DocumentRoutesOptions> = async (app, options) => {
  // In this context only: nothing else takes multipart bodies. The parts are read by the handler,
  // after the access hook and the property check, and streamed, never buffered whole.
  await app.register(multipart, { limits: { fileSize: options.maxBytes, files: 1 } });
  const context = (log: DocumentsContext['log']): DocumentsContext => ({
    db: app.db,
    storage: app.fileStorage,
    signer: app.urlSigner,
    uploads: app.rateLimits.uploads,
    maxBytes: options.maxBytes,
    log,
  });

  route(app, documentEndpoints.list, async ({ scope, params, query }) =>
    listDocuments({ db: app.db }, scope, params.propertyId, query),
  );

  route(app, documentEndpoints.upload, async ({ request, scope, params }) =>
    uploadDocument(context(request.log), scope, params.propertyId, request),
  );

  route(app, documentEndpoints.url, async ({ scope, params }) =>
    documentUrl({ db: app.db, signer: app.urlSigner }, scope, params),
  );
};
