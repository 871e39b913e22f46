import { ZOwnerAccountRequest } from '../account-request';
import { ZBadRequest, ZDetailError, ZOk } from '../errors';
import { defineEndpoint } from '../endpoint';
import { accountRequestRoutes } from '../routes';

/** A prospective owner asks for an account from the sign-in page (no sign-in). */
export const accountRequestEndpoints = {
  create: defineEndpoint({
    ...accountRequestRoutes.create,
    auth: 'public',
    tag: 'auth',
    summary: 'Ask the operations team for an owner account',
    description:
      'E-mails the request to the operations team (OPERATIONS_EMAIL) and creates no account. A ' +
      'well-formed request answers 202 with the same text whether or not the e-mail has an account; ' +
      'a malformed one 400 by field. At most 5 requests per client address an hour, else 429.',
    body: ZOwnerAccountRequest,
    responses: { 202: ZOk, 400: ZBadRequest, 429: ZDetailError },
  }),
};
