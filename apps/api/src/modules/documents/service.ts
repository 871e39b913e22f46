import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  ZDocumentUploadFields,
  type TDocument,
  type TDocumentListQuery,
  type TSignedUrl,
} from '@harborstay/contracts';
import type { DbOrTx } from '@harborstay/db';
import type { OwnerScope } from '../../access/owner-scope';
import { receiveDocument, toDocument, type DocumentRow } from '../../document-files/receive';
import { notFound } from '../../errors';
import type { FileStorage } from '../../lib/file-storage';
import { isClientGone } from '../../lib/server-timeouts';
import type { UrlSigner } from '../../lib/url-signer';
import type { UploadThrottle } from '../../plugins/rate-limits';
import * as repo from './repository';

/** How long a document address works: long enough to open it, short enough to be no standing link. */
export const DOCUMENT_URL_LIFETIME_SECONDS = 5 * 60;

export type DocumentsContext = {
  db: DbOrTx;
  storage: FileStorage;
  signer: UrlSigner;
  uploads: UploadThrottle;
  maxBytes: number;
  log: FastifyBaseLogger;
};

export async function listDocuments(
  ctx: Pick<DocumentsContext, 'db'>,
  scope: OwnerScope,
  propertyId: number,
  filters: TDocumentListQuery,
): Promise<TDocument[]> {
  if (!scope.propertyIds.includes(propertyId)) throw notFound();
  return (await repo.listDocuments(ctx.db, scope, propertyId, filters)).map(toDocument);
}

export async function documentUrl(
  ctx: Pick<DocumentsContext, 'db' | 'signer'>,
  scope: OwnerScope,
  params: { propertyId: number; id: number },
): Promise<TSignedUrl> {
  const row = await repo.findDocument(ctx.db, scope, params.propertyId, params.id);
  if (!row) throw notFound();
  const expiresAt = new Date((Math.floor(Date.now() / 1000) + DOCUMENT_URL_LIFETIME_SECONDS) * 1000);
  const url = ctx.signer.sign({
    key: row.filePath,
    contentType: row.mimeType,
    fileName: downloadName(row),
    expiresAt,
  });
  return { url, expires_at: expiresAt.toISOString() };
}

/** The name a browser saves the file under: the document's name with its type's extension. */
function downloadName(row: DocumentRow): string {
  const extension = row.filePath.split('.').pop() ?? 'pdf';
  return `${row.name.replace(/[/\\]/g, '-')}.${extension}`;
}

/**
 * An owner's upload (docs/decisions/0037): the property checked and the upload counted before a
 * byte of the body is read, then the body received as every upload is (receiveDocument).
 */
export async function uploadDocument(
  ctx: DocumentsContext,
  scope: OwnerScope,
  propertyId: number,
  request: FastifyRequest,
): Promise<TDocument> {
  const timeZone = await repo.findPropertyTimeZone(ctx.db, scope, propertyId);
  if (!timeZone) throw notFound();
  const slot = await ctx.uploads.take(scope.userId);
  try {
    return await receiveDocument(ctx, {
      propertyId,
      timeZone,
      fields: ZDocumentUploadFields,
      request,
      insert: (values) => repo.insertDocument(ctx.db, scope, values),
    });
  } catch (error) {
    // A body that never arrived whole (the client went away, or the request timeouts cut it)
    // stored nothing: its slot goes back, so a bad connection does not spend the owner's budget.
    if (isClientGone(request.raw)) await slot.release();
    throw error;
  }
}
