import type { FastifyPluginAsync } from 'fastify';
import { accountRequestEndpoints, messages } from '@harborstay/contracts';
import { route } from '../../lib/route';
import { forwardAccountRequest } from './service';

type AccountRequestOptions = { brandName: string; operationsEmail?: string };

/** The sign-in page's 'Request Owner Account' (contract, "Owners and properties"). */
export const accountRequestRoutes: FastifyPluginAsync<AccountRequestOptions> = async (app, options) => {
  route(app, accountRequestEndpoints.create, async ({ request, body }) => {
    await app.rateLimits.accountRequests.take(request.ip);
    const isQueued = await forwardAccountRequest(
      {
        db: app.db,
        brandName: options.brandName,
        operationsEmail: options.operationsEmail,
        log: request.log,
      },
      { request: body, requestId: request.id, receivedAt: new Date() },
    );
    if (isQueued) app.jobs.wake();
    // One text for every well-formed request: it says nothing of whether the e-mail has an account.
    return { detail: messages.accountRequestReceived };
  });
};
