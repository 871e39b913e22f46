import type { TPropertyFinancials } from '@harborstay/contracts';
import {
  centsToDollars,
  occupancyPercent,
  sumPropertyFinancials,
  todayIn,
  type PropertyFinancials,
} from '@harborstay/domain';
import type { Db } from '@harborstay/db';
import { refuseProperty, requireOwnedProperty, type OwnerScope } from '../../access/owner-scope';
import { financialsByProperty } from '../../figures/property-financials';

export function toFinancialsBody(figures: PropertyFinancials, asOf: string): TPropertyFinancials {
  return {
    as_of: asOf,
    montly_profit: centsToDollars(figures.monthNetIncomeCents),
    total_profit: centsToDollars(figures.totalNetIncomeCents),
    year_income: centsToDollars(figures.yearNetIncomeCents),
    occupancy_in_percent: occupancyPercent(figures.year),
    percentage: occupancyPercent(figures.month),
  };
}

/** GET /api/owners/owner/property/financials/: all of the caller's properties together, at `now`. */
export async function ownerFinancials(db: Db, scope: OwnerScope, now: Date): Promise<TPropertyFinancials> {
  const each = await financialsByProperty(db, scope, now);
  // Time zones differ by hours at most: the latest today is the one the owner is heading into.
  const asOf =
    each
      .map(({ today }) => today)
      .sort()
      .at(-1) ?? todayIn('UTC', now);
  return toFinancialsBody(sumPropertyFinancials(each.map(({ figures }) => figures)), asOf);
}

/** GET /api/owners/owner/property/financials/{id}/: one property; 404 when it is not the caller's. */
export async function singlePropertyFinancials(
  db: Db,
  scope: OwnerScope,
  propertyId: number,
  now: Date,
): Promise<TPropertyFinancials> {
  const [one] = await financialsByProperty(db, requireOwnedProperty(scope, propertyId, 404), now);
  if (!one) throw refuseProperty(404);
  return toFinancialsBody(one.figures, one.today);
}
