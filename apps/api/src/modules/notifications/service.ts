import { eq } from 'drizzle-orm';
import type { TUnsubscribeAnswer } from '@harborstay/contracts';
import { users, type Db } from '@harborstay/db';
import { notFound } from '../../errors';
import { notificationOnSince, writeSettings } from '../../notifications/settings';
import type { UnsubscribeSigner } from '../../notifications/unsubscribe-token';

/**
 * Turns off the one notification an unsubscribe token names, for the owner it names. A token this
 * server did not sign, or whose owner is gone, answers 404 like an unknown address; so does one
 * issued before the owner last turned that notification back on (decision 0087): they chose to
 * have it since, and only the links of e-mails sent after that choice speak for them.
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
    const onSince = await notificationOnSince(tx, user.id, named.kind);
    if (onSince && (named.issuedAt?.getTime() ?? 0) < onSince.getTime()) throw notFound();
    await writeSettings(tx, user.id, { [named.kind]: false });
    return { notification: named.kind, is_subscribed: false };
  });
}
