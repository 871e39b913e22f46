import type { FastifyPluginAsync } from 'fastify';
import { onboardingEndpoints } from '@harborstay/contracts';
import { route } from '../../lib/route';
import { createFirstProperty, getOnboardingStatus } from './service';

/** Onboarding (spec sections 2 and 4): where the caller belongs, and their first property. */
export const onboardingRoutes: FastifyPluginAsync = async (app) => {
  route(app, onboardingEndpoints.status, async ({ scope }) => getOnboardingStatus(app.db, scope));

  route(app, onboardingEndpoints.createFirstProperty, async ({ scope, body }) =>
    createFirstProperty(app.db, scope, body),
  );
};
