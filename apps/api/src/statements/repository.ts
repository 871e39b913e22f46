import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  properties,
  propertyOwners,
  reservations,
  statementAmounts,
  statements,
  users,
  type DbOrTx,
} from '@harborstay/db';
import type { IsoDate } from '@harborstay/domain';
import { standingStatuses } from '../figures/property-today';
import { isReportedStay, reservationMoney } from '../figures/reservation-money';

export type StatementKind = 'monthly' | 'annual';
export type Amounts = { revenueCents: number; managementFeeCents: number; netIncomeCents: number };

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Holds the property's statements for the rest of the transaction: a second server (or a second
 * run) generating a statement of the same property waits here, then finds the first one's row.
 * The key is the table's oid and the property, as the roll-ups' refresh takes its locks.
 */
export async function lockPropertyStatements(tx: DbOrTx, propertyId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock('statements'::regclass::oid::int, ${propertyId}::int)`);
}

export async function findStatement(
  tx: DbOrTx,
  propertyId: number,
  kind: StatementKind,
  periodStart: IsoDate,
) {
  const [row] = await tx
    .select()
    .from(statements)
    .where(
      and(
        eq(statements.propertyId, propertyId),
        eq(statements.kind, kind),
        eq(statements.periodStart, periodStart),
      ),
    );
  return row;
}

export type StatementProperty = typeof properties.$inferSelect & { owners: string[] };

export async function findStatementProperty(
  db: DbOrTx,
  propertyId: number,
): Promise<StatementProperty | undefined> {
  const [property] = await db.select().from(properties).where(eq(properties.id, propertyId));
  if (!property) return undefined;
  const owners = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(propertyOwners)
    .innerJoin(users, eq(users.id, propertyOwners.userId))
    .where(eq(propertyOwners.propertyId, propertyId))
    .orderBy(asc(propertyOwners.createdAt), asc(users.id));
  return { ...property, owners: owners.map((o) => `${o.firstName} ${o.lastName}`.trim()) };
}

export type MonthStay = {
  id: number;
  kind: 'owner' | 'maintenance';
  startDate: IsoDate;
  endDate: IsoDate;
  typeOfMaintenance: string | null;
  notes: string | null;
};

/** The standing owner stays and blocks that hold a night of the month `[start, end)`. */
export async function monthStays(db: DbOrTx, propertyId: number, start: IsoDate, end: IsoDate) {
  const r = reservations;
  return (await db
    .select({
      id: r.id,
      kind: r.kind,
      startDate: r.startDate,
      endDate: r.endDate,
      typeOfMaintenance: r.typeOfMaintenance,
      notes: r.notes,
    })
    .from(r)
    .where(
      sql`${r.propertyId} = ${propertyId} and ${r.kind} in ('owner', 'maintenance')
        and ${r.status} in (${standingStatuses}) and ${r.startDate} < ${end} and ${r.endDate} > ${start}`,
    )
    .orderBy(asc(r.startDate), asc(r.id))) as MonthStay[];
}

export type Adjustment = {
  reservationId: number;
  /** Null when the booking is no longer there. */
  startDate: IsoDate | null;
  endDate: IsoDate | null;
  guestName: string | null;
  status: string | null;
  told: Amounts;
  now: Amounts;
};

/**
 * The bookings whose money for the property's months stated before `month` is not what the owner
 * was last told: each booking's latest stated amounts against its money now (`reservationMoney`,
 * counted when it is a reported stay checking in a stated month before `month`; otherwise it has
 * none there any more: canceled, moved out, deleted).
 */
export async function changedSinceStated(
  db: DbOrTx,
  propertyId: number,
  month: IsoDate,
): Promise<Adjustment[]> {
  const r = reservations;
  const s = statements;
  const a = statementAmounts;
  const result = await db.execute(sql`
    with told as (
      select distinct on (${a.reservationId}) ${a.reservationId} as reservation_id,
        ${a.revenueCents} as revenue, ${a.managementFeeCents} as fee, ${a.netIncomeCents} as net
      from ${a} join ${s} on ${s.id} = ${a.statementId}
      where ${s.propertyId} = ${propertyId} and ${s.kind} = 'monthly' and ${s.periodStart} < ${month}::date
      order by ${a.reservationId}, ${s.periodStart} desc
    ),
    current_amounts as (
      select ${r.id} as reservation_id, ${reservationMoney.revenueCents} as revenue,
        ${reservationMoney.managementFeeCents} as fee, ${reservationMoney.netIncomeCents} as net
      from ${r}
      where ${r.propertyId} = ${propertyId} and ${isReportedStay} and ${r.startDate} < ${month}::date
        and date_trunc('month', ${r.startDate})::date in (
          select ${s.periodStart} from ${s}
          where ${s.propertyId} = ${propertyId} and ${s.kind} = 'monthly' and ${s.periodStart} < ${month}::date)
    ),
    changed as (
      select coalesce(c.reservation_id, t.reservation_id) as reservation_id,
        coalesce(t.revenue, 0) as told_revenue, coalesce(t.fee, 0) as told_fee, coalesce(t.net, 0) as told_net,
        coalesce(c.revenue, 0) as now_revenue, coalesce(c.fee, 0) as now_fee, coalesce(c.net, 0) as now_net
      from current_amounts c full join told t on t.reservation_id = c.reservation_id
    )
    select changed.*, ${r.startDate}::text as start_date, ${r.endDate}::text as end_date, ${r.status} as status,
      nullif(concat_ws(' ', ${r.guestFirstName}, ${r.guestLastName}), '') as guest_name
    from changed left join ${r} on ${r.id} = changed.reservation_id
    where (told_revenue, told_fee, told_net) is distinct from (now_revenue, now_fee, now_net)
    order by ${r.startDate} nulls last, changed.reservation_id`);
  type Row = {
    reservation_id: number;
    told_revenue: number;
    told_fee: number;
    told_net: number;
    now_revenue: number;
    now_fee: number;
    now_net: number;
    start_date: string | null;
    end_date: string | null;
    status: string | null;
    guest_name: string | null;
  };
  return rows<Row>(result).map((row) => ({
    reservationId: Number(row.reservation_id),
    startDate: row.start_date,
    endDate: row.end_date,
    guestName: row.guest_name,
    status: row.status,
    told: {
      revenueCents: Number(row.told_revenue),
      managementFeeCents: Number(row.told_fee),
      netIncomeCents: Number(row.told_net),
    },
    now: {
      revenueCents: Number(row.now_revenue),
      managementFeeCents: Number(row.now_fee),
      netIncomeCents: Number(row.now_net),
    },
  }));
}

export type NewStatement = typeof statements.$inferInsert;

/**
 * Writes the period's statement and what it stated. A statement written again is updated in place
 * (issue 43, item 8): it keeps its id, its `due_on` (the payout date its owners were first told)
 * and whatever refers to it; its figures, document and stated amounts are the new ones.
 */
export async function saveStatement(
  tx: DbOrTx,
  statement: NewStatement,
  amounts: ReadonlyMap<number, Amounts>,
): Promise<number> {
  const { propertyId: _p, kind: _k, periodStart: _s, dueOn: _d, ...restated } = statement;
  const [row] = await tx
    .insert(statements)
    .values(statement)
    .onConflictDoUpdate({
      target: [statements.propertyId, statements.kind, statements.periodStart],
      set: { ...restated, generatedAt: sql`now()` },
    })
    .returning({ id: statements.id });
  if (!row) throw new Error('statement not written');
  await tx.delete(statementAmounts).where(eq(statementAmounts.statementId, row.id));
  const values = [...amounts].map(([reservationId, money]) => ({
    statementId: row.id,
    reservationId,
    ...money,
  }));
  for (let i = 0; i < values.length; i += 500)
    await tx.insert(statementAmounts).values(values.slice(i, i + 500));
  return row.id;
}

/**
 * Whether the property was managed during the period starting `period`: it is live, or it was
 * offboarded since the period began and its statements ran up to it (the month before has one;
 * for a year, one of its months has). `offboarded_at` is when the company said so, which may be
 * long after the last managed month (the demo's offboarded property): the statements say where
 * management stopped.
 */
function managedDuring(period: SQL, kind: StatementKind): SQL {
  const p = properties;
  const s = statements;
  const stated =
    kind === 'monthly'
      ? sql`${s.periodStart} = (${period} - interval '1 month')::date`
      : sql`${s.periodStart} >= ${period} and ${s.periodStart} < (${period} + interval '1 year')::date`;
  return sql`((${p.harborstayServices} and ${p.offboardedAt} is null) or (${p.offboardedAt} >= ${period}
    and exists (select 1 from ${s} where ${s.propertyId} = ${p.id} and ${s.kind} = 'monthly' and ${stated})))`;
}

/**
 * The properties whose statement of the month (or year) before their today at `now` is not
 * written yet, among those managed then and added to the portal before it ended (a property added
 * on the 15th gets its first statement for that month, not an empty one for the month before).
 * Annual statements are due in January only.
 */
export async function propertiesDue(db: DbOrTx, now: Date, kind: StatementKind) {
  const p = properties;
  const s = statements;
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${p.timeZone})::date`;
  const period =
    kind === 'monthly'
      ? sql`(date_trunc('month', ${today}) - interval '1 month')::date`
      : sql`(date_trunc('year', ${today}) - interval '1 year')::date`;
  const result = await db.execute(sql`
    select ${p.id} as id, ${period}::text as period_start, ${today}::text as today from ${p}
    where ${managedDuring(period, kind)}
      and ${p.createdAt} < (${period} + ${kind === 'monthly' ? sql`interval '1 month'` : sql`interval '1 year'`})
      and ${kind === 'monthly' ? sql`true` : sql`extract(month from ${today}) = 1`}
      and not exists (select 1 from ${s} where ${s.propertyId} = ${p.id} and ${s.kind} = ${kind}
        and ${s.periodStart} = ${period})
    order by ${p.id}`);
  return rows<{ id: number; period_start: string; today: string }>(result).map((row) => ({
    propertyId: Number(row.id),
    periodStart: row.period_start,
    today: row.today,
  }));
}

/** The properties managed during the month starting `month` (`managedDuring`). */
export async function propertiesManagedIn(db: DbOrTx, month: IsoDate): Promise<number[]> {
  const p = properties;
  const found = await db
    .select({ id: p.id })
    .from(p)
    .where(managedDuring(sql`${month}::date`, 'monthly'))
    .orderBy(asc(p.id));
  return found.map((row) => row.id);
}
