import { z } from 'zod';
import { ZDate } from './dates';
import { ZPathId } from './ids';
import { messages } from './messages';

/** A whole number in a query string: decimal digits only, then bounded. */
export const ZQueryInt = ({ min, max }: { min: number; max: number }) =>
  z
    .string()
    .regex(/^\d{1,9}$/, messages.invalidId)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** A query parameter that may repeat (`property=1&property=2`): one value or several. */
export const repeatable = <T extends z.ZodType>(item: T) => z.union([item, z.array(item)]);

/** The values of a repeatable query parameter as a list, none when it is absent. */
export function listOf<T>(value: T | readonly T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? [...(value as readonly T[])] : [value as T];
}

/** The columns of the reservations report (spec section 2), in the spec's order: field and heading. */
export const RESERVATION_REPORT_COLUMNS = [
  { key: 'status', label: 'Status' },
  { key: 'property_nickname', label: 'Property Nickname' },
  { key: 'property_address', label: 'Property Address' },
  { key: 'guest_name', label: 'Guest Name' },
  { key: 'guests_count', label: 'Number of Guests' },
  { key: 'reservation_id', label: 'Reservation ID' },
  { key: 'platform', label: 'Platform' },
  { key: 'nights_count', label: 'Number of Nights' },
  { key: 'check_in', label: 'Check-in Date' },
  { key: 'check_out', label: 'Check-out Date' },
  { key: 'confirmation_date', label: 'Confirmation Date' },
  { key: 'revenue', label: 'Revenue' },
  { key: 'management_fee', label: 'Management Fee' },
  { key: 'net_income', label: 'Net Income' },
] as const;
export type TReservationReportColumn = (typeof RESERVATION_REPORT_COLUMNS)[number]['key'];
export const RESERVATION_REPORT_COLUMN_KEYS = RESERVATION_REPORT_COLUMNS.map((column) => column.key) as [
  TReservationReportColumn,
  ...TReservationReportColumn[],
];

export const RESERVATION_REPORT_SORTS = ['start_date', '-start_date', 'platform', '-platform'] as const;
export type TReservationReportSort = (typeof RESERVATION_REPORT_SORTS)[number];
export const RESERVATION_REPORT_MAX_PAGE_SIZE = 100;
export const RESERVATION_REPORT_DEFAULT_TITLE = 'Reservations report';

/** What picks the report's rows: the check-in range and the properties (all the caller's when none). */
const reportFilter = {
  start: ZDate.optional().meta({
    description:
      "First check-in day (inclusive). Without it: the first day of `end`'s month, or of this month when " +
      'neither is given',
  }),
  end: ZDate.optional().meta({
    description:
      "Last check-in day (inclusive), not before `start`. Without it: the last day of `start`'s month, or of " +
      'this month when neither is given',
  }),
  property: repeatable(ZPathId)
    .optional()
    .meta({
      description:
        "Repeat for several properties; none means all the caller's. Ids that are not the caller's are ignored " +
        '(a filter naming only such ids lists nothing).',
    }),
  sort: z
    .enum(RESERVATION_REPORT_SORTS)
    .default('start_date')
    .meta({ description: 'Check-in date or platform, `-` for descending; ties are broken by id' }),
};

export const ZReservationReportQuery = z
  .object({
    ...reportFilter,
    page: ZQueryInt({ min: 1, max: 1_000_000 }).optional(),
    page_size: ZQueryInt({ min: 1, max: RESERVATION_REPORT_MAX_PAGE_SIZE }).optional(),
  })
  .refine(endNotBeforeStart, { path: ['end'], message: messages.reportEndBeforeStart });
export type TReservationReportQuery = z.input<typeof ZReservationReportQuery>;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type TExportFormat = (typeof EXPORT_FORMATS)[number];

/** The media type of each export format, as the file is served (the OpenAPI document lists them). */
export const EXPORT_MEDIA_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const satisfies Record<TExportFormat, string>;

export const ZReservationReportExportQuery = z
  .object({
    ...reportFilter,
    format: z.enum(EXPORT_FORMATS),
    column: repeatable(z.enum(RESERVATION_REPORT_COLUMN_KEYS))
      .optional()
      .meta({
        description:
          "The columns of the file, repeated (`column=status&column=net_income`) and written in the report's order; " +
          'all 14 when none.',
      }),
    title: z
      .string()
      .max(80)
      .optional()
      .meta({ description: "The report's title, which names the file with the range" }),
  })
  .refine(endNotBeforeStart, { path: ['end'], message: messages.reportEndBeforeStart });
export type TReservationReportExportQuery = z.input<typeof ZReservationReportExportQuery>;

function endNotBeforeStart(query: { start?: string; end?: string }) {
  return !query.start || !query.end || query.start <= query.end;
}

/** One reservation of the report: money in dollars, dates YYYY-MM-DD, null where there is no value. */
export const ZReservationReportRow = z.object({
  id: z.number().int(),
  status: z.string(),
  property_id: z.number().int(),
  property_nickname: z.string(),
  property_address: z.string(),
  guest_name: z.string().nullable(),
  guests_count: z.number().int().nullable(),
  reservation_id: z.string().nullable(),
  platform: z.string().nullable(),
  nights_count: z.number().int(),
  check_in: z.iso.date(),
  check_out: z.iso.date(),
  confirmation_date: z.iso.date().nullable(),
  revenue: z.number(),
  management_fee: z.number(),
  net_income: z.number(),
});
export type TReservationReportRow = z.infer<typeof ZReservationReportRow>;

export const ZReservationReportTotals = z.object({
  nights_count: z.number().int(),
  revenue: z.number(),
  management_fee: z.number(),
  net_income: z.number(),
});
export type TReservationReportTotals = z.infer<typeof ZReservationReportTotals>;

export const ZReservationReport = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** The check-in range the report covers (the default month when none was asked). */
  start: z.iso.date(),
  end: z.iso.date(),
  results: z.array(ZReservationReportRow),
  /** Over every row of the range and properties, not just this page. */
  totals: ZReservationReportTotals,
});
export type TReservationReport = z.infer<typeof ZReservationReport>;
