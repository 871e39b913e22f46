import { documents, type DbOrTx } from '@harborstay/db';
import { announceDocument } from '../notifications/queue-notification';
import type { DocumentRow } from './receive';

/**
 * Writes a document's row, and in the same transaction tells its owners when it is a statement
 * (announceDocument): every way a document comes in writes its row here, the owners' upload, the
 * provider's, the admin's document:add. `notify` is false for bulk imports (the demo seed).
 */
export async function writeDocumentRow(
  db: DbOrTx,
  values: typeof documents.$inferInsert,
  options: { notify: boolean },
): Promise<DocumentRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(documents).values(values).returning();
    if (!row) throw new Error('document not inserted');
    if (options.notify) await announceDocument(tx, row);
    return row;
  });
}
