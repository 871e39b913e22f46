import type { TPropertyFinancials } from '@harborstay/contracts';
import {
  centsToDollars,
  occupancyRatio,
  propertyFinancials,
  sumPropertyFinancials,
  toPercent,
  todayIn,
  yearPeriod,
  type PropertyFinancials,
} from '@harborstay/domain';
import type { Db } from '@harborstay/db';
import { refuseProperty, requireOwnedProperty, type OwnerScope } from '../../access/owner-scope';
import { toNightHolder } from './night-holder';
import * as repo from './repository';

export function toFinancialsBody(figures: PropertyFinancials, asOf: string): TPropertyFinancials {
  return {
    as_of: asOf,
    montly_profit: centsToDollars(figures.monthNetIncomeCents),
    total_profit: centsToDollars(figures.totalNetIncomeCents),
    year_income: centsToDollars(figures.yearNetIncomeCents),
    occupancy_in_percent: toPercent(occupancyRatio(figures.year)),
    percentage: toPercent(occupancyRatio(figures.month)),
  };
}

type Figures = { figures: PropertyFinancials; today: string };

/** Each property's figures around its own today: the property's time zone decides the month. */
async function figuresOf(db: Db, scope: OwnerScope): Promise<Figures[]> {
  const rows = await repo.listProperties(db, scope);
  if (rows.length === 0) return [];
  const dated = rows.map((property) => ({ id: property.id, today: todayIn(property.timeZone) }));
  // Blocked nights of every property's current year (time zones may straddle New Year).
  const starts = dated.map(({ today }) => yearPeriod(today).start).sort();
  const ends = dated.map(({ today }) => yearPeriod(today).end).sort();
  const [reservations, blocked] = await Promise.all([
    repo.reservationsForFigures(db, scope),
    repo.blockedNights(db, scope, starts[0] ?? '', ends.at(-1) ?? ''),
  ]);
  return dated.map(({ id, today }) => ({
    today,
    figures: propertyFinancials({
      reservations: reservations.filter((row) => row.propertyId === id).flatMap(toNightHolder),
      blockedDates: blocked.filter((row) => row.propertyId === id).map((row) => row.date),
      today,
    }),
  }));
}

/** GET /api/owners/owner/property/financials/: all of the caller's properties together. */
export async function ownerFinancials(db: Db, scope: OwnerScope): Promise<TPropertyFinancials> {
  const each = await figuresOf(db, scope);
  // Time zones differ by hours at most: the latest today is the one the owner is heading into.
  const asOf =
    each
      .map(({ today }) => today)
      .sort()
      .at(-1) ?? todayIn('UTC');
  return toFinancialsBody(sumPropertyFinancials(each.map(({ figures }) => figures)), asOf);
}

/** GET /api/owners/owner/property/financials/{id}/: one property; 404 when it is not the caller's. */
export async function singlePropertyFinancials(
  db: Db,
  scope: OwnerScope,
  propertyId: number,
): Promise<TPropertyFinancials> {
  const [one] = await figuresOf(db, requireOwnedProperty(scope, propertyId, 404));
  if (!one) throw refuseProperty(404);
  return toFinancialsBody(one.figures, one.today);
}
