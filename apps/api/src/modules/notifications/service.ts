import { eq } from 'drizzle-orm';
import type { TUnsubscribeAnswer } from '@harborstay/contracts';
import { users, type Db } from '@harborstay/db';
import { notFound } from '../../errors';
import { writeSettings } from '../../notifications/settings';
import type { UnsubscribeSigner } from '../../notifications/unsubscribe-token';

/**
 * Turns off the one notification an unsubscribe token names, for the owner it names. A token this
 * server did not sign, or whose owner is gone, answers 404 like an unknown address.
 */
export async function unsubscribe(
  db: Db,
  signer: UnsubscribeSigner,
  token: string,
): Promise<TUnsubscribeAnswer> {
  const named = signer.verify(token);
  if (!named) throw notFound();
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, named.userId));
    if (!user) throw notFound();
    await writeSettings(tx, user.id, { [named.kind]: false });
    return { notification: named.kind, is_subscribed: false };
  });
}
