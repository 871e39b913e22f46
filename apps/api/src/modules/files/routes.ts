import type { FastifyPluginAsync } from 'fastify';
import { fileEndpoints } from '@harborstay/contracts';
import { notFound } from '../../errors';
import { route } from '../../lib/route';
import { DOCUMENT_KEY_PREFIX } from '../documents/service';
import { contentDisposition, isInlineType } from './serving';

/**
 * The public route of signed file addresses (docs/decisions/0036): no session, since a browser
 * tab, an image or a frame cannot send the Authorization header; the signature is the permission.
 */
export const fileRoutes: FastifyPluginAsync = async (app) => {
  route(app, fileEndpoints.signed, async ({ query, reply }) => {
    const verified = app.urlSigner.verify(query);
    // Each address serves only its own kind: here the documents' files, never a care report
    // (which opens on its own route, under its own policy).
    const file = verified?.key.startsWith(DOCUMENT_KEY_PREFIX) ? verified : null;
    const stored = file ? await app.fileStorage.get(file.key) : null;
    if (!file || !stored) throw notFound();
    const inline = isInlineType(file.contentType) && query.download !== '1';
    reply
      .header('content-type', file.contentType)
      .header('content-length', stored.size)
      .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.fileName))
      .header('x-content-type-options', 'nosniff');
    // Whatever a file holds, it runs nothing and loads nothing when opened on its own. A PDF is
    // the exception: Chromium refuses its viewer in a sandboxed document, and the viewer runs none
    // of the file's scripts anyway.
    if (file.contentType === 'application/pdf' && inline) reply.removeHeader('content-security-policy');
    else reply.header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox");
    return stored.body;
  });
};
