import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { integrationEndpoints } from '@harborstay/contracts';
import { AppError, notFound } from '../../errors';
import { enqueue } from '../../jobs/queue';
import { route } from '../../lib/route';

const isSameToken = (expected: string | undefined, given: string) => {
  if (!expected) return false;
  const [a, b] = [Buffer.from(expected), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The task id of a webhook body, wherever Breezeway puts the task (its envelope is not documented). */
function taskIdOf(body: Record<string, unknown>): string | undefined {
  for (const candidate of [body.data, body.task, body]) {
    if (candidate && typeof candidate === 'object' && 'id' in candidate) {
      const id = String((candidate as { id: unknown }).id);
      if (/^\d{1,20}$/.test(id)) return id;
    }
  }
  return undefined;
}

/**
 * Breezeway's task webhooks (contract, "Connectors"): the secret address is the only proof of
 * origin, so the body only names a task; the job reads it again from Breezeway. The answer comes
 * at once (Breezeway gives up after 10 s); the same task twice in a row is queued once.
 */
export const breezewayWebhookRoutes: FastifyPluginAsync<{ webhookToken: string | undefined }> = async (
  app,
  options,
) => {
  route(app, integrationEndpoints.breezewayWebhook, async ({ params, body, request }) => {
    // An unknown token counts against the client address's budget (issue 43); the right one never does.
    if (!isSameToken(options.webhookToken, params.token))
      return app.rateLimits.unknownTokens.refuse(request.ip, notFound());
    if (body.event === 'test_webhook_event') return { detail: 'Test event received.' };
    const taskId = taskIdOf(body);
    if (!taskId) throw new AppError(400, { detail: 'No task id in the webhook.' });
    const updated = [
      body.last_updated,
      body.updated_at,
      (body.data as { updated_at?: unknown } | undefined)?.updated_at,
    ]
      .find((value) => typeof value === 'string')
      ?.toString();
    await enqueue(app.db, {
      kind: 'breezeway-task',
      payload: { taskId },
      // A repeated delivery of the same version is one job; a newer version is read again.
      idempotencyKey: updated ? `breezeway-task:${taskId}:${updated.slice(0, 60)}` : undefined,
      orderKey: `breezeway-task:${taskId}`,
    });
    app.jobs.wake();
    return { detail: 'Queued.' };
  });
};
