import { eq } from 'drizzle-orm';
import { propertyOwners, type DbOrTx } from '@harborstay/db';

/**
 * The ids of the properties a user owns or co-owns. Every query of owner data is narrowed
 * to these ids, so authorization lives here and not in each handler.
 */
export async function ownedPropertyIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: propertyOwners.propertyId })
    .from(propertyOwners)
    .where(eq(propertyOwners.userId, userId));
  return rows.map((row) => row.id);
}
