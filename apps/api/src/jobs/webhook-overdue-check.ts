import { eq } from 'drizzle-orm';
import { BLOCK_DATE_LABELS } from '@harborstay/contracts';
import { jobs } from '@harborstay/db';
import type { MailMessage } from '../plugins/mail';
import { ownerEventKeys } from './deliver-webhook';
import type { JobPayload } from './kinds';
import { enqueue } from './queue';
import type { JobHandler } from './worker';
import { escapeHtml } from '../lib/escape-html';

/**
 * What operations must know when an owner event is late: while the company's system does not
 * have a new stay or block, its nights are still open on the channels (and a released one's are
 * still closed), so someone must act by hand.
 */
export function composeOverdueMail(input: {
  to: string;
  brandName: string;
  event: JobPayload<'webhook-overdue-check'>;
}): MailMessage {
  const { event } = input;
  const isBlock = event.type.startsWith('block.');
  const what = isBlock ? 'Maintenance block' : 'Owner stay';
  const isFreeing = event.type === 'owner_stay.canceled' || event.type === 'block.released';
  const verb = event.type.split('.')[1] ?? 'changed';
  // A block's dates in the words of every screen: its first night, the day it is free again.
  const dates = isBlock
    ? `first night ${event.startDate}, free again ${event.endDate}`
    : `${event.startDate} to ${event.endDate}`;
  const subject = `${what} ${verb}, not yet in your system: ${event.propertyName}, ${dates}`;
  const consequence = isFreeing
    ? 'Until it arrives, the channels may still hold these nights closed.'
    : 'Until it arrives, these nights are still open on the channels: close them by hand to avoid a double booking.';
  const lines: [string, string][] = [
    ['Property', `${event.propertyName} (#${event.propertyId}), ${event.propertyAddress}`],
    ...(isBlock
      ? ([
          [BLOCK_DATE_LABELS.firstNight, event.startDate],
          [BLOCK_DATE_LABELS.freeAgain, event.endDate],
        ] satisfies [string, string][])
      : ([
          ['Check-in', event.startDate],
          ['Check-out', event.endDate],
        ] satisfies [string, string][])),
    ['Event', event.type],
    ['webhook-id', event.webhookId],
  ];
  const intro = `This change of the ${input.brandName} owner portal, made at ${event.happenedAt}, has not reached your system (PROVIDER_WEBHOOK_URL) yet. ${consequence}`;
  const outro = 'It is still being tried; `npm run admin -- jobs:list --pending` lists what has not arrived.';
  const text = [intro, '', ...lines.map(([k, v]) => `${k}: ${v}`), '', outro].join('\n');
  const rows = lines
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif"><p>${escapeHtml(
    intro,
  )}</p><table>${rows}</table><p>${escapeHtml(outro)}</p></body></html>`;
  return { to: input.to, subject, text, html };
}

/**
 * Due when an owner event would be overdue: if its delivery is not done by then, OPERATIONS_EMAIL
 * is told, once (the e-mail's idempotency key), whatever the retries of this check.
 */
export function webhookOverdueCheckJob(deps: {
  operationsEmail: string | undefined;
  brandName: string;
}): JobHandler<'webhook-overdue-check'> {
  return async (event, { db, log }) => {
    const keys = ownerEventKeys(event.webhookId);
    const [delivery] = await db
      .select({ status: jobs.status })
      .from(jobs)
      .where(eq(jobs.idempotencyKey, keys.delivery));
    if (!delivery || delivery.status === 'done') return;
    if (!deps.operationsEmail) {
      log.warn(
        { webhookId: event.webhookId, type: event.type },
        'owner event overdue; OPERATIONS_EMAIL not set',
      );
      return;
    }
    await enqueue(db, {
      kind: 'send-email',
      idempotencyKey: keys.overdueMail,
      payload: composeOverdueMail({
        to: deps.operationsEmail,
        brandName: deps.brandName,
        event,
      }),
    });
  };
}
