import { DEFAULT_BRAND_NAME } from './constants';
import { DOCUMENT_FILE_NAMES } from './document-files';

/**
 * Every user-facing message of the spec (sections 5, 8 and 9), word for word.
 * The server answers with these and the forms show them, so both import them from here.
 */
export const messages = {
  required: 'This field is required',
  /** A stay or block on a property the company offboarded (provider API DELETE of its listing). */
  propertyOffboarded:
    'This property is no longer under management: no new stay or block can be booked on it.',
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
  /** The same rule for a multi-line field, which keeps its line breaks. */
  controlCharactersInText: 'Remove tabs and other invisible control characters',
  invalidId: 'Not a valid id',
  invalidUrl: 'This address is not valid.',
  passwordResetLinkInvalid: 'This password reset link is invalid, used or expired.',
  passwordResetLinkValid: 'This password reset link is valid.',
  invitationLinkInvalid: 'This invitation link has expired or has already been used.',
  invitationAccepted: 'Your password is set. Sign in with it to open your owner account.',
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
  noDocuments: 'You have not had any records yet...',
  uploadComplete: 'Upload complete.',
  uploadFailed: 'Upload failed!',
  documentFileType: `Choose a ${DOCUMENT_FILE_NAMES} file.`,
  documentTooLarge: (megabytes: number) => `The file is too large: at most ${megabytes} MB.`,
  documentTypeNotAllowed: 'Owners can add Permit, Insurance and Home warranty documents only.',
  /** A multipart body that ended or broke before its end (a connection cut, a client's bug). */
  documentUploadBroken: 'The upload did not arrive whole. Try again.',
  documentOneFile: 'Send one file at a time.',
  tooManyUploads: (minutes: number) => `Too many uploads. Try again in ${minutesText(minutes)}.`,
  tooManyExports: (minutes: number) => `Too many exports. Try again in ${minutesText(minutes)}.`,
  /** Unknown calendar feed or webhook addresses from one network (issue 43). */
  tooManyUnknownTokens: (minutes: number) =>
    `Too many requests for addresses that do not exist. Try again in ${minutesText(minutes)}.`,
  tooManyFeedRequests: (minutes: number) =>
    `Too many requests for this calendar feed. Try again in ${minutesText(minutes)}.`,
  /** The answer to every well-formed owner account request, whatever its e-mail (contract). */
  accountRequestReceived:
    'Thank you. We have your request and will be in touch by e-mail within two business days.',
  tooManyAccountRequests: (minutes: number) =>
    `Too many account requests from this network. Try again in ${minutesText(minutes)}.`,
  wrongCurrentPassword: 'Your current password was entered incorrectly. Please enter it again.',
  /** The stay and block rules of spec section 5; the typographic apostrophe is the spec's. */
  pastDate: 'You can’t book a date that is in the past',
  /** The calendar selects at most 20 years ahead (spec section 2); issue 26 asked for these words. */
  tooFarAhead: 'Please choose dates within the next 20 years',
  checkOutBeforeCheckIn: 'Check out date must be on or after the check in date',
  /** The block form's message, read the way round the spec meant it (decision 0006). */
  blockEndBeforeStart: 'End date must be on or after the start date',
  overlap: 'That date range overlaps an existing reservation',
  minimumNights: (nights: number) => `Reservation doesn't match minimum nights restrictions: ${nights}`,
  /** Spec: 'Please contact the {product} team…'; the product is the contract's name, Harborstay. */
  longStay: (nights: number) =>
    `Please contact the ${DEFAULT_BRAND_NAME} team for bookings stays of ${nights} days or longer`,
  arrivalWindow: 'Available time range: 02:00 PM - 11:59 PM',
  guestBookingReadOnly: 'Guest bookings are read-only.',
  reservationNotChangeable: 'This reservation can no longer be changed.',
  calendarRangeTooLong: (days: number) => `Ask for at most ${days} days at a time.`,
  calendarRangeOrder: 'The end must come after the start.',
  invalidDate: 'Enter a date as YYYY-MM-DD.',
  dateOutOfRange: 'Enter a date between 1900 and 2200.',
  invalidTime: 'Enter a time as HH:MM',
  /** Spec section 8 and 9: the calendar's alerts. */
  calendarNotAvailable: 'The calendar of new listing is not available for those dates.',
  calendarLoadFailed: 'The error occurred. Try again!',
  reservationChanged: (start: string, end: string, change: 'canceled' | 'modified') =>
    `The reservation for dates ${start} and ${end} was successfully ${change}.`,
  reservationConfirmed: 'Reservation confirmed',
  enjoyYourStay: 'Enjoy your stay!',
  stayForOther: 'Let us know how we can make the stay memorable!',
  blockConfirmed: 'Your maintenance block has been confirmed!',
  blockHelp: 'Let us know how we can help',
  /** An owner stay or block that the company's system has (contract, "Owner bookings out"), or not yet. */
  deliverySent: 'Sent to the management team',
  deliveryPending: 'Waiting to reach the management team',
  /** An owner stay or block that a guest booking from the channels overlaps (the guest's dates). */
  clashWithGuest: (start: string, end: string) =>
    `A guest booking from ${start} to ${end} holds some of these nights too. The management team will contact you to sort it out.`,
  /** A guest booking that overlaps the owner's own stay or block. */
  clashWithOwner: (start: string, end: string) =>
    `This booking holds some nights of your stay or block from ${start} to ${end}. The management team will contact you to sort it out.`,
} as const;

function minutesText(minutes: number) {
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
