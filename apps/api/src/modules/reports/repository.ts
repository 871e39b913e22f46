import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { RESERVATION_REPORT_SORTS, type TReservationReportSort } from '@harborstay/contracts';
import { addDays, addMonths, startOfMonth } from '@harborstay/domain';
import { properties, propertyMonthFigures, reservations, type DbOrTx } from '@harborstay/db';
import { inScopeProperties, scopeParams, type OwnerScope } from '../../access/owner-scope';
import { preparedPerDatabase } from '../../lib/prepared-statement';
import { nowParam, propertyToday } from '../../figures/property-today';
import { isReportedStay, reservationMoney } from '../../figures/reservation-money';

/**
 * The reservations report's queries. Every one filters, sorts and pages in SQL over the scope it
 * is given (the caller's properties, narrowed to the report's filter), and the check-in range.
 */

const r = reservations;
const p = properties;

/** What the report shows as the platform: the channel, or 'Owner Reservation' for an owner's stay. */
const platform = sql<
  string | null
>`coalesce(${r.platform}, case when ${r.kind} = 'owner' then 'Owner Reservation' end)`;
/** The platform as a sort key: no nulls, so that the order and the keyset comparison agree. */
const platformKey = sql`coalesce(${platform}, '')`;

const rowColumns = {
  id: r.id,
  status: r.status,
  propertyId: r.propertyId,
  propertyNickname: p.entityName,
  propertyAddress: p.streetAddress,
  guestName: sql<string | null>`nullif(concat_ws(' ', ${r.guestFirstName}, ${r.guestLastName}), '')`,
  guestsCount: r.guestsCount,
  reservationId: sql<string | null>`coalesce(${r.externalId}, ${r.confirmationCode})`,
  platform,
  nightsCount: sql<number>`(${r.endDate} - ${r.startDate})`.mapWith(Number),
  checkIn: r.startDate,
  checkOut: r.endDate,
  confirmationDate: sql<string | null>`((${r.confirmedAt} at time zone ${p.timeZone})::date)::text`,
  revenueCents: reservationMoney.revenueCents.mapWith(Number),
  managementFeeCents: reservationMoney.managementFeeCents.mapWith(Number),
  netIncomeCents: reservationMoney.netIncomeCents.mapWith(Number),
};

export type ReportRow = {
  id: number;
  status: string;
  propertyId: number;
  propertyNickname: string;
  propertyAddress: string;
  guestName: string | null;
  guestsCount: number | null;
  reservationId: string | null;
  platform: string | null;
  nightsCount: number;
  checkIn: string;
  checkOut: string;
  confirmationDate: string | null;
  revenueCents: number;
  managementFeeCents: number;
  netIncomeCents: number;
};

const inRange: SQL = and(
  inScopeProperties(r.propertyId),
  isReportedStay,
  sql`${r.startDate} >= ${sql.placeholder('start')}::date`,
  sql`${r.startDate} <= ${sql.placeholder('end')}::date`,
) as SQL;

/** The keys of each sort, id last, so that the order is total and paging stable. */
const sortKeys: Record<TReservationReportSort, { keys: SQL[]; descending: boolean }> = {
  start_date: { keys: [sql`${r.startDate}`, sql`${r.id}`], descending: false },
  '-start_date': { keys: [sql`${r.startDate}`, sql`${r.id}`], descending: true },
  platform: { keys: [platformKey, sql`${r.startDate}`, sql`${r.id}`], descending: false },
  '-platform': { keys: [platformKey, sql`${r.startDate}`, sql`${r.id}`], descending: true },
};

function orderOf(sort: TReservationReportSort): SQL[] {
  const { keys, descending } = sortKeys[sort];
  return keys.map((key) => (descending ? sql`${key} desc` : sql`${key} asc`));
}

const baseRows = (db: DbOrTx) =>
  db
    .select(rowColumns)
    .from(r)
    .innerJoin(p, sql`${p.id} = ${r.propertyId}`);

/** One prepared statement per sort: the order is part of a statement's text. */
function bySort<T>(make: (sort: TReservationReportSort) => T): Record<TReservationReportSort, T> {
  const entries = RESERVATION_REPORT_SORTS.map((sort) => [sort, make(sort)] as const);
  return Object.fromEntries(entries) as Record<TReservationReportSort, T>;
}

