import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBadRequest,
  ZConfirmEmailRequest,
  ZConfirmEmailResponse,
  ZDetailError,
  ZOwnerProfile,
  ZOwnerProfileRecord,
} from '@harborstay/contracts';
import { requireSession, requireSessionFirst } from '../../plugins/auth';
import { confirmEmail, getProfile, saveProfile, type ProfileContext } from './service';

export type OwnerProfileRoutesOptions = { uploadsDir: string; publicUrl: string; brandName: string };

/** The caller's own owner profile: every call works on the session's user only, never on an id it is given. */
export const ownerProfileRoutes: FastifyPluginAsyncZod<OwnerProfileRoutesOptions> = async (app, options) => {
  const context = (log: ProfileContext['log']): ProfileContext => ({
    db: app.db,
    mailer: app.mailer,
    throttle: app.rateLimits.signIn,
    emailChanges: app.rateLimits.emailChanges,
    log,
    ...options,
  });

  app.get(
    '/api/owners/owner/',
    {
      schema: {
        tags: ['owner profile'],
        summary: "The caller's owner profile (404 when there is none yet)",
        response: { 200: ZOwnerProfileRecord, 404: ZDetailError },
      },
    },
    async (request) => getProfile(context(request.log), requireSession(request).user.id),
  );

  app.post(
    '/api/owners/create-owner-profile/',
    {
      schema: {
        tags: ['owner profile'],
        summary: "Create or update the caller's owner profile",
        description:
          'A changed primary_email is confirmed by a link sent to the new address; until then the ' +
          'profile keeps the current one and pending_primary_email names the new one. Such a change ' +
          "needs the owner's current_password in the same body (400 when missing or wrong); wrong ones " +
          'count against the sign-in budget of the account (429 when exhausted). At most 3 confirmation ' +
          'e-mails an hour per owner and per new address (429 beyond). picture: a ' +
          'PNG, JPEG or WebP data URL of at most 300 KB sets the photo, null removes it, absent keeps it.',
        body: ZOwnerProfile,
        response: { 200: ZOwnerProfileRecord, 400: ZBadRequest, 429: ZDetailError },
      },
      // An anonymous caller is refused before the body is looked at.
      preValidation: requireSessionFirst,
    },
    async (request) => {
      const session = requireSession(request);
      return saveProfile(context(request.log), session.user, request.body, request.ip);
    },
  );

  app.post(
    '/api/owners/confirm-email/',
    {
      schema: {
        tags: ['owner profile'],
        summary: 'Confirm a new primary e-mail with the token of the link sent to it',
        security: [],
        body: ZConfirmEmailRequest,
        response: { 200: ZConfirmEmailResponse, 400: ZBadRequest },
      },
    },
    async (request) => confirmEmail(context(request.log), request.body.token),
  );
};
