import { z } from 'zod';
import { ZBadRequest, ZDetailError, ZOk } from '../errors';
import { defineEndpoint } from '../endpoint';
import { accountRoutes } from '../routes';
import { ZPasswordChangeRequest } from '../password-change';
import {
  ZPasswordResetCheckRequest,
  ZPasswordResetConfirmRequest,
  ZPasswordResetLinkRefused,
  ZPasswordResetLinkValid,
  ZPasswordResetRequest,
} from '../password-reset';

/** Password reset by e-mail (no sign-in) and password change (signed in). */
export const accountEndpoints = {
  requestPasswordReset: defineEndpoint({
    ...accountRoutes.requestPasswordReset,
    auth: 'public',
    tag: 'auth',
    summary: 'E-mail a password reset link',
    description:
      'Answers the same, as quickly, whether or not the e-mail belongs to an account; the e-mail is sent ' +
      'afterwards. At most 5 requests per e-mail and 20 per client address an hour, else 429.',
    body: ZPasswordResetRequest,
    responses: { 200: ZOk, 400: ZBadRequest, 429: ZDetailError },
  }),
  checkPasswordResetLink: defineEndpoint({
    ...accountRoutes.checkPasswordResetLink,
    auth: 'public',
    tag: 'auth',
    summary: 'Whether a password reset link still works',
    description:
      'The reset page asks before it shows the new-password form, and greets an invited owner: a link ' +
      "that works answers what it is for (a reset or an invitation) and its account's e-mail. A used, " +
      "expired or replaced link answers 400 with what it was for and the company's contact address; " +
      'a forged one answers a plain 400.',
    body: ZPasswordResetCheckRequest,
    responses: { 200: ZPasswordResetLinkValid, 400: z.union([ZPasswordResetLinkRefused, ZBadRequest]) },
  }),
  confirmPasswordReset: defineEndpoint({
    ...accountRoutes.confirmPasswordReset,
    auth: 'public',
    tag: 'auth',
    summary: 'Set a new password with a reset link',
    description: 'Uses the link up and ends every session of the user.',
    body: ZPasswordResetConfirmRequest,
    responses: { 200: ZOk, 400: ZBadRequest },
  }),
  changePassword: defineEndpoint({
    ...accountRoutes.changePassword,
    auth: 'owner',
    tag: 'auth',
    summary: 'Change the password of the signed-in user',
    description:
      'Checks old_password in this same call. Ends the other sessions of the user and keeps this one. ' +
      'Wrong old passwords count against the sign-in budget of the account (429 when exhausted).',
    body: ZPasswordChangeRequest,
    responses: { 200: ZOk, 400: ZBadRequest, 401: ZDetailError, 429: ZDetailError },
  }),
};
