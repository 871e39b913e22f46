import { z } from 'zod';
import { ZDetailError } from '../errors';
import { defineEndpoint } from '../endpoint';
import { fileRoutes } from '../routes';
import { DOCUMENT_MIME_TYPES } from '../document-files';
import { ZSignedFileQuery } from '../files';

/** Files reached without an Authorization header: a browser tab or frame cannot send one. */
export const fileEndpoints = {
  signed: defineEndpoint({
    ...fileRoutes.signed,
    auth: 'public',
    tag: 'files',
    summary: 'A stored file, through a signed and expiring address',
    description:
      'The address comes from an owner call that checked access (a document URL, a care report URL); ' +
      'its signature covers the file, its type, its name and its expiry. The file is served with its ' +
      'stored type, X-Content-Type-Options: nosniff, and inline only for PDF and images (download=1 ' +
      'makes it an attachment). A wrong signature, an altered field or an expired address answers 404.',
    query: ZSignedFileQuery,
    produces: DOCUMENT_MIME_TYPES,
    responses: { 200: z.unknown(), 404: ZDetailError },
  }),
};
