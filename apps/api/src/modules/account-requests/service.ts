import type { FastifyBaseLogger } from 'fastify';
import type { TOwnerAccountRequestValues } from '@harborstay/contracts';
import type { Db } from '@harborstay/db';
import { enqueue } from '../../jobs/queue';
import { composeAccountRequestMail } from './account-request-mail';

export type AccountRequestDeps = {
  db: Db;
  brandName: string;
  /** The operations team; without it a request reaches nobody, which the log says. */
  operationsEmail: string | undefined;
  log: FastifyBaseLogger;
};

/**
 * Hands a prospective owner's request to the operations team. It creates no account and looks
 * up none, so the answer cannot tell whether the e-mail has one. The e-mail is a job of the
 * durable queue, written before the answer, so that a server that dies right after answering
 * loses nothing. Answers whether a job was written.
 */
export async function forwardAccountRequest(
  deps: AccountRequestDeps,
  input: { request: TOwnerAccountRequestValues; requestId: string; receivedAt: Date },
): Promise<boolean> {
  const to = deps.operationsEmail;
  if (!to) {
    // Names and e-mails stay out of the log (decision 0014): the warning says only what was lost.
    deps.log.warn('An owner account request arrived, but OPERATIONS_EMAIL is not set: nobody was told');
    return false;
  }
  const jobId = await enqueue(deps.db, {
    kind: 'send-email',
    // The request's id, so that the job is found from the request's log line.
    idempotencyKey: `account-request:${input.requestId}`,
    payload: composeAccountRequestMail({
      to,
      brandName: deps.brandName,
      request: input.request,
      receivedAt: input.receivedAt,
    }),
  });
  return jobId !== undefined;
}
