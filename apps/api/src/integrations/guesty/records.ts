import { and, eq, lt, sql } from 'drizzle-orm';
import { connectorTokenGrants, connectorWebhookMessages, type DbOrTx } from '@harborstay/db';

/**
 * What the connector keeps only for a while: a `svix-id` matters while Svix may still deliver it
 * again (its retries end within days; a month is kept), a token grant while it counts in the 24
 * hours of Guesty's five.
 */
export async function forgetOldGuestyRecords(db: DbOrTx) {
  await db
    .delete(connectorWebhookMessages)
    .where(
      and(
        eq(connectorWebhookMessages.connector, 'guesty'),
        lt(connectorWebhookMessages.receivedAt, sql`now() - interval '30 days'`),
      ),
    );
  await db
    .delete(connectorTokenGrants)
    .where(
      and(
        eq(connectorTokenGrants.connector, 'guesty'),
        lt(connectorTokenGrants.askedAt, sql`now() - interval '2 days'`),
      ),
    );
}
