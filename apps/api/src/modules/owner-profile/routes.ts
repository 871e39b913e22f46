import type { FastifyPluginAsync } from 'fastify';
import { ownerProfileEndpoints } from '@harborstay/contracts';
import { route } from '../../lib/route';
import { confirmEmail, getProfile, saveProfile, type ProfileContext } from './service';

export type OwnerProfileRoutesOptions = { publicUrl: string; brandName: string };

/** The caller's own owner profile: every call works on the caller's scope only, never on an id it is given. */
export const ownerProfileRoutes: FastifyPluginAsync<OwnerProfileRoutesOptions> = async (app, options) => {
  const context = (log: ProfileContext['log']): ProfileContext => ({
    db: app.db,
    wakeJobs: app.jobs.wake,
    storage: app.fileStorage,
    throttle: app.rateLimits.signIn,
    passwords: app.passwords,
    emailChanges: app.rateLimits.emailChanges,
    log,
    ...options,
  });

  route(app, ownerProfileEndpoints.get, async ({ request, scope }) =>
    getProfile(context(request.log), scope),
  );

  route(app, ownerProfileEndpoints.save, async ({ request, body, session, scope }) =>
    saveProfile(context(request.log), { user: session.user, scope }, body, request.ip),
  );

  route(app, ownerProfileEndpoints.confirmEmail, async ({ request, body }) =>
    confirmEmail(context(request.log), body.token),
  );
};
