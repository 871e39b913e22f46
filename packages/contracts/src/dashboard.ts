import { z } from 'zod';
import { ZPathId } from './ids';

/**
 * The dashboard's property filter: `?id=1&id=2`, none for all the caller's properties. Ids that
 * are not the caller's are ignored (docs/decisions/0033).
 */
export const ZDashboardQuery = z.object({ id: z.union([ZPathId, z.array(ZPathId)]).optional() });
export type TDashboardQuery = z.input<typeof ZDashboardQuery>;

/** How many tasks the Recent Property Tasks list shows. */
export const DASHBOARD_RECENT_TASKS = 5;

const ZMoney = z.number();

/**
 * GET /api/owners/dashboard/ (spec section 3 "Dashboard data", its names), each figure over the
 * selected properties, each property's month and year in its own time zone. Money in dollars,
 * percents with one decimal. Net income counts by check-in, occupancy by night, canceled stays
 * nowhere (docs/decisions/0009, 0028); what counts as a new reservation and a completed task is
 * docs/decisions/0033.
 */
export const ZDashboard = z.object({
  /** Net income of the standing guest stays checking in this month. */
  total_current_month_net_income: ZMoney,
  /** Standing guest bookings confirmed this month. */
  current_month_reservations_number: z.number().int(),
  /** Care tasks finished this month. */
  current_month_completed_properties_tasks: z.number().int(),
  /**
   * Booked guest nights / (days − block nights − owner nights), nights pooled, in percent; null
   * when no night is available, like the nightly rate and RevPAR (issue 26).
   */
  current_month_occupancy: z.number().nullable(),
  /** Net income of each month's check-ins, January to December of the current year. */
  net_income_by_months: z.array(ZMoney).length(12),
  quick_property_access_table: z.array(
    z.object({
      property: z.number().int(),
      property__entity_name: z.string(),
      current_month_net_income: ZMoney,
    }),
  ),
  quick_tasks_access_table: z.array(
    z.object({
      property_id: z.number().int(),
      name: z.string(),
      entity_name: z.string(),
      breezeway_task_id: z.string(),
      finished_at: z.iso.datetime({ offset: true }),
    }),
  ),
  /** The day the figures are for: the latest of the selected properties' todays (YYYY-MM-DD). */
  as_of: z.iso.date(),
  /** Added: the sum of net_income_by_months (the financial header's estimated yearly net income). */
  current_year_net_income: ZMoney,
  /** Added: the same twelve months of the year before. */
  last_year_net_income_by_months: z.array(ZMoney).length(12),
  /** Added: net income of this month's check-ins / their nights; null when none checks in. */
  current_month_average_nightly_rate: ZMoney.nullable(),
  /** Added: net income of this month's check-ins / available nights (days − owner − block nights); null for none. */
  current_month_revpar: ZMoney.nullable(),
  /** Added: guest nights on the books for each of the next three months, and a year earlier. */
  booking_pace: z
    .array(
      z.object({
        month: z.iso.date(),
        guest_nights: z.number().int(),
        last_year_guest_nights: z.number().int(),
      }),
    )
    .length(3),
  /** Added: of the selected properties, those actively reserved, and how many were selected. */
  actively_reserved_properties: z.number().int(),
  total_properties: z.number().int(),
});
export type TDashboard = z.infer<typeof ZDashboard>;