const statementName = (prefix: string, sort: TReservationReportSort) =>
  `${prefix}_${sort.replace('-', 'desc_')}`;

/**
 * A page: its ids first, ordered and cut from the report's index alone (an index-only scan of
 * `reservations_reported_stays_idx`, migration 0005), then those rows with their property. Joining
 * the property to every matching row before the cut took most of the time (decision 0039). Each
 * row carries the range's totals (`totalsJson`, computed once): one statement answers the page.
 */
const pageStatements = bySort((sort) =>
  preparedPerDatabase((db) => {
    const pageIds = db
      .select({ id: r.id })
      .from(r)
      .where(inRange)
      .orderBy(...orderOf(sort))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    return db
      .select({ ...rowColumns, totals: totalsJson })
      .from(r)
      .innerJoin(p, sql`${p.id} = ${r.propertyId}`)
      .where(inArray(r.id, pageIds))
      .orderBy(...orderOf(sort))
      .prepare(statementName('report_page', sort));
  }),
);

/** Batches of the export: keyset paging after the last row of the previous batch, in the same order. */
const batchStatements = bySort((sort) => {
  const { keys, descending } = sortKeys[sort];
  const after = keys.map(
    (_key, index) => sql`${sql.placeholder(`k${index}`)}::${sql.raw(keyType(sort, index))}`,
  );
  const cursor = sql`(${sql.join(keys, sql`, `)}) ${sql.raw(descending ? '<' : '>')} (${sql.join(after, sql`, `)})`;
  return preparedPerDatabase((db) =>
    baseRows(db)
      .where(and(inRange, sql`(${sql.placeholder('first')}::boolean or ${cursor})`))
      .orderBy(...orderOf(sort))
      .limit(sql.placeholder('limit'))
      .prepare(statementName('report_batch', sort)),
  );
});

/** The SQL type of each sort key, for the keyset's placeholders: platform text, dates, the id last. */
function keyType(sort: TReservationReportSort, index: number): string {
  const types = sort.endsWith('platform') ? ['text', 'date', 'int'] : ['date', 'int'];
  return types[index] ?? 'int';
}

const latestTodayStatement = preparedPerDatabase((db) =>
  db
    .select({ today: sql<string | null>`max(${propertyToday()})::text` })
    .from(p)
    .where(inScopeProperties(p.id))
    .prepare('report_latest_today'),
);

export type ReportRange = { start: string; end: string };

export type ReportTotals = {
  count: number;
  nightsCount: number;
  revenueCents: number;
  managementFeeCents: number;
  netIncomeCents: number;
};

/**
 * The totals of the check-ins of the range, as one JSON object: its whole months from the roll-ups
 * (decision 0054: the months' guest and owner check-ins with their nights and the guest stays'
 * money, which `isReportedStay` and `reservationMoney` define for the rows), and the days of a
 * month it covers only in part from the reservations, so that the cost grows neither with the
 * range's length nor with the history. The whole months are [headEnd, tailStart); the days before
 * them [start, headEnd) and after them [tailStart, end] (`totalsParams`).
 */
const totalsJson: SQL<ReportTotals> = (() => {
  const f = propertyMonthFigures;
  const rawDays = (from: string, to: SQL) => sql`
    select count(*) as count, sum(${r.endDate} - ${r.startDate}) as nights,
      sum(${reservationMoney.revenueCents}) as revenue, sum(${reservationMoney.managementFeeCents}) as fee,
      sum(${reservationMoney.netIncomeCents}) as net
    from ${r} where ${inScopeProperties(r.propertyId)} and ${isReportedStay}
      and ${r.startDate} >= ${sql.placeholder(from)}::date and ${r.startDate} ${to}`;
  return sql<ReportTotals>`(select json_build_object('count', coalesce(sum(count), 0),
      'nightsCount', coalesce(sum(nights), 0), 'revenueCents', coalesce(sum(revenue), 0),
      'managementFeeCents', coalesce(sum(fee), 0), 'netIncomeCents', coalesce(sum(net), 0))
    from (
      select sum(${f.checkIns} + ${f.ownerCheckIns}) as count,
        sum(${f.checkInNights} + ${f.ownerCheckInNights}) as nights, sum(${f.revenueCents}) as revenue,
        sum(${f.managementFeeCents}) as fee, sum(${f.netIncomeCents}) as net
      from ${f} where ${inScopeProperties(f.propertyId)}
        and ${f.month} >= ${sql.placeholder('headEnd')}::date and ${f.month} < ${sql.placeholder('tailStart')}::date
      union all ${rawDays('start', sql`< ${sql.placeholder('headEnd')}::date`)}
      union all ${rawDays('tailStart', sql`<= ${sql.placeholder('end')}::date`)}
    ) as part)`;
})();

