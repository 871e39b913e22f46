/** Display of the Property Info values and the header figures. */

export const NO_DATA = 'No data';
export const NO_OPTION = 'No option selected';

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

/** Fees: $75 when whole, $150.55 otherwise. */
export function formatFee(dollars: number | null): string {
  if (dollars === null) return NO_DATA;
  return Number.isInteger(dollars) ? wholeDollars.format(dollars) : dollarsAndCents.format(dollars);
}

export function formatPercent(percent: number | null): string {
  if (percent === null) return NO_DATA;
  return `${percent.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}

/** A text value, or the spec's 'No data' when there is none. */
export function textOrNoData(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return NO_DATA;
  const text = String(value).trim();
  return text === '' ? NO_DATA : text;
}

/** pet_friendly is 'True' when pets are welcome (spec section 3). */
export function formatPetFriendly(value: string | null): string {
  if (value === null || value.trim() === '') return NO_OPTION;
  return value === 'True' ? 'Yes' : 'No';
}

export function formatAddress(parts: {
  street_address: string;
  city: string;
  state: string;
  postal_code: string;
}) {
  const region = [parts.state, parts.postal_code].filter(Boolean).join(' ');
  return [parts.street_address, parts.city, region].filter(Boolean).join(', ');
}
