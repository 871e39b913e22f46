import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Webhook, WebhookVerificationError } from 'svix';
import { z } from 'zod';
import { integrationEndpoints } from '@harborstay/contracts';
import { connectorWebhookMessages } from '@harborstay/db';
import { AppError, notFound } from '../../errors';
import { enqueue } from '../../jobs/queue';
import { route } from '../../lib/route';

const ZId = z.string().regex(/^[A-Za-z0-9]{1,40}$/);
/**
 * The lean payloads (decision 0053): a reservation event names the reservation (field names not
 * documented: `reservationId`, or `reservation._id`); `calendar.updated.v2` names the listing and
 * a date range (documented).
 */
const ZReservationEvent = z.union([
  z.looseObject({ reservationId: ZId }).transform((body) => body.reservationId),
  z.looseObject({ reservation: z.looseObject({ _id: ZId }) }).transform((body) => body.reservation._id),
]);
const ZCalendarEvent = z.looseObject({
  listingId: ZId,
  dateRange: z.object({ start: z.iso.date(), end: z.iso.date() }),
});

/** The exact bytes Svix signed: the JSON parser of this route keeps them beside the parsed body. */
const rawBodies = new WeakMap<FastifyRequest, string>();

const unverified = () => new AppError(401, { detail: 'The webhook signature could not be verified.' });

/**
 * Guesty's webhooks (contract, "Connectors"): verified as Svix signs them, each `svix-id` taken
 * once (recorded in the transaction that queues its job, so a delivery is queued exactly once),
 * answered at once; the job reads the reservation or the calendar again from Guesty.
 */
export const guestyWebhookRoutes: FastifyPluginAsync<{ webhookSecret: string | undefined }> = async (
  app,
  options,
) => {
  const verifier = options.webhookSecret ? new Webhook(options.webhookSecret) : undefined;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    rawBodies.set(request, text);
    try {
      done(null, text ? JSON.parse(text) : {});
    } catch {
      done(new AppError(400, { detail: 'The body is not JSON.' }), undefined);
    }
  });

  route(app, integrationEndpoints.guestyWebhook, async ({ request, body }) => {
    // Refusals count against the client address's budget (issue 43); a verified delivery never does.
    const refuse = (refusal: AppError) => app.rateLimits.unknownTokens.refuse(request.ip, refusal);
    if (!verifier) return refuse(notFound());
    const header = (name: string) => String(request.headers[name] ?? '');
    const messageId = header('svix-id');
    try {
      verifier.verify(rawBodies.get(request) ?? '', {
        'svix-id': messageId,
        'svix-timestamp': header('svix-timestamp'),
        'svix-signature': header('svix-signature'),
      });
    } catch (error) {
      if (error instanceof WebhookVerificationError) return refuse(unverified());
      throw error;
    }
    if (!messageId || messageId.length > 100) return refuse(unverified());

    const reservationId = ZReservationEvent.safeParse(body);
    const calendar = ZCalendarEvent.safeParse(body);
    const isNew = await app.db.transaction(async (tx) => {
      const [taken] = await tx
        .insert(connectorWebhookMessages)
        .values({ connector: 'guesty', messageId })
        .onConflictDoNothing()
        .returning();
      if (!taken) return false;
      if (reservationId.success)
        await enqueue(tx, {
          kind: 'guesty-reservation',
          payload: { reservationId: reservationId.data },
          orderKey: `guesty:reservation:${reservationId.data}`,
        });
      else if (calendar.success)
        await enqueue(tx, {
          kind: 'guesty-calendar',
          payload: {
            listingId: calendar.data.listingId,
            start: calendar.data.dateRange.start,
            end: calendar.data.dateRange.end,
          },
          orderKey: `guesty:calendar:${calendar.data.listingId}`,
        });
      return true;
    });
    if (!isNew) return { detail: 'Already received.' };
    app.jobs.wake();
    return {
      detail: reservationId.success || calendar.success ? 'Queued.' : 'Not an event the portal reads.',
    };
  });
};
