import { sql } from 'drizzle-orm';
import { properties, type DbOrTx } from '@harborstay/db';
import { inScopeProperties } from '../access/owner-scope';
import { propertyToday } from './property-today';

/**
 * The scope's properties, each with its own today and the bounds of its month and year (decision
 * 0009: every period in the property's time zone), as a CTE named `dated`. The month's bounds are
 * also given as instants (the property's local midnights), to compare with timestamps such as a
 * booking's confirmation or a task's finish through their indexes.
 */
export function datedProperties(db: DbOrTx) {
  const today = propertyToday();
  const monthStart = sql`date_trunc('month', ${today}::timestamp)`;
  return db.$with('dated').as(
    db
      .select({
        propertyId: sql<number>`${properties.id}`.mapWith(Number).as('property_id'),
        entityName: sql<string>`${properties.entityName}`.as('entity_name'),
        today: sql<string>`${today}::text`.as('today'),
        monthStart: sql<string>`${monthStart}::date`.as('month_start'),
        yearStart: sql<string>`date_trunc('year', ${today}::timestamp)::date`.as('year_start'),
        monthStartsAt: sql<Date>`(${monthStart} at time zone ${properties.timeZone})`.as('month_starts_at'),
        monthEndsAt: sql<Date>`((${monthStart} + interval '1 month') at time zone ${properties.timeZone})`.as(
          'month_ends_at',
        ),
        timeZone: sql<string>`${properties.timeZone}`.as('time_zone'),
      })
      .from(properties)
      .where(inScopeProperties(properties.id)),
  );
}
