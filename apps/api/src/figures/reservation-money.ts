import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { reservations } from '@harborstay/db';
import { standingStatuses } from './property-today';

/**
 * The money of one reservation as the owner's figures count it (decisions 0009, 0028, 0039):
 * a standing guest booking earns its stored revenue, fee and net income (revenue minus fee) in
 * the month of its check-in; an owner stay earns nothing; canceled stays count nowhere. The
 * roll-ups of `property_month_figures` sum exactly these, so a list that sums them per check-in
 * month equals the dashboard's and the financials' net income.
 */
const r = reservations;
const ifGuest = (cents: SQLWrapper) => sql<number>`(case when ${r.kind} = 'guest' then ${cents} else 0 end)`;

export const reservationMoney = {
  revenueCents: ifGuest(r.revenueCents),
  managementFeeCents: ifGuest(r.managementFeeCents),
  netIncomeCents: ifGuest(r.netIncomeCents),
};

/** The stays a money report lists: standing guest bookings and owner stays (no blocks, no cancellations). */
export const isReportedStay: SQL = sql`(${r.kind} in ('guest', 'owner') and ${r.status} in (${standingStatuses}))`;
