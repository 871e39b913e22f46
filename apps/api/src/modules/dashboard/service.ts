import type { TDashboard } from '@harborstay/contracts';
import {
  addMonths,
  averageNightlyRate,
  centsToDollars,
  occupancyPercent,
  revenuePerAvailableNight,
  startOfMonth,
  sumNightCounts,
  todayIn,
} from '@harborstay/domain';
import type { DbOrTx } from '@harborstay/db';
import { narrowScope, type OwnerScope } from '../../access/owner-scope';
import { dashboardFiguresOf } from '../../figures/dashboard';

const dollarsOrNull = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

/**
 * GET /api/owners/dashboard/: the figures of the properties the filter selects among the
 * caller's (all of them when it selects none of theirs), money added up and nights pooled.
 */
export async function ownerDashboard(
  db: DbOrTx,
  scope: OwnerScope,
  options: { ids: readonly number[]; now: Date },
): Promise<TDashboard> {
  const figures = await dashboardFiguresOf(db, narrowScope(scope, options.ids), options.now);
  const each = figures.properties;
  const sum = (pick: (row: (typeof each)[number]) => number) =>
    each.reduce((total, row) => total + pick(row), 0);
  const monthNetIncomeCents = sum((row) => row.netIncomeCents);
  const nights = sumNightCounts(each.map((row) => row.nights));
  // Time zones differ by hours at most: the latest today is the one the owner is heading into.
  const asOf =
    each
      .map(({ today }) => today)
      .sort()
      .at(-1) ?? todayIn('UTC', options.now);
  return {
    total_current_month_net_income: centsToDollars(monthNetIncomeCents),
    current_month_reservations_number: sum((row) => row.newReservations),
    current_month_completed_properties_tasks: sum((row) => row.completedTasks),
    current_month_occupancy: occupancyPercent(nights),
    net_income_by_months: figures.netIncomeByMonth.map(centsToDollars),
    quick_property_access_table: each.map((row) => ({
      property: row.propertyId,
      property__entity_name: row.entityName,
      current_month_net_income: centsToDollars(row.netIncomeCents),
    })),
    quick_tasks_access_table: figures.recentTasks.map((task) => ({
      property_id: task.propertyId,
      name: task.name,
      entity_name: task.entityName,
      breezeway_task_id: task.breezewayTaskId,
      finished_at: new Date(task.finishedAt).toISOString(),
    })),
    as_of: asOf,
    current_year_net_income: centsToDollars(
      figures.netIncomeByMonth.reduce((total, cents) => total + cents, 0),
    ),
    last_year_net_income_by_months: figures.lastYearNetIncomeByMonth.map(centsToDollars),
    current_month_average_nightly_rate: dollarsOrNull(
      averageNightlyRate({ netIncomeCents: monthNetIncomeCents, nights: sum((row) => row.checkInNights) }),
    ),
    current_month_revpar: dollarsOrNull(
      revenuePerAvailableNight({ netIncomeCents: monthNetIncomeCents, nights }),
    ),
    booking_pace: figures.pace.map((month, index) => ({
      month: addMonths(startOfMonth(asOf), index + 1),
      guest_nights: month.guestNights,
      last_year_guest_nights: month.lastYearGuestNights,
    })),
    actively_reserved_properties: each.filter((row) => row.activelyReserved).length,
    total_properties: each.length,
  };
}
