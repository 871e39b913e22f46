import {
  messages,
  type TOnboardingProperty,
  type TOnboardingPropertyCreated,
  type TOnboardingStatus,
} from '@harborstay/contracts';
import type { Db } from '@harborstay/db';
import { nonFieldError } from '../../errors';
import type { OwnerScope } from '../../access/owner-scope';
import { toPropertyIdentity } from '../../answers/property';
import * as repo from './repository';

/**
 * Where the owner belongs (spec section 4). A live (completed) property makes them an owner of
 * the portal whatever else they lack; otherwise the profile comes first, then the first property,
 * then the wait while the provider prepares the listing.
 */
export function nextOnboardingStep(
  status: Omit<TOnboardingStatus, 'next_step'>,
): TOnboardingStatus['next_step'] {
  if (status.properties_completed > 0) return 'dashboard';
  if (!status.has_profile) return 'step11';
  if (status.properties_in_progress === 0) return 'step21';
  return 'step31';
}

export async function getOnboardingStatus(db: Db, scope: OwnerScope): Promise<TOnboardingStatus> {
  const row = await repo.onboardingCounts(db, scope);
  const counts = {
    has_profile: row.hasProfile,
    properties_in_progress: row.inProgress,
    properties_completed: row.completed,
  };
  return { ...counts, next_step: nextOnboardingStep(counts) };
}

/**
 * Step 2: the owner's first property, in progress and not yet active, owned by the caller.
 * Later properties go through the account manager, so an owner who has one already is refused.
 */
export async function createFirstProperty(
  db: Db,
  scope: OwnerScope,
  input: TOnboardingProperty,
): Promise<TOnboardingPropertyCreated> {
  const property = await db.transaction(async (tx) => {
    await repo.lockUser(tx, scope);
    const profile = await repo.findProfile(tx, scope);
    if (!profile) throw nonFieldError(messages.profileFirst);
    // Asked again under the lock: the scope was read before it, and a simultaneous submit may have added one since.
    if (await repo.ownsAnyProperty(tx, scope)) throw nonFieldError(messages.firstPropertyExists);
    return repo.insertOwnedProperty(tx, scope, {
      entityName: input.entity_name,
      streetAddress: input.street_address,
      city: input.city,
      state: input.state,
      postalCode: input.postal_code,
      country: input.country,
      bedroom: input.bedroom,
      bathroom: String(input.bathroom),
      maxOccupancy: input.max_occupancy,
      parking: input.parking,
      petFriendly: input.pet_friendly ? 'True' : 'False',
      onboardingExperience: input.onboarding_experience,
      status: 'in progress',
      harborstayServices: false,
      // The property's owner contact starts as the owner's profile.
      ownerFirstName: profile.firstName,
      ownerLastName: profile.lastName,
      primaryEmail: profile.primaryEmail,
      phone: profile.phone,
    });
  });
  return toPropertyIdentity(property);
}
