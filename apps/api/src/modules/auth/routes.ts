import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBadRequest, ZDetailError, ZLoginRequest, ZLoginResponse, ZOk, ZUser } from '@harborstay/contracts';
import { requireSession } from '../../plugins/auth';
import { login, logout, toApiUser } from './service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/login/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, 400: ZBadRequest, 429: ZDetailError },
      },
    },
    async (request) =>
      // Repeated failures for one e-mail or from one address are slowed, then refused with 429.
      app.rateLimits.signIn.guard({ email: request.body.username, address: request.ip }, () =>
        login(app.db, {
          email: request.body.username,
          password: request.body.password,
          remember: request.body.remember,
        }),
      ),
  );

  app.post(
    '/api/auth/logout/',
    { schema: { tags: ['auth'], summary: 'Revoke the token of this call', response: { 200: ZOk } } },
    async (request) => {
      await logout(app.db, requireSession(request));
      return { detail: 'Successfully logged out.' };
    },
  );

  app.get(
    '/api/auth/user/',
    { schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: ZUser } } },
    async (request) => toApiUser(requireSession(request).user),
  );
};