/** The placeholders of `totalsJson` for a range: where its whole months begin and end. */
function totalsParams(range: ReportRange) {
  const afterEnd = addDays(range.end, 1);
  const wholeStart =
    range.start === startOfMonth(range.start) ? range.start : addMonths(startOfMonth(range.start), 1);
  const wholeEnd = startOfMonth(afterEnd);
  // A range within one month has no whole month: its days are all "before" one that starts after it.
  return wholeStart < wholeEnd
    ? { headEnd: wholeStart, tailStart: wholeEnd }
    : { headEnd: afterEnd, tailStart: afterEnd };
}

const totalsStatement = preparedPerDatabase((db) =>
  db
    .select({ totals: totalsJson })
    .from(sql`(select 1) as one`)
    .prepare('report_totals'),
);

export type ReportPage = { rows: ReportRow[]; totals: ReportTotals };

/** A page of the report with the range's totals: one statement, a second only for a page with no row. */
export async function reportPage(
  db: DbOrTx,
  scope: OwnerScope,
  options: ReportRange & { sort: TReservationReportSort; limit: number; offset: number },
): Promise<ReportPage> {
  const { sort, ...rest } = options;
  const found = await pageStatements[sort](db).execute({
    ...scopeParams(scope),
    ...rest,
    ...totalsParams(rest),
  });
  const [first] = found;
  if (!first) return { rows: [], totals: await reportTotals(db, scope, rest) };
  return { rows: found.map(({ totals: _totals, ...row }) => row), totals: first.totals };
}

/** The totals of the check-ins of the range (`totalsJson`). */
export async function reportTotals(db: DbOrTx, scope: OwnerScope, range: ReportRange): Promise<ReportTotals> {
  const [row] = await totalsStatement(db).execute({
    ...scopeParams(scope),
    ...range,
    ...totalsParams(range),
  });
  if (!row) throw new Error('the report totals answered no row');
  return row.totals;
}

/**
 * Every row of the report in order, a batch at a time: only one batch is ever held, whatever
 * the number of rows (keyset paging, so each batch costs the same).
 */
export async function* reportBatches(
  db: DbOrTx,
  scope: OwnerScope,
  options: ReportRange & { sort: TReservationReportSort; batchSize: number },
): AsyncGenerator<ReportRow[]> {
  const { sort, batchSize, start, end } = options;
  const statement = batchStatements[sort](db);
  let last: ReportRow | undefined;
  for (;;) {
    const cursor = last ? keyValues(sort, last) : keyValues(sort, undefined);
    const rows = await statement.execute({
      ...scopeParams(scope),
      start,
      end,
      limit: batchSize,
      first: last === undefined,
      ...cursor,
    });
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    last = rows[rows.length - 1];
  }
}

function keyValues(
  sort: TReservationReportSort,
  row: ReportRow | undefined,
): Record<string, string | number> {
  // The first batch ignores the cursor (`first`), but its placeholders still need values of their types.
  const values: (string | number)[] = sort.endsWith('platform')
    ? [row?.platform ?? '', row?.checkIn ?? '2000-01-01', row?.id ?? 0]
    : [row?.checkIn ?? '2000-01-01', row?.id ?? 0];
  return Object.fromEntries(values.map((value, index) => [`k${index}`, value]));
}

/** The latest of the scope's properties' todays: the report's default month is the one it falls in. */
export async function latestToday(db: DbOrTx, scope: OwnerScope, now: Date): Promise<string | null> {
  const [row] = await latestTodayStatement(db).execute({ ...scopeParams(scope), ...nowParam(now) });
  return row?.today ?? null;
}
