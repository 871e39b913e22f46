import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messages,
  ZBadRequest,
  ZDetailError,
  ZOk,
  ZPasswordChangeRequest,
  ZPasswordResetCheckRequest,
  ZPasswordResetConfirmRequest,
  ZPasswordResetRequest,
} from '@harborstay/contracts';
import { requireSession, requireSessionFirst } from '../../plugins/auth';
import { changePassword } from './password-change-service';
import { checkResetLink, confirmPasswordReset, sendResetMail } from './password-reset-service';

export type AccountRoutesOptions = { brandName: string; publicUrl: string };

/** Password reset by e-mail (no sign-in) and password change (signed in). */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  app.post(
    '/api/auth/password/reset/',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link',
        description:
          'Answers the same, as quickly, whether or not the e-mail belongs to an account; the e-mail is sent ' +
          'afterwards. At most 5 requests per e-mail and 20 per client address an hour, else 429.',
        security: [],
        body: ZPasswordResetRequest,
        response: { 200: ZOk, 400: ZBadRequest, 429: ZDetailError },
      },
    },
    async (request) => {
      const { email } = request.body;
      app.rateLimits.resetRequests.take({ email, address: request.ip });
      app.backgroundTasks.run('password reset e-mail', () =>
        sendResetMail({ db: app.db, mailer: app.mailer, ...options }, email),
      );
      return { detail: messages.passwordResetSent };
    },
  );

  app.post(
    '/api/auth/password/reset/check/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether a password reset link still works',
        description:
          'The reset page asks before it shows the new-password form. A used, expired or forged link answers 400.',
        security: [],
        body: ZPasswordResetCheckRequest,
        response: { 200: ZOk, 400: ZBadRequest },
      },
    },
    async (request) => {
      await checkResetLink(app.db, request.body);
      return { detail: messages.passwordResetLinkValid };
    },
  );

  app.post(
    '/api/auth/password/reset/confirm/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link',
        description: 'Uses the link up and ends every session of the user.',
        security: [],
        body: ZPasswordResetConfirmRequest,
        response: { 200: ZOk, 400: ZBadRequest },
      },
    },
    async (request) => {
      const { uid, token, new_password1: newPassword } = request.body;
      await confirmPasswordReset(app.db, { uid, token, newPassword });
      return { detail: messages.passwordResetDone };
    },
  );

  app.post(
    '/api/auth/password/change/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the password of the signed-in user',
        description:
          'Checks old_password in this same call. Ends the other sessions of the user and keeps this one. ' +
          'Wrong old passwords count against the sign-in budget of the account (429 when exhausted).',
        body: ZPasswordChangeRequest,
        response: { 200: ZOk, 400: ZBadRequest, 401: ZDetailError, 429: ZDetailError },
      },
      preValidation: requireSessionFirst,
    },
    async (request) => {
      const session = requireSession(request);
      await changePassword({ db: app.db, throttle: app.rateLimits.signIn }, session, {
        oldPassword: request.body.old_password,
        newPassword: request.body.new_password1,
        address: request.ip,
      });
      return { detail: messages.passwordChanged };
    },
  );
};
