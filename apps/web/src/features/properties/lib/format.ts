import { formatDollars } from '../../../shared/format/money';
import { formatPercent as percentText } from '../../../shared/format/percent';

/** Display of the Property Info values and the header figures. */

export const NO_DATA = 'No data';
export const NO_OPTION = 'No option selected';

/** Fees: $75 when whole, $150.55 otherwise. */
export function formatFee(dollars: number | null): string {
  if (dollars === null) return NO_DATA;
  return formatDollars(dollars);
}

export function formatPercent(percent: number | null): string {
  if (percent === null) return NO_DATA;
  return percentText(percent);
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
