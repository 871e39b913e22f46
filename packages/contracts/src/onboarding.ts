import { z } from 'zod';
import { ifValidSoFar, ZText } from './fields';
import { messages } from './messages';
import { ZPropertyIdentity } from './property';

/**
 * The onboarding experience question of step 2 (spec section 3: values 1 to 6, labels ours).
 * Index + 1 is the stored value.
 */
export const ONBOARDING_EXPERIENCES = [
  'I have never rented my property',
  'I rent it myself occasionally',
  'I rent it myself regularly',
  'Another company manages it now',
  'It is a new purchase',
  'Other',
] as const;

/** Parking choices of step 2; stored as the property's parking text. */
export const PARKING_OPTIONS = [
  'No parking',
  'Street parking',
  'Driveway',
  'Garage',
  'Assigned space or lot',
] as const;

/** Where an owner belongs (spec section 4), computed by the server from profile and properties. */
export const ONBOARDING_NEXT_STEPS = ['step11', 'step21', 'step31', 'dashboard'] as const;
export type TOnboardingNextStep = (typeof ONBOARDING_NEXT_STEPS)[number];

export const ZOnboardingStatus = z.object({
  has_profile: z.boolean(),
  properties_in_progress: z.number().int(),
  properties_completed: z.number().int(),
  next_step: z.enum(ONBOARDING_NEXT_STEPS),
});
export type TOnboardingStatus = z.infer<typeof ZOnboardingStatus>;

/** A number field that may arrive empty from a form: required, and within its range. */
const ZWholeNumber = (min: number, max: number) =>
  z
    .number({ error: messages.required })
    .int(messages.wholeNumberRange(min, max))
    .min(min, messages.wholeNumberRange(min, max))
    .max(max, messages.wholeNumberRange(min, max));

/** POST /api/owners/onboarding/property/: the facts an owner knows of the first property. */
export const ZOnboardingProperty = z.object({
  entity_name: ZText({ max: 120, isRequired: true }),
  street_address: ZText({ max: 200, isRequired: true }),
  city: ZText({ max: 100, isRequired: true }),
  state: ZText({ max: 50, isRequired: true }),
  postal_code: ZText({ max: 20, isRequired: true }).regex(/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u, {
    error: messages.postalCodeInvalid,
    ...ifValidSoFar,
  }),
  country: ZText({ max: 60, isRequired: true }),
  bedroom: ZWholeNumber(0, 50),
  bathroom: z
    .number({ error: messages.required })
    .min(0, messages.bathroomsRange)
    .max(50, messages.bathroomsRange)
    .multipleOf(0.5, messages.bathroomsRange),
  max_occupancy: ZWholeNumber(1, 50),
  parking: z.enum(PARKING_OPTIONS, { error: messages.required }),
  pet_friendly: z.boolean({ error: messages.required }),
  onboarding_experience: z
    .number({ error: messages.required })
    .int(messages.required)
    .min(1, messages.required)
    .max(ONBOARDING_EXPERIENCES.length, messages.required),
});
export type TOnboardingPropertyInput = z.input<typeof ZOnboardingProperty>;
export type TOnboardingProperty = z.output<typeof ZOnboardingProperty>;

/** The created property: in progress and not active until the provider makes it live. */
export const ZOnboardingPropertyCreated = ZPropertyIdentity;
export type TOnboardingPropertyCreated = z.infer<typeof ZOnboardingPropertyCreated>;
