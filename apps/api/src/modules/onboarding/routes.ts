import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBadRequest,
  ZOnboardingProperty,
  ZOnboardingPropertyCreated,
  ZOnboardingStatus,
} from '@harborstay/contracts';
import { requireSession, requireSessionFirst } from '../../plugins/auth';
import { createFirstProperty, getOnboardingStatus } from './service';

/** Onboarding (spec sections 2 and 4): where the caller belongs, and their first property. */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/owners/onboarding/',
    {
      schema: {
        tags: ['onboarding'],
        summary: "The caller's onboarding state and the step they belong at",
        description:
          'next_step: step11 (owner profile), step21 (first property), step31 (listing being ' +
          'prepared) or dashboard (a property is live).',
        response: { 200: ZOnboardingStatus },
      },
    },
    async (request) => getOnboardingStatus(app.db, requireSession(request).user.id),
  );

  app.post(
    '/api/owners/onboarding/property/',
    {
      schema: {
        tags: ['onboarding'],
        summary: "Describe the caller's first property (created in progress, not yet active)",
        body: ZOnboardingProperty,
        response: { 201: ZOnboardingPropertyCreated, 400: ZBadRequest },
      },
      // An anonymous caller is refused before the body is looked at.
      preValidation: requireSessionFirst,
    },
    async (request, reply) => {
      const property = await createFirstProperty(app.db, requireSession(request).user.id, request.body);
      return reply.status(201).send(property);
    },
  );
};
