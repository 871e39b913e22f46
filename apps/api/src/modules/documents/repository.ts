import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { documents, properties, type DbOrTx } from '@harborstay/db';
import type { TDocumentListQuery } from '@harborstay/contracts';
import type { OwnerScope } from '../../access/owner-scope';
import type { DocumentRow, NewDocument } from '../../document-files/receive';
import { writeDocumentRow } from '../../document-files/write-row';

/**
 * Every function takes the caller's scope and never looks beyond its properties: a property or
 * document outside it does not exist here.
 */

/** The property's time zone, or undefined when it is not one of the scope's. */
export async function findPropertyTimeZone(db: DbOrTx, scope: OwnerScope, propertyId: number) {
  if (!scope.propertyIds.includes(propertyId)) return undefined;
  const [row] = await db
    .select({ timeZone: properties.timeZone })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row?.timeZone;
}

export async function listDocuments(
  db: DbOrTx,
  scope: OwnerScope,
  propertyId: number,
  filters: TDocumentListQuery,
): Promise<DocumentRow[]> {
  if (!scope.propertyIds.includes(propertyId)) return [];
  const conditions: SQL[] = [eq(documents.propertyId, propertyId)];
  if (filters.type) conditions.push(eq(documents.type, filters.type));
  if (filters.year) conditions.push(sql`extract(year from ${documents.date}) = ${filters.year}`);
  if (filters.month) conditions.push(sql`extract(month from ${documents.date}) = ${filters.month}`);
  return db
    .select()
    .from(documents)
    .where(and(...conditions))
    .orderBy(desc(documents.date), desc(documents.id));
}

export async function findDocument(db: DbOrTx, scope: OwnerScope, propertyId: number, id: number) {
  if (!scope.propertyIds.includes(propertyId)) return undefined;
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.propertyId, propertyId)));
  return row;
}

export async function insertDocument(
  db: DbOrTx,
  scope: OwnerScope,
  values: NewDocument,
): Promise<DocumentRow> {
  if (!scope.propertyIds.includes(values.propertyId)) throw new Error('document outside the scope');
  return writeDocumentRow(db, { ...values, uploadedBy: scope.userId }, { notify: true });
}
