import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { messages, ZProviderDocumentFields, type TDocument, type TDocumentType } from '@harborstay/contracts';
import { properties, type DbOrTx } from '@harborstay/db';
import { todayIn } from '@harborstay/domain';
import { badRequest, notFound } from '../../errors';
import type { FileStorage } from '../../lib/file-storage';
import { receiveDocument } from '../../document-files/receive';
import { streamToStorage } from '../../document-files/upload';
import { writeDocumentRow } from '../../document-files/write-row';

export type ProviderDocumentDeps = {
  db: DbOrTx;
  storage: FileStorage;
  /** UPLOAD_MAX_BYTES, as for the owners' uploads. */
  maxBytes: number;
  log: FastifyBaseLogger;
};

/**
 * A document from the company's systems (contract, "The provider's side"): any property, any of
 * the six types. The body is received exactly as an owner's upload is (document-files'
 * receiveDocument: streamed, sniffed, limited, file and row together or not at all); the
 * property is looked up first, so an unknown one answers 404 before a byte of the body is read.
 * No per-owner upload budget: the key's own per-second limit applies.
 */
export async function addDocument(
  deps: ProviderDocumentDeps,
  input: { propertyId: number; request: FastifyRequest },
): Promise<TDocument> {
  const [property] = await deps.db
    .select({ timeZone: properties.timeZone })
    .from(properties)
    .where(eq(properties.id, input.propertyId));
  if (!property) throw notFound();
  return receiveDocument(deps, {
    propertyId: input.propertyId,
    timeZone: property.timeZone,
    fields: ZProviderDocumentFields,
    request: input.request,
    // No owner wrote it: uploaded_by stays empty, as for the admin's document:add.
    insert: (values) => writeDocumentRow(deps.db, values, { notify: true }),
  });
}

export type DocumentFile = {
  propertyId: number;
  name: string;
  type: TDocumentType;
  /** Today in the property's time zone when absent. */
  date?: string;
  notes?: string;
  /** The owner who uploaded it (the demo's permits and policies); empty for the company's own. */
  uploadedBy?: number | null;
  file: Readable;
};

/**
 * A document the company hands over as a file rather than an upload (the admin's document:add,
 * the demo seed): its type recognised by its first bytes as an upload's is, stored under a
 * generated name, and the row written; the file is removed again when the row cannot be.
 * A file that is not a PDF, PNG or JPEG is refused under `file`, as an upload is.
 */
export async function storeDocumentFile(
  deps: {
    db: DbOrTx;
    storage: FileStorage;
    /** The admin's document:add tells the owners of a statement; the demo seed (a bulk import) nobody. */
    notify?: boolean;
  },
  input: DocumentFile,
) {
  const [property] = await deps.db
    .select({ timeZone: properties.timeZone })
    .from(properties)
    .where(eq(properties.id, input.propertyId));
  if (!property) throw notFound();
  const stored = await streamToStorage(deps.storage, input.propertyId, input.file);
  if (!stored) throw badRequest({ file: [messages.documentFileType] });
  try {
    return await writeDocumentRow(
      deps.db,
      {
        propertyId: input.propertyId,
        name: input.name,
        type: input.type,
        date: input.date ?? todayIn(property.timeZone),
        notes: input.notes ?? '',
        filePath: stored.key,
        mimeType: stored.mimeType,
        sizeBytes: stored.size,
        uploadedBy: input.uploadedBy ?? null,
      },
      { notify: deps.notify ?? false },
    );
  } catch (error) {
    await deps.storage.remove(stored.key);
    throw error;
  }
}
