import type { FastifyPluginAsync } from 'fastify';
import { accountEndpoints, messages } from '@harborstay/contracts';
import { route } from '../../lib/route';
import { changePassword } from './password-change-service';
import { enqueue } from '../../jobs/queue';
import { checkResetLink, confirmPasswordReset } from './password-reset-service';

type AccountRouteOptions = {
  /** Where an owner whose invitation no longer works asks for a new one (OPERATIONS_EMAIL). */
  operationsEmail?: string;
};

/** Password reset by e-mail (no sign-in) and password change (signed in). */
export const accountRoutes: FastifyPluginAsync<AccountRouteOptions> = async (app, options) => {
  route(app, accountEndpoints.requestPasswordReset, async ({ request, body }) => {
    const { email } = body;
    await app.rateLimits.resetRequests.take({ email, address: request.ip });
    // Written before the answer, so that a server that dies right after answering loses nothing.
    await enqueue(app.db, { kind: 'password-reset-mail', payload: { email } });
    app.jobs.wake();
    return { detail: messages.passwordResetSent };
  });

  route(app, accountEndpoints.checkPasswordResetLink, async ({ body }) => {
    const link = await checkResetLink(app.db, body, options.operationsEmail ?? null);
    return { detail: messages.passwordResetLinkValid, ...link };
  });

  route(app, accountEndpoints.confirmPasswordReset, async ({ body }) => {
    const { uid, token, new_password1: newPassword } = body;
    await confirmPasswordReset(app, { uid, token, newPassword });
    return { detail: messages.passwordResetDone };
  });

  route(app, accountEndpoints.changePassword, async ({ request, body, session }) => {
    await changePassword({ db: app.db, throttle: app.rateLimits.signIn, passwords: app.passwords }, session, {
      oldPassword: body.old_password,
      newPassword: body.new_password1,
      address: request.ip,
    });
    return { detail: messages.passwordChanged };
  });
};
