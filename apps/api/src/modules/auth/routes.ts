import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints } from '@harborstay/contracts';
import { route } from '../../lib/route';
import { login, logout, toApiUser } from './service';

export const authRoutes: FastifyPluginAsync = async (app) => {
  route(app, authEndpoints.login, async ({ request, body }) =>
    // Repeated failures for one e-mail or from one address are slowed, then refused with 429.
    app.rateLimits.signIn.guard({ email: body.username, address: request.ip }, () =>
      login(app, { email: body.username, password: body.password, remember: body.remember }),
    ),
  );

  route(app, authEndpoints.logout, async ({ session }) => {
    await logout(app.db, session);
    return { detail: 'Successfully logged out.' };
  });

  route(app, authEndpoints.user, async ({ session }) => toApiUser(session.user));
};
