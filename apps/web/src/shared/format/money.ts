/** Money as the portal shows it: US dollars, en-US. */

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Headline figures in whole dollars, like the dashboard's: $12,346. */
export function formatWholeDollars(dollars: number): string {
  return wholeDollars.format(dollars);
}

/** An amount as it was charged: $75 when whole, $150.55 otherwise. */
export function formatDollars(dollars: number): string {
  return Number.isInteger(dollars) ? wholeDollars.format(dollars) : dollarsAndCents.format(dollars);
}

/** An amount in a report's column, always with its cents so that the column lines up: $75.00. */
export function formatDollarsAndCents(dollars: number): string {
  return dollarsAndCents.format(dollars);
}
