import { z } from 'zod';
import { ZBadRequest, ZDetailError } from '../errors';
import { defineEndpoint } from '../endpoint';
import { documentRoutes } from '../routes';
import {
  ZDocument,
  ZDocumentListQuery,
  ZDocumentPathParams,
  ZDocumentUploadFields,
  ZDocumentUrlPathParams,
} from '../document';
import { ZSignedUrl } from '../files';

/** The documents of one of the caller's properties (contract: Documents; docs/decisions/0037). */
export const documentEndpoints = {
  list: defineEndpoint({
    ...documentRoutes.list,
    auth: 'owner',
    tag: 'documents',
    summary: "The documents of one of the caller's properties, newest first",
    description:
      'Optional filters, all applying together: type, year, month (of the document date). ' +
      "A property that is not the caller's answers 404.",
    params: ZDocumentPathParams,
    query: ZDocumentListQuery,
    responses: { 200: z.array(ZDocument), 404: ZDetailError },
  }),
  upload: defineEndpoint({
    ...documentRoutes.upload,
    auth: 'owner',
    tag: 'documents',
    summary: 'Upload a document (multipart/form-data)',
    description:
      'A multipart/form-data body with the fields name (required, at most 50), type (Permit, ' +
      'Insurance or Home warranty; Permit when absent), date (YYYY-MM-DD; today in the ' +
      "property's time zone when absent), notes, and one part file: a PDF, PNG or JPEG recognised " +
      'by its first bytes, at most UPLOAD_MAX_BYTES (10 MB). The file is streamed to storage, never ' +
      'held whole in memory; the file and the row are stored together or not at all. Refusals ' +
      'answer 400 with the message under the field; too many uploads answer 429 with Retry-After; ' +
      "a property that is not the caller's answers 404 before the body is read.",
    params: ZDocumentPathParams,
    form: { fields: ZDocumentUploadFields, file: 'file' },
    responses: { 201: ZDocument, 400: ZBadRequest, 404: ZDetailError, 429: ZDetailError },
  }),
  url: defineEndpoint({
    ...documentRoutes.url,
    auth: 'owner',
    tag: 'documents',
    summary: 'A signed, expiring address of a document file',
    description:
      'Answers {url, expires_at}: the address serves the file inline for PDF and images (add ' +
      'download=1 for an attachment) until it expires, without a session (docs/decisions/0036). ' +
      "A document or property that is not the caller's answers 404.",
    params: ZDocumentUrlPathParams,
    responses: { 200: ZSignedUrl, 404: ZDetailError },
  }),
};
