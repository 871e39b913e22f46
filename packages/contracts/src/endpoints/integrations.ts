import { z } from 'zod';
import { ZDetailError, ZOk } from '../errors';
import { defineEndpoint } from '../endpoint';

/** Breezeway signs nothing: the address's token is the secret (contract, "Connectors"). */
export const ZBreezewayWebhookParams = z.object({ token: z.string().max(200) });

/** A Breezeway webhook: its test event, or a task (read again by id before anything is stored). */
export const ZBreezewayWebhook = z.looseObject({
  event: z.string().max(100).optional(),
  event_type: z.string().max(100).optional(),
});

/** Calls the company's connected systems make to the portal. */
export const integrationEndpoints = {
  breezewayWebhook: defineEndpoint({
    method: 'POST',
    path: '/api/integrations/breezeway/webhooks/{token}/',
    auth: 'public',
    tag: 'integrations',
    summary: 'Breezeway task webhook (the address is the secret)',
    description:
      'Answers 200 at once and reads the task again from Breezeway by its id, through the job queue, ' +
      'before anything is stored: the body itself is never trusted. Breezeway’s test event ' +
      '{"event": "test_webhook_event"} answers 200. Another token answers 404, as does any call while ' +
      'Breezeway is not configured.',
    params: ZBreezewayWebhookParams,
    body: ZBreezewayWebhook,
    responses: { 200: ZOk, 400: ZDetailError, 404: ZDetailError },
  }),
};
