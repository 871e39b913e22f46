import { z } from 'zod';
import { ZBadRequest, ZDetailError, ZOk } from '../errors';
import { defineEndpoint } from '../endpoint';
import { integrationRoutes } from '../routes';

/** Breezeway signs nothing: the address's token is the secret (contract, "Connectors"). */
export const ZBreezewayWebhookParams = z.object({ token: z.string().max(200) });

/** A Breezeway webhook: its test event, or a task (read again by id before anything is stored). */
export const ZBreezewayWebhook = z.looseObject({
  event: z.string().max(100).optional(),
  event_type: z.string().max(100).optional(),
});

/**
 * A Guesty webhook, signed through Svix: its lean payload only names what changed (a reservation
 * id, or a listing and a date range), which is read again from Guesty before anything is stored.
 */
export const ZGuestyWebhook = z.looseObject({ event: z.string().max(100).optional() });

/** Calls the company's connected systems make to the portal. */
export const integrationEndpoints = {
  breezewayWebhook: defineEndpoint({
    ...integrationRoutes.breezewayWebhook,
    auth: 'public',
    tag: 'integrations',
    summary: 'Breezeway task webhook (the address is the secret)',
    description:
      'Answers 200 at once and reads the task again from Breezeway by its id, through the job queue, ' +
      'before anything is stored: the body itself is never trusted. Breezeway’s test event ' +
      '{"event": "test_webhook_event"} answers 200. Another token answers 404, as does any call while ' +
      'Breezeway is not configured; past UNKNOWN_TOKENS_PER_ADDRESS of those (and of unknown calendar ' +
      'feed addresses) from one client address within UNKNOWN_TOKEN_WINDOW_MS, 429 with Retry-After. ' +
      'The right token is never counted nor held back.',
    params: ZBreezewayWebhookParams,
    body: ZBreezewayWebhook,
    // A body that is not JSON answers a detail, a field too long a message under the field.
    responses: { 200: ZOk, 400: ZBadRequest, 404: ZDetailError, 429: ZDetailError },
  }),
  guestyWebhook: defineEndpoint({
    ...integrationRoutes.guestyWebhook,
    auth: 'public',
    tag: 'integrations',
    summary: 'Guesty webhook (reservation.created.v2, reservation.updated.v2, calendar.updated.v2)',
    description:
      'Verified with GUESTY_WEBHOOK_SECRET as Svix signs (svix-id, svix-timestamp, svix-signature): a ' +
      'missing, wrong or stale signature answers 401 and changes nothing. A svix-id seen before answers ' +
      '200 and is not done again. Answers at once; the reservation or the calendar range is read again ' +
      'from Guesty through the job queue. Refusals count as unknown tokens do on the Breezeway webhook: ' +
      'past UNKNOWN_TOKENS_PER_ADDRESS from one client address, 429 with Retry-After; a verified ' +
      'delivery never.',
    body: ZGuestyWebhook,
    responses: { 200: ZOk, 401: ZDetailError, 404: ZDetailError, 429: ZDetailError },
  }),
};
