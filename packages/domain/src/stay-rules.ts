import { messages, STAY_LIMITS } from '@harborstay/contracts';
import { addDays, addMonths, nightsBetween, type IsoDate } from './dates';
import type { Period } from './occupancy';

/**
 * The stay and block rules of spec section 5 that need dates, today or other records
 * (decision 0020). Each returns the issues it finds, `{ field, message }` with the spec's words;
 * an empty list means allowed. `today` is the property's today (`todayIn(property.timeZone)`).
 */
export type RuleIssue = { field: 'start_date' | 'end_date' | 'guests_count'; message: string };

type DatesInput = { startDate: IsoDate; endDate: IsoDate; today: IsoDate };

/** Two runs of nights share a night: [a.start, a.end) and [b.start, b.end) meet. */
export function periodsOverlap(a: Period, b: Period): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Whether the nights [start, end) meet any of `taken` (a friendly pre-check; the database has the last word). */
export function overlapsAny(range: Period, taken: readonly Period[]): boolean {
  return taken.some((other) => periodsOverlap(range, other));
}

/** The nights of a maintenance block chosen from `startDate` to `endDate`: one day when they are equal. */
export function blockNights(input: { startDate: IsoDate; endDate: IsoDate }): Period {
  if (input.startDate !== input.endDate) return { start: input.startDate, end: input.endDate };
  return { start: input.startDate, end: addDays(input.startDate, 1) };
}

/** The last day a stay or block may reach: 20 years from the property's today (spec section 2). */
export function latestBookableDate(today: IsoDate): IsoDate {
  return addMonths(today, 12 * STAY_LIMITS.yearsAhead);
}

/** Each date neither before today nor past `latestBookableDate`: 2047 and 2126 were taken (issue 26). */
function outOfRangeIssues(input: DatesInput): RuleIssue[] {
  const latest = latestBookableDate(input.today);
  const issues: RuleIssue[] = [];
  for (const [field, date] of [
    ['start_date', input.startDate],
    ['end_date', input.endDate],
  ] as const) {
    if (date < input.today) issues.push({ field, message: messages.pastDate });
    else if (date > latest) issues.push({ field, message: messages.tooFarAhead });
  }
  return issues;
}

function overlapIssues(range: Period, taken: readonly Period[] | undefined): RuleIssue[] {
  return taken && overlapsAny(range, taken) ? [{ field: 'start_date', message: messages.overlap }] : [];
}

/**
 * An owner stay of the nights [startDate, endDate): not in the past nor over 20 years ahead, check-out on or after
 * check-in, at least 2 nights, fewer than 29, and (when `taken` is given) meeting no other
 * reservation or blocked night. One message per field, the first rule that applies.
 */
export function stayIssues(input: DatesInput & { taken?: readonly Period[] }): RuleIssue[] {
  const outOfRange = outOfRangeIssues(input);
  if (outOfRange.length > 0) return outOfRange;
  if (input.endDate < input.startDate)
    return [{ field: 'end_date', message: messages.checkOutBeforeCheckIn }];
  const nights = nightsBetween(input.startDate, input.endDate);
  if (nights < STAY_LIMITS.minNights) {
    return [{ field: 'end_date', message: messages.minimumNights(STAY_LIMITS.minNights) }];
  }
  if (nights >= STAY_LIMITS.maxNightsExclusive) {
    return [{ field: 'end_date', message: messages.longStay(STAY_LIMITS.maxNightsExclusive) }];
  }
  return overlapIssues({ start: input.startDate, end: input.endDate }, input.taken);
}

/**
 * A maintenance block chosen from startDate to endDate (one day when equal, see `blockNights`):
 * not in the past nor over 20 years ahead, end on or after start, fewer than 29 days, no overlap.
 */
export function blockIssues(input: DatesInput & { taken?: readonly Period[] }): RuleIssue[] {
  const outOfRange = outOfRangeIssues(input);
  if (outOfRange.length > 0) return outOfRange;
  if (input.endDate < input.startDate) return [{ field: 'end_date', message: messages.blockEndBeforeStart }];
  const nights = blockNights(input);
  if (nightsBetween(nights.start, nights.end) >= STAY_LIMITS.maxNightsExclusive) {
    return [{ field: 'end_date', message: messages.longStay(STAY_LIMITS.maxNightsExclusive) }];
  }
  return overlapIssues(nights, input.taken);
}

/** The most guests a stay may have: the property's max_occupancy when known, else 10 (spec section 9). */
export function maxGuests(maxOccupancy: number | null | undefined): number {
  return maxOccupancy && maxOccupancy > 0 ? maxOccupancy : STAY_LIMITS.defaultMaxGuests;
}

/** The guest counts the form offers: 1 to `maxGuests`. */
export function guestOptions(maxOccupancy: number | null | undefined): number[] {
  return Array.from({ length: maxGuests(maxOccupancy) }, (_, i) => i + 1);
}

export function guestsIssues(input: {
  guestsCount: number;
  maxOccupancy: number | null | undefined;
}): RuleIssue[] {
  const max = maxGuests(input.maxOccupancy);
  return Number.isInteger(input.guestsCount) && input.guestsCount >= 1 && input.guestsCount <= max
    ? []
    : [{ field: 'guests_count', message: messages.wholeNumberRange(1, max) }];
}

/** Issues as the API's 400 body: each field with its messages. */
export function issuesByField(issues: readonly RuleIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) (fields[issue.field] ??= []).push(issue.message);
  return fields;
}
