import { z } from 'zod';
import { ZAccountEmail, ZText } from './fields';
import { PROFILE_INPUT_MAX_LENGTH, ZOwnerProfileForm } from './profile';

/** The longest property address and message of an owner account request. */
export const ACCOUNT_REQUEST_MAX_LENGTH = { propertyAddress: 256, message: 2000 } as const;

/** Input maxLengths: one more than the rule, so the rule's message can show (as the profile's). */
export const ACCOUNT_REQUEST_INPUT_MAX_LENGTH = {
  name: PROFILE_INPUT_MAX_LENGTH.name,
  email: PROFILE_INPUT_MAX_LENGTH.email,
  phone: PROFILE_INPUT_MAX_LENGTH.phone,
  propertyAddress: ACCOUNT_REQUEST_MAX_LENGTH.propertyAddress + 1,
  message: ACCOUNT_REQUEST_MAX_LENGTH.message + 1,
} as const;

// A prospective owner's names and phone follow the owner profile's rules and messages, so that
// what they type here is what their profile will hold.
const { first_name, last_name, phone } = ZOwnerProfileForm.shape;

/**
 * `POST /api/owners/account-requests/` (contract, "Owners and properties"): the sign-in page's
 * 'Request Owner Account' form, which is also the wire. Nothing of it makes an account; it is
 * e-mailed to the operations team. The message is the one multi-line field (decision 0014).
 */
export const ZOwnerAccountRequest = z.object({
  first_name,
  last_name,
  email: ZAccountEmail,
  phone,
  property_address: ZText({ max: ACCOUNT_REQUEST_MAX_LENGTH.propertyAddress, isRequired: true }),
  message: ZText({ max: ACCOUNT_REQUEST_MAX_LENGTH.message, isRequired: false, isMultiLine: true }).default(
    '',
  ),
});
export type TOwnerAccountRequest = z.input<typeof ZOwnerAccountRequest>;
export type TOwnerAccountRequestValues = z.output<typeof ZOwnerAccountRequest>;
