import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  monthPeriod,
  nightsBetween,
  yearPeriod,
  type IsoDate,
  type NightCounts,
  type Period,
  type PropertyFinancials,
} from '@harborstay/domain';
import { properties, propertyFigureTotals, propertyMonthFigures, type DbOrTx } from '@harborstay/db';
import { inScopeProperties, scopeParams, type OwnerScope } from '../access/owner-scope';
import { preparedPerDatabase } from '../lib/prepared-statement';
import { nowParam, propertyToday } from './property-today';

export type DatedFinancials = { propertyId: number; today: IsoDate; figures: PropertyFinancials };

const f = propertyMonthFigures;
const totals = propertyFigureTotals;

const financialsStatement = preparedPerDatabase((db) => {
  const today = propertyToday();
  const dated = db.$with('dated').as(
    // DISTINCT fences the CTE, as in `datedProperties`: each today and month computed once.
    db
      .selectDistinct({
        propertyId: properties.id,
        today: sql<string>`${today}::text`.as('today'),
        monthStart: sql<string>`date_trunc('month', ${today}::timestamp)::date`.as('month_start'),
        yearStart: sql<string>`date_trunc('year', ${today}::timestamp)::date`.as('year_start'),
      })
      .from(properties)
      .where(inScopeProperties(properties.id)),
  );
  const inMonth = sql`${f.month} = ${dated.monthStart}`;
  // Lateral, so that each property reads its year's months (twelve at most) through the primary
  // key, whatever the years of history; the total is one row of property_figure_totals.
  const year = db
    .select({
      monthNetIncomeCents: sumOf(f.netIncomeCents, inMonth).as('month_net_income_cents'),
      yearNetIncomeCents: sumOf(f.netIncomeCents).as('year_net_income_cents'),
      monthGuestNights: sumOf(f.guestNights, inMonth).as('month_guest_nights'),
      monthOwnerNights: sumOf(f.ownerNights, inMonth).as('month_owner_nights'),
      monthBlockNights: sumOf(f.blockNights, inMonth).as('month_block_nights'),
      yearGuestNights: sumOf(f.guestNights).as('year_guest_nights'),
      yearOwnerNights: sumOf(f.ownerNights).as('year_owner_nights'),
      yearBlockNights: sumOf(f.blockNights).as('year_block_nights'),
    })
    .from(f)
    .where(
      and(
        eq(f.propertyId, dated.propertyId),
        sql`${f.month} >= ${dated.yearStart} and ${f.month} < (${dated.yearStart} + interval '1 year')::date`,
      ),
    )
    .as('year');
  return db
    .with(dated)
    .select({
      propertyId: dated.propertyId,
      today: dated.today,
      totalNetIncomeCents: sql<number>`coalesce(${totals.netIncomeCents}, 0)`.mapWith(Number),
      year: {
        monthNetIncomeCents: year.monthNetIncomeCents,
        yearNetIncomeCents: year.yearNetIncomeCents,
        monthGuestNights: year.monthGuestNights,
        monthOwnerNights: year.monthOwnerNights,
        monthBlockNights: year.monthBlockNights,
        yearGuestNights: year.yearGuestNights,
        yearOwnerNights: year.yearOwnerNights,
        yearBlockNights: year.yearBlockNights,
      },
    })
    .from(dated)
    .innerJoinLateral(year, sql`true`)
    .leftJoin(totals, eq(totals.propertyId, dated.propertyId))
    .prepare('financials_by_property');
});

/**
 * Each of the scope's properties' figures for the month and year around its own today
 * (`propertyFinancials` of the domain defines them; decision 0028 says how they are kept). One
 * query over the roll-ups (at most twelve months and one total per property), never the
 * reservations themselves.
 */
export async function financialsByProperty(
  db: DbOrTx,
  scope: OwnerScope,
  now: Date,
): Promise<DatedFinancials[]> {
  if (scope.propertyIds.length === 0) return [];
  const rows = await financialsStatement(db).execute({ ...scopeParams(scope), ...nowParam(now) });
  return rows.map(({ propertyId, today, totalNetIncomeCents, year: row }) => ({
    propertyId,
    today,
    figures: {
      monthNetIncomeCents: row.monthNetIncomeCents,
      yearNetIncomeCents: row.yearNetIncomeCents,
      totalNetIncomeCents,
      month: nightCounts(monthPeriod(today), {
        guestNights: row.monthGuestNights,
        ownerNights: row.monthOwnerNights,
        blockNights: row.monthBlockNights,
      }),
      year: nightCounts(yearPeriod(today), {
        guestNights: row.yearGuestNights,
        ownerNights: row.yearOwnerNights,
        blockNights: row.yearBlockNights,
      }),
    },
  }));
}

/** The sum of a roll-up column over the months a condition picks (all of them without one); 0 for none. */
function sumOf(column: AnyColumn, where?: SQL): SQL<number> {
  const picked = where ? sql`sum(${column}) filter (where ${where})` : sql`sum(${column})`;
  // bigint sums come back as strings from node-postgres.
  return sql<number>`coalesce(${picked}, 0)`.mapWith(Number);
}

function nightCounts(period: Period, nights: Omit<NightCounts, 'days'>): NightCounts {
  return { days: nightsBetween(period.start, period.end), ...nights };
}
