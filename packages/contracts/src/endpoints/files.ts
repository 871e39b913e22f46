import { z } from 'zod';
import { ZDetailError } from '../errors';
import { defineEndpoint } from '../endpoint';

/** The query of a signed file address; the server makes it, a client only follows it. */
// Every field optional: an incomplete address is refused like an altered one (404), not as a 400.
export const ZSignedFileQuery = z.object({
  key: z.string().max(512).optional(),
  type: z.string().max(100).optional(),
  name: z.string().max(200).optional(),
  expires: z.string().max(12).optional(),
  signature: z.string().max(100).optional(),
  /** `1`: served as an attachment instead of inline. Not signed: it can only make serving safer. */
  download: z.enum(['1']).optional(),
});
export type TSignedFileQuery = z.infer<typeof ZSignedFileQuery>;

/** A signed, expiring address of a file: `{url, expires_at}` (contract: documents, care reports). */
export const ZSignedUrl = z.object({ url: z.string(), expires_at: z.iso.datetime({ offset: true }) });
export type TSignedUrl = z.infer<typeof ZSignedUrl>;

/** Files reached without an Authorization header: a browser tab or frame cannot send one. */
export const fileEndpoints = {
  signed: defineEndpoint({
    method: 'GET',
    path: '/api/files/',
    auth: 'public',
    tag: 'files',
    summary: 'A stored file, through a signed and expiring address',
    description:
      'The address comes from an owner call that checked access (a document URL, a care report URL); ' +
      'its signature covers the file, its type, its name and its expiry. The file is served with its ' +
      'stored type, X-Content-Type-Options: nosniff, and inline only for PDF and images (download=1 ' +
      'makes it an attachment). A wrong signature, an altered field or an expired address answers 404.',
    query: ZSignedFileQuery,
    responses: { 200: z.unknown(), 404: ZDetailError },
  }),
};
