import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { ZProviderDocumentFields, type TDocument } from '@harborstay/contracts';
import { documents, properties, type DbOrTx } from '@harborstay/db';
import { notFound } from '../../errors';
import type { FileStorage } from '../../lib/file-storage';
import { receiveDocument } from '../documents/service';

export type ProviderDocumentDeps = {
  db: DbOrTx;
  storage: FileStorage;
  /** UPLOAD_MAX_BYTES, as for the owners' uploads. */
  maxBytes: number;
  log: FastifyBaseLogger;
};

/**
 * A document from the company's systems (contract, "The provider's side"): any property, any of
 * the six types. The body is received exactly as an owner's upload is (the documents module's
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
    insert: async (values) => {
      const [row] = await deps.db.insert(documents).values(values).returning();
      if (!row) throw new Error('document not inserted');
      return row;
    },
  });
}
