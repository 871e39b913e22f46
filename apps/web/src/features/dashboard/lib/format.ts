import { MONTH_NAMES } from '@harborstay/domain';
import { formatDollars, formatWholeDollars } from '../../../shared/format/money';

/** 'March' for month index 2. */
export function monthName(index: number): string {
  return MONTH_NAMES[index] ?? '';
}

/** 'Mar' for month index 2. */
export function shortMonthName(index: number): string {
  return monthName(index).slice(0, 3);
}

/** The month index (0–11) of a YYYY-MM-DD date. */
export function monthIndexOf(date: string): number {
  return Number(date.slice(5, 7)) - 1;
}

/** Headline money: whole dollars, '$0' when there is none (spec section 2). */
export function headlineDollars(dollars: number | null | undefined): string {
  return formatWholeDollars(dollars ?? 0);
}

/** A rate: dollars and cents, or a dash when there is nothing to divide. */
export function rateDollars(dollars: number | null): string {
  return dollars === null ? '–' : formatDollars(dollars);
}

/**
 * Whether any guest stay checks in this month: the nightly rate is null exactly when none does
 * (contracts' ZDashboard). A month without one shows that, not $0 (issue 43).
 */
export function hasCheckIns(dashboard: { current_month_average_nightly_rate: number | null }): boolean {
  return dashboard.current_month_average_nightly_rate !== null;
}

/** The month's money tiles' text when no guest checks in. */
export const NO_CHECK_INS = 'No check-ins this month';
