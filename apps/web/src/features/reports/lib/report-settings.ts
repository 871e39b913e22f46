import { z } from 'zod';
import {
  PRODUCT_SLUG,
  RESERVATION_REPORT_COLUMN_KEYS,
  RESERVATION_REPORT_DEFAULT_TITLE,
  type TReservationReportColumn,
} from '@harborstay/contracts';

/** The report's own key in browser storage (contract: "report settings under a key of the report's own"). */
export const RESERVATIONS_REPORT_STORAGE_KEY = `${PRODUCT_SLUG}_report_reservation_feed`;
export const RESERVATIONS_REPORT_ID = 'reservation-feed';

const ZSettings = z.object({
  id: z.literal(RESERVATIONS_REPORT_ID),
  title: z.string().max(80),
  columns: z.array(z.enum(RESERVATION_REPORT_COLUMN_KEYS)).min(1),
  /** The chosen property ids, or 'all'. */
  properties: z.union([z.literal('all'), z.array(z.number().int().positive()).min(1)]),
  range: z.object({ start: z.iso.date(), end: z.iso.date() }),
});
export type ReportSettings = z.infer<typeof ZSettings>;

/** The current month of the browser's calendar: the report's default range (spec section 2). */
export function currentMonthRange(now: Date = new Date()): ReportSettings['range'] {
  const year = now.getFullYear();
  const month = now.getMonth();
  const iso = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return { start: iso(new Date(year, month, 1)), end: iso(new Date(year, month + 1, 0)) };
}

/**
 * The columns shown until the owner chooses (decision 0061): which stay, when, and its money, so
 * that the money fits beside them at 1440px. Status, address, guests, reservation id, check-out
 * (check-in and nights give it) and confirmation date wait in the Columns menu.
 */
export const DEFAULT_REPORT_COLUMNS: readonly TReservationReportColumn[] = [
  'property_nickname',
  'guest_name',
  'platform',
  'nights_count',
  'check_in',
  'revenue',
  'management_fee',
  'net_income',
];

export function defaultSettings(now?: Date): ReportSettings {
  return {
    id: RESERVATIONS_REPORT_ID,
    title: RESERVATION_REPORT_DEFAULT_TITLE,
    columns: orderedColumns(DEFAULT_REPORT_COLUMNS),
    properties: 'all',
    range: currentMonthRange(now),
  };
}

/** The saved settings, or the defaults when there are none or they no longer read. */
export function loadSettings(storage: Storage = localStorage, now?: Date): ReportSettings {
  try {
    const raw = storage.getItem(RESERVATIONS_REPORT_STORAGE_KEY);
    const parsed = raw === null ? undefined : ZSettings.safeParse(JSON.parse(raw));
    if (parsed?.success && parsed.data.range.start <= parsed.data.range.end) return parsed.data;
  } catch {
    // Not JSON: start again from the defaults.
  }
  return defaultSettings(now);
}

export function saveSettings(settings: ReportSettings, storage: Storage = localStorage): void {
  storage.setItem(RESERVATIONS_REPORT_STORAGE_KEY, JSON.stringify(settings));
}

/** The columns in the report's order, whatever order they were chosen in. */
export function orderedColumns(columns: readonly TReservationReportColumn[]): TReservationReportColumn[] {
  return RESERVATION_REPORT_COLUMN_KEYS.filter((key) => columns.includes(key));
}
