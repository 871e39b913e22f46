import { ZLoginRequest, ZLoginResponse, ZUser } from '../auth';
import { ZBadRequest, ZDetailError, ZOk } from '../errors';
import { defineEndpoint } from '../endpoint';
import { authRoutes } from '../routes';

/** Sign-in, sign-out and the signed-in user. */
export const authEndpoints = {
  login: defineEndpoint({
    ...authRoutes.login,
    auth: 'public',
    tag: 'auth',
    summary: 'Sign in with e-mail and password',
    body: ZLoginRequest,
    responses: { 200: ZLoginResponse, 400: ZBadRequest, 429: ZDetailError },
  }),
  logout: defineEndpoint({
    ...authRoutes.logout,
    auth: 'owner',
    tag: 'auth',
    summary: 'Revoke the token of this call',
    responses: { 200: ZOk },
  }),
  user: defineEndpoint({
    ...authRoutes.user,
    auth: 'owner',
    tag: 'auth',
    summary: 'The signed-in user',
    responses: { 200: ZUser },
  }),
};
