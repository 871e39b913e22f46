import { z } from 'zod';
import { ifValidSoFar, requiredOr } from './fields';
import { messages } from './messages';

/**
 * The API's one date rule (issue 28): a real calendar day written YYYY-MM-DD, in the years 1900 to
 * 2200. PostgreSQL holds far more, but the code around it does not: `Date.UTC` reads years below
 * 100 as 19xx, and `toISOString` writes years past 9999 as `+010000-…`. Every date a client or
 * the company's systems send goes through it; answers are the server's own and are not checked.
 */
export const DATE_YEARS = { first: 1900, last: 2200 } as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day as YYYY-MM-DD (2026-02-30 is refused), whatever its year. */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const withinYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= DATE_YEARS.first && year <= DATE_YEARS.last;
};

/** A date in a query or an optional field: its format, then its years. */
export const ZDate = z
  .string()
  .refine(isCalendarDate, messages.invalidDate)
  .refine(withinYears, { error: messages.dateOutOfRange, ...ifValidSoFar });

/** A required date field: missing or empty says 'This field is required', then as `ZDate`. */
export const ZRequiredDate = z
  .string({ error: requiredOr(messages.invalidDate) })
  .trim()
  .min(1, messages.required)
  .refine(isCalendarDate, { error: messages.invalidDate, ...ifValidSoFar })
  .refine(withinYears, { error: messages.dateOutOfRange, ...ifValidSoFar });
