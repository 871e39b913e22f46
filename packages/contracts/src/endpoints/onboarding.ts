import { ZBadRequest } from '../errors';
import { defineEndpoint } from '../endpoint';
import { onboardingRoutes } from '../routes';
import { ZOnboardingProperty, ZOnboardingPropertyCreated, ZOnboardingStatus } from '../onboarding';

/** Onboarding (spec sections 2 and 4): where the caller belongs, and their first property. */
export const onboardingEndpoints = {
  status: defineEndpoint({
    ...onboardingRoutes.status,
    auth: 'owner',
    tag: 'onboarding',
    summary: "The caller's onboarding state and the step they belong at",
    description:
      'next_step: step11 (owner profile), step21 (first property), step31 (listing being ' +
      'prepared) or dashboard (a property is live).',
    responses: { 200: ZOnboardingStatus },
  }),
  createFirstProperty: defineEndpoint({
    ...onboardingRoutes.createFirstProperty,
    auth: 'owner',
    tag: 'onboarding',
    summary: "Describe the caller's first property (created in progress, not yet active)",
    body: ZOnboardingProperty,
    responses: { 201: ZOnboardingPropertyCreated, 400: ZBadRequest },
  }),
};
