import { formatMoney, groupThousands } from '@harborstay/domain';

/**
 * Money as the portal shows it: US dollars, en-US. By hand, not with Intl, for the reason in
 * `dates.ts` (decision 0071); `money.test.ts` holds each function to Intl's en-US output.
 */

/** Headline figures in whole dollars, like the dashboard's: $12,346 (half a dollar rounds away from zero). */
export function formatWholeDollars(dollars: number): string {
  const whole = Math.round(Math.abs(dollars));
  // An amount that rounds to $0 takes no minus sign.
  return `${dollars < 0 && whole !== 0 ? '-' : ''}$${groupThousands(whole)}`;
}

/** An amount as it was charged: $75 when whole, $150.55 otherwise. */
export function formatDollars(dollars: number): string {
  return Number.isInteger(dollars) ? formatWholeDollars(dollars) : formatDollarsAndCents(dollars);
}

/** An amount in a report's column, always with its cents so that the column lines up: $75.00. */
export function formatDollarsAndCents(dollars: number): string {
  const cents = Math.round(Math.abs(dollars) * 100);
  return formatMoney(cents === 0 ? 0 : Math.sign(dollars) * cents);
}
