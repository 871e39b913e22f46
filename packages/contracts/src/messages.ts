/**
 * Every user-facing message of the spec (sections 5, 8 and 9), word for word.
 * The server answers with these and the forms show them, so both import them from here.
 */
export const messages = {
  required: 'This field is required',
  maxLength: (n: number) => `Max length: ${n} symbols`,
  invalidEmail: 'Invalid email format',
  invalidProfilePhone: 'Phone number is not valid',
  invalidContactPhone: 'Invalid phone format.',
  passwordMinLength: 'Your password must contain at least 8 characters',
  passwordNumber: 'Password requires a number',
  passwordLowercase: 'Password requires a lowercase letter',
  passwordUppercase: 'Password requires an uppercase letter',
  passwordSymbol: 'Password requires a symbol',
  passwordSameAsOld: 'Password is the same as the old one.',
  passwordsDontMatch: "Passwords don't match",
  wrongOldPassword: 'Your old password was entered incorrectly. Please enter it again.',
  loginRejectedApi: 'Unable to log in with provided credentials.',
  loginRejected: 'Unable to log in with provided credentials',
  /** Spelling kept as the spec writes it: it is the user's word. */
  loginFailed: 'Error occured during proccesing your request. Try again!',
  profileSaveFailed: 'Error occured during processing your request. Try again!',
  profileFetchFailed: 'Error occured during proccesing your request. Try again!',
  /** Spec section 8's fetch failure text, for any request that got no answer (offline, server down). */
  requestFailed: 'Error occured during proccesing your request. Try again!',
  passwordResetSent: 'Password reset e-mail has been sent.',
  passwordResetInstructions:
    "We've emailed you instructions for setting a new password, if an account exists with the email you entered",
  passwordResetDone: 'Password has been reset with the new password.',
  profileSaved: 'The operation was successful! If primary email address was changed - confirm email',
  propertyUpdated: 'Property information updated successfully!',
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidToken: 'Invalid token.',
  notFound: 'Not found.',
  serverError: 'A server error occurred. Try again later.',
  pictureType: 'Choose a PNG, JPEG or WebP image.',
  pictureTooLarge: 'The photo is too large: at most 300 KB.',
  emailChangeLinkInvalid: 'This confirmation link is invalid, used or expired.',
  emailInUse: 'This e-mail address is already used by another account.',
  emailConfirmed: 'Your e-mail address is confirmed. Sign in with it from now on.',
  profileFirst: 'Complete your owner profile first.',
  firstPropertyExists: 'You have already told us about your first property.',
  wholeNumberRange: (min: number, max: number) => `Enter a whole number from ${min} to ${max}`,
  bathroomsRange: 'Enter a number from 0 to 50, in steps of 0.5',
  postalCodeInvalid: 'Use letters, digits, spaces and hyphens only',
  controlCharacters: 'Remove line breaks, tabs and other invisible control characters',
  invalidId: 'Not a valid id',
  invalidUrl: 'This address is not valid.',
  passwordResetLinkInvalid: 'This password reset link is invalid, used or expired.',
  passwordResetLinkValid: 'This password reset link is valid.',
  passwordResetSpamHint: "If it doesn't arrive within a few minutes, check your spam or junk folder.",
  passwordChanged: 'New password has been saved.',
  tooManySignInAttempts: (minutes: number) =>
    `Too many failed sign-in attempts. Try again in ${minutesText(minutes)}.`,
  tooManyPasswordAttempts: (minutes: number) =>
    `Too many wrong passwords. Try again in ${minutesText(minutes)}.`,
  tooManyResetRequests: (minutes: number) =>
    `Too many password reset requests. Try again in ${minutesText(minutes)}.`,
  tooManyEmailChanges: (minutes: number) =>
    `Too many e-mail address changes. Try again in ${minutesText(minutes)}.`,
  noProperties: 'You have not had any properties yet...',
  noCoOwners: 'You have not co-owners yet...',
  noReservations: 'You have not had any reservations yet...',
  noTasks: 'You have not had any tasks yet...',
  /** Report cells without a value (spec section 2). */
  noData: 'No data',
  reportEndBeforeStart: 'The end date must not be before the start date.',
  currentPasswordRequired: 'Enter your current password to change your primary e-mail.',
  wrongCurrentPassword: 'Your current password was entered incorrectly. Please enter it again.',
} as const;

function minutesText(minutes: number) {
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
