import { and, eq, exists, gt, sql } from 'drizzle-orm';
import { properties, reservations, type DbOrTx } from '@harborstay/db';
import { inScopeProperties, scopeParams, type OwnerScope } from '../access/owner-scope';
import { preparedPerDatabase } from '../lib/prepared-statement';
import { nowParam, propertyToday, standingStatuses } from './property-today';

const activelyReservedStatement = preparedPerDatabase((db) => {
  const standingGuestStay = db
    .select({ one: sql`1` })
    .from(reservations)
    .where(
      and(
        eq(reservations.propertyId, properties.id),
        sql`${reservations.kind} = 'guest' and ${reservations.status} in (${standingStatuses})`,
        gt(reservations.endDate, propertyToday()),
      ),
    );
  return db
    .select({ id: properties.id })
    .from(properties)
    .where(and(inScopeProperties(properties.id), exists(standingGuestStay)))
    .prepare('actively_reserved_property_ids');
});

/**
 * The scope's properties that are actively reserved (decision 0009): a standing guest stay ends
 * after the property's own today, so a guest is staying or still to come. One query over the
 * scope, one index probe per property (reservations_standing_guest_end_idx).
 */
export async function activelyReservedPropertyIds(
  db: DbOrTx,
  scope: OwnerScope,
  now: Date,
): Promise<ReadonlySet<number>> {
  if (scope.propertyIds.length === 0) return new Set();
  const rows = await activelyReservedStatement(db).execute({ ...scopeParams(scope), ...nowParam(now) });
  return new Set(rows.map((row) => row.id));
}
