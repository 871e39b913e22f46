import { ZBadRequest, ZDetailError } from '../errors';
import { defineEndpoint } from '../endpoint';
import { ownerProfileRoutes } from '../routes';
import { ZConfirmEmailRequest, ZConfirmEmailResponse, ZOwnerProfile, ZOwnerProfileRecord } from '../profile';

/** The caller's own owner profile, and the link that confirms a new primary e-mail. */
export const ownerProfileEndpoints = {
  get: defineEndpoint({
    ...ownerProfileRoutes.get,
    auth: 'owner',
    tag: 'owner profile',
    summary: "The caller's owner profile (404 when there is none yet)",
    responses: { 200: ZOwnerProfileRecord, 404: ZDetailError },
  }),
  save: defineEndpoint({
    ...ownerProfileRoutes.save,
    auth: 'owner',
    tag: 'owner profile',
    summary: "Create or update the caller's owner profile",
    description:
      'A changed primary_email is confirmed by a link sent to the new address; until then the ' +
      'profile keeps the current one and pending_primary_email names the new one. Such a change ' +
      "needs the owner's current_password in the same body (400 when missing or wrong); wrong ones " +
      'count against the sign-in budget of the account (429 when exhausted). At most 3 confirmation ' +
      'e-mails an hour per owner and per new address (429 beyond). picture: a ' +
      'PNG, JPEG or WebP data URL of at most 300 KB sets the photo, null removes it, absent keeps it.',
    body: ZOwnerProfile,
    responses: { 200: ZOwnerProfileRecord, 400: ZBadRequest, 429: ZDetailError },
  }),
  confirmEmail: defineEndpoint({
    ...ownerProfileRoutes.confirmEmail,
    auth: 'public',
    tag: 'owner profile',
    summary: 'Confirm a new primary e-mail with the token of the link sent to it',
    body: ZConfirmEmailRequest,
    responses: { 200: ZConfirmEmailResponse, 400: ZBadRequest },
  }),
};
