import type { FastifyPluginAsync } from 'fastify';
import { DOCUMENT_MIME_TYPES, documentFileTypeOf, fileEndpoints } from '@harborstay/contracts';
import { DOCUMENT_KEY_PREFIX } from '../../document-files/upload';
import { contentDisposition } from '../../lib/content-disposition';
import { route } from '../../lib/route';
import { serveSignedFile, type StoredFileKind } from '../../lib/serve-signed-file';

/** What opens here: the documents' files, of the accepted types; never a care report (issue 28). */
const DOCUMENT_FILES: StoredFileKind = { keyPrefix: DOCUMENT_KEY_PREFIX, contentTypes: DOCUMENT_MIME_TYPES };

/**
 * The public route of signed file addresses (docs/decisions/0036): no session, since a browser
 * tab, an image or a frame cannot send the Authorization header; the signature is the permission.
 */
export const fileRoutes: FastifyPluginAsync = async (app) => {
  route(app, fileEndpoints.signed, async ({ query, reply }) =>
    serveSignedFile({
      file: app.urlSigner.verify(query),
      kind: DOCUMENT_FILES,
      storage: app.fileStorage,
      reply,
      headers: (file) => {
        // Every accepted type shows in place; `download=1` saves it instead.
        const inline = query.download !== '1';
        const isPdf = documentFileTypeOf(file.contentType)?.preview === 'pdf';
        return {
          'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', file.fileName),
          // Whatever a file holds, it runs nothing and loads nothing when opened on its own. A PDF
          // is the exception: Chromium refuses its viewer in a sandboxed document, and the viewer
          // runs none of the file's scripts anyway.
          'content-security-policy': isPdf && inline ? null : "default-src 'none'; img-src 'self'; sandbox",
        };
      },
    }),
  );
};
