import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { TOwnerEvent } from '@harborstay/contracts';
import { jobs, reservations, type DbOrTx } from '@harborstay/db';
import { enqueue } from './queue';
import type { JobHandler } from './worker';

/** PROVIDER_WEBHOOK_URL and the rest (contract, "Owner bookings out"; decision 0046). */
export type ProviderWebhookSettings = {
  url: string;
  /** `whsec_` and a base64 key, as Standard Webhooks and Svix write it. */
  secret: string;
  /** A try that has no answer after this long has failed, and is tried again. */
  timeoutMs: number;
  /** An event not delivered this long after it happened is e-mailed to OPERATIONS_EMAIL, once. */
  alertAfterMs: number;
};

/** The keys of one event's jobs: its delivery, the check that it arrived in time, and the alert. */
export const ownerEventKeys = (webhookId: string) => ({
  delivery: `webhook:${webhookId}`,
  overdueCheck: `webhook-overdue-check:${webhookId}`,
  overdueMail: `webhook-overdue-mail:${webhookId}`,
});

/**
 * The events of one reservation go out in the order they happened (a later one waits while an
 * earlier one is retried), apart from its operations e-mails, which have a key of their own.
 */
export const webhookOrderKey = (reservationId: number) => `webhook:reservation:${reservationId}`;

/** A new event's `webhook-id`, fixed when it is written so that every try carries the same. */
export const newWebhookId = () => `msg_${randomBytes(16).toString('hex')}`;

/**
 * Writes an owner event, in the transaction of the write it tells of (a transactional outbox):
 * its delivery, and a check due when it would be overdue.
 */
export async function queueOwnerEvent(
  tx: DbOrTx,
  input: {
    webhookId: string;
    event: TOwnerEvent;
    property: { id: number; entityName: string; streetAddress: string };
    alertAfterMs: number;
  },
) {
  const { webhookId, event, property } = input;
  const keys = ownerEventKeys(webhookId);
  await enqueue(tx, {
    kind: 'deliver-webhook',
    idempotencyKey: keys.delivery,
    orderKey: webhookOrderKey(event.data.id),
    payload: { webhookId, reservationId: event.data.id, body: JSON.stringify(event) },
  });
  await enqueue(tx, {
    kind: 'webhook-overdue-check',
    idempotencyKey: keys.overdueCheck,
    delayMs: input.alertAfterMs,
    payload: {
      webhookId,
      type: event.type,
      happenedAt: event.timestamp,
      propertyId: property.id,
      propertyName: property.entityName,
      propertyAddress: property.streetAddress,
      startDate: event.data.start_date,
      endDate: event.data.end_date,
    },
  });
}

const errorText = (error: unknown) =>
  error instanceof Error
    ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`
    : String(error);

/**
 * Sends one event, signed as Standard Webhooks says with the try's own timestamp. Any 2xx is a
 * delivery; anything else, a redirect included, or no answer within the timeout throws, and the
 * queue tries again after JOB_RETRY_DELAYS_MS. A delivery marks the reservation sent, unless a
 * later event of it was written meanwhile, and ends the check of this event, which has no more
 * to do.
 */
export function deliverWebhookJob(
  settings: ProviderWebhookSettings | undefined,
): JobHandler<'deliver-webhook'> {
  const signer = settings && new Webhook(settings.secret);
  return async (payload, { db }) => {
    if (!settings || !signer) {
      // Kept and retried until given up: a receiver configured again meanwhile still gets it.
      throw new Error('PROVIDER_WEBHOOK_URL is not set on this server');
    }
    const sentAt = new Date();
    let response: Response;
    try {
      response = await fetch(settings.url, {
        method: 'POST',
        body: payload.body,
        headers: {
          'content-type': 'application/json',
          'webhook-id': payload.webhookId,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': signer.sign(payload.webhookId, sentAt, payload.body),
        },
        redirect: 'manual',
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw new Error(`receiver not reached: ${errorText(error)}`, { cause: error });
    }
    // Nothing of the answer's body is needed; not reading it would keep the connection.
    await response.body?.cancel().catch(() => undefined);
    if (response.status < 200 || response.status > 299) {
      throw new Error(`receiver answered ${response.status}`);
    }
    const keys = ownerEventKeys(payload.webhookId);
    await db.transaction(async (tx) => {
      await tx
        .update(reservations)
        .set({ deliveryState: 'sent' })
        .where(
          and(
            eq(reservations.id, payload.reservationId),
            eq(reservations.deliveryWebhookId, payload.webhookId),
          ),
        );
      await tx
        .update(jobs)
        .set({ status: 'done', finishedAt: sql`now()`, payload: {} })
        .where(and(eq(jobs.idempotencyKey, keys.overdueCheck), eq(jobs.status, 'pending')));
    });
  };
}
