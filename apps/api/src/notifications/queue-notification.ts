import type { TDocumentType } from '@harborstay/contracts';
import type { DbOrTx } from '@harborstay/db';
import { enqueue } from '../jobs/queue';
import type { NotificationEvent } from './event';

/**
 * The key that makes an event told once however often its cause is written again (the same
 * booking sent twice, two servers taking the same webhook): a guest booking is announced once as
 * new and once as canceled, a clash once per pair, a statement or a task once. An owner's own change is told each time.
 */
function idempotencyKeyOf(event: NotificationEvent): string | undefined {
  switch (event.event) {
    case 'new_booking':
    case 'canceled_booking':
      return `notify:${event.event}:reservation:${event.reservationId}`;
    case 'booking_clash':
      return `notify:booking_clash:reservation:${event.reservationId}:${event.otherId}`;
    case 'statement_published':
      return `notify:statement_published:document:${event.documentId}`;
    case 'task_completed':
      return `notify:task_completed:task:${event.taskId}`;
    case 'own_booking':
      return undefined;
  }
}

/**
 * Writes the event into the durable queue. Call it with the transaction of the write that causes
 * it (a transactional outbox): the write and its e-mails are kept together or not at all. Bulk
 * imports (the CSV import, the demo seed, a connector's first pull) do not call it.
 */
export async function queueNotification(tx: DbOrTx, event: NotificationEvent): Promise<void> {
  await enqueue(tx, {
    kind: 'owner-notification',
    payload: event,
    idempotencyKey: idempotencyKeyOf(event),
    // One owner's confirmations of one stay go out in the order of its changes.
    orderKey:
      event.event === 'own_booking' ? `notify:own_booking:reservation:${event.reservationId}` : undefined,
  });
}

const STATEMENT_TYPES: readonly TDocumentType[] = ['Monthly statements', 'Annual statements'];

/**
 * The one hook of a document published for a property: a statement tells its owners. Every way a
 * document row is written calls it in the row's transaction (the provider's upload, the admin's
 * document:add, the statement generator); other types tell nobody.
 */
export async function announceDocument(tx: DbOrTx, document: { id: number; type: string }): Promise<void> {
  if (!STATEMENT_TYPES.includes(document.type as TDocumentType)) return;
  await queueNotification(tx, { event: 'statement_published', documentId: document.id });
}
