import {
  messages,
  type TReservationReport,
  type TReservationReportColumn,
  type TReservationReportRow,
} from '@harborstay/contracts';
import { formatShortDate } from '../../../shared/format/dates';
import { formatDollarsAndCents } from '../../../shared/format/money';

const MONEY = new Set<TReservationReportColumn>(['revenue', 'management_fee', 'net_income']);
const DAYS = new Set<TReservationReportColumn>(['check_in', 'check_out', 'confirmation_date']);

export function isNumericColumn(key: TReservationReportColumn): boolean {
  return MONEY.has(key) || key === 'guests_count' || key === 'nights_count';
}

/** What a cell shows: the value formatted, or 'No data' (spec section 2). */
export function cellText(row: TReservationReportRow, key: TReservationReportColumn): string {
  const value = row[key];
  if (value === null || value === '') return messages.noData;
  if (typeof value === 'number') return MONEY.has(key) ? formatDollarsAndCents(value) : String(value);
  if (DAYS.has(key)) return formatShortDate(value);
  if (key === 'status') return value.charAt(0).toUpperCase() + value.slice(1);
  return value;
}

const TOTALS: Partial<Record<TReservationReportColumn, (totals: TReservationReport['totals']) => string>> = {
  nights_count: (totals) => String(totals.nights_count),
  revenue: (totals) => formatDollarsAndCents(totals.revenue),
  management_fee: (totals) => formatDollarsAndCents(totals.management_fee),
  net_income: (totals) => formatDollarsAndCents(totals.net_income),
};

/** The total under a column over the whole filtered range, or undefined for a column without one. */
export function totalText(report: TReservationReport, key: TReservationReportColumn): string | undefined {
  return TOTALS[key]?.(report.totals);
}

export function isMoneyColumn(key: TReservationReportColumn): boolean {
  return MONEY.has(key);
}

/** A stay's dates as a card's title shows them: 'Nov 3 – Nov 6, 2026', or with both years when they differ. */
export function stayDates(row: Pick<TReservationReportRow, 'check_in' | 'check_out'>): string {
  const checkIn = formatShortDate(row.check_in);
  const checkOut = formatShortDate(row.check_out);
  if (row.check_in.slice(0, 4) !== row.check_out.slice(0, 4)) return `${checkIn} – ${checkOut}`;
  return `${checkIn.slice(0, -6)} – ${checkOut}`;
}
