import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { DASHBOARD_RECENT_TASKS } from '@harborstay/contracts';
import { monthPeriod, nightsBetween, type Cents, type IsoDate, type NightCounts } from '@harborstay/domain';
import {
  careTasks,
  properties,
  propertyBookingPace,
  propertyMonthFigures,
  propertyYearFigures,
  reservations,
  type DbOrTx,
} from '@harborstay/db';
import { inScopeProperties, scopeParams, type OwnerScope } from '../access/owner-scope';
import { preparedPerDatabase } from '../lib/prepared-statement';
import { datedProperties } from './dated-properties';
import { nowParam, standingStatuses } from './property-today';

/**
 * The dashboard's figures (decision 0033), defined by `dashboardFigures` of the domain and
 * computed by the database in one statement over the whole scope: a row per property with all its
 * figures, and the recent tasks. Nothing runs per property or per month, and nothing loads
 * reservations into JavaScript: JavaScript only adds up the rows, at most one per property. Every
 * figure but "actively reserved" and the recent tasks comes from the roll-ups the triggers keep
 * (decisions 0028 and 0054): a property's month row, its two year rows and six months of booking
 * pace, so the cost does not grow with the years of history.
 */

const f = propertyMonthFigures;
const r = reservations;

/** A standing guest booking of `reservations` (the partial indexes' own predicate, as literals). */
const standingGuest = sql`${r.kind} = 'guest' and ${r.status} in (${standingStatuses})`;
/**
 * Booking pace of one property (a lateral subquery): the guest nights of each of the three months
 * `first` to `first + 2` months after the current one, of the standing guest bookings booked by
 * `bookedBy` (in its time zone), from the pace roll-up: a few rows a month.
 */
function paceOf(first: number, bookedBy: SQL, alias: string): SQL {
  const pace = propertyBookingPace;
  const month = (offset: number) => sql.raw(`(dated.month_start + interval '${offset} month')::date`);
  const months = [0, 1, 2].map(
    (index) =>
      sql`coalesce(sum(${pace.guestNights}) filter (where ${pace.month} = ${month(first + index)}), 0)::int
        as ${sql.raw(`m${index + 1}`)}`,
  );
  return sql`(select ${sql.join(months, sql`, `)} from ${pace}
    where ${pace.propertyId} = dated.property_id and ${pace.month} >= ${month(first)}
      and ${pace.month} <= ${month(first + 2)} and ${pace.bookedOn} <= ${bookedBy}) as ${sql.raw(alias)}`;
}

/**
 * Everything of each property in one row: its month's roll-up (money, nights, new reservations,
 * completed tasks), whether it is actively reserved (an index probe), the net income of each month
 * of this year and last (a row a year), and its booking pace this year and last. A subquery of the
 * statement below, its columns named as the JSON keys of `PropertyRow`.
 */
function propertyRows(db: DbOrTx) {
  const zeroIfNone = (column: SQLWrapper, name: string) => sql`coalesce(${column}, 0)`.as(name);
  const y = propertyYearFigures;
  // A year's twelve months, one row (migration 0026); none at all for a year without figures.
  // bigint becomes a JSON number (exact for cents below 2^53).
  const yearMonths = (year: SQL, name: string) =>
    sql`coalesce((select ${y.netIncomeCentsByMonth} from ${y}
      where ${y.propertyId} = dated.property_id and ${y.year} = ${year}), '{}')`.as(name);
  const column = (expression: string, name: string) => sql.raw(expression).as(name);
  return db
    .select({
      propertyId: column('dated.property_id', 'propertyId'),
      entityName: column('dated.entity_name', 'entityName'),
      today: column('dated.today', 'today'),
      netIncomeCents: zeroIfNone(f.netIncomeCents, 'netIncomeCents'),
      checkInNights: zeroIfNone(f.checkInNights, 'checkInNights'),
      guestNights: zeroIfNone(f.guestNights, 'guestNights'),
      ownerNights: zeroIfNone(f.ownerNights, 'ownerNights'),
      blockNights: zeroIfNone(f.blockNights, 'blockNights'),
      newReservations: zeroIfNone(f.newReservations, 'newReservations'),
      completedTasks: zeroIfNone(f.completedTasks, 'completedTasks'),
      activelyReserved: sql`exists (select 1 from ${r} where ${r.propertyId} = dated.property_id
        and ${standingGuest} and ${r.endDate} > dated.today::date)`.as('activelyReserved'),
      thisYear: yearMonths(sql`dated.year_start`, 'thisYear'),
      lastYear: yearMonths(sql`(dated.year_start - interval '1 year')::date`, 'lastYear'),
      pace: sql`array[pace.m1, pace.m2, pace.m3]`.as('pace'),
      lastYearPace: sql`array[last_pace.m1, last_pace.m2, last_pace.m3]`.as('lastYearPace'),
    })
    .from(sql`dated`)
    .leftJoin(f, sql`${f.propertyId} = dated.property_id and ${f.month} = dated.month_start`)
    .innerJoinLateral(paceOf(1, sql`dated.today::date`, 'pace'), sql`true`)
    .innerJoinLateral(paceOf(-11, sql`(dated.today::date - interval '1 year')::date`, 'last_pace'), sql`true`)
    .as('p');
}

/**
 * The latest tasks of the scope: each property's latest few (a backward probe of its
 * (property_id, finished_at) index), then the latest of those, so the cost does not grow with
 * the years of tasks. As a JSON array of `RecentTaskRow`, latest first.
 */
function recentTasks(): SQL {
  const t = careTasks;
  const few = sql.raw(String(DASHBOARD_RECENT_TASKS));
  return sql`(select json_agg(task order by task."finishedAt" desc, task.id desc) from (
      select ${properties.id} as "propertyId", ${properties.entityName} as "entityName", latest.id,
        latest.name, latest.breezeway_task_id as "breezewayTaskId", latest.finished_at as "finishedAt"
      from ${properties} inner join lateral (
        select ${t.id} as id, ${t.name} as name, ${t.breezewayTaskId} as breezeway_task_id,
          ${t.finishedAt} as finished_at
        from ${t} where ${t.propertyId} = ${properties.id}
        order by ${t.finishedAt} desc, ${t.id} desc limit ${few}) as latest on true
      where ${inScopeProperties(properties.id)}
      order by latest.finished_at desc, latest.id desc limit ${few}) as task)`;
}

/** The columns of `propertyRows`, in the order of each row's JSON array. */
const ROW_COLUMNS = [
  'propertyId',
  'entityName',
  'today',
  'netIncomeCents',
  'checkInNights',
  'guestNights',
  'ownerNights',
  'blockNights',
  'newReservations',
  'completedTasks',
  'activelyReserved',
  'thisYear',
  'lastYear',
  'pace',
  'lastYearPace',
] as const satisfies readonly (keyof PropertyRow)[];
// Fails to compile when a field of PropertyRow is missing from ROW_COLUMNS (it would read undefined).
const _everyFieldHasAColumn: [Exclude<keyof PropertyRow, (typeof ROW_COLUMNS)[number]>] extends [never]
  ? true
  : never = true;

/**
 * The dashboard's one statement: the properties' rows and the recent tasks as one row of two JSON
 * arrays. One round trip and one pooled connection a request, and JSON.parse in place of the
 * driver's and drizzle's per-field work on 50 rows of 15 columns (decision 0065). Each property
 * is a JSON array of `ROW_COLUMNS` rather than an object: PostgreSQL turns a row into an object
 * with a type lookup per field, which was a third of the statement's time (decision 0070).
 */
const dashboardStatement = preparedPerDatabase((db) => {
  const p = propertyRows(db);
  const fields = sql.join(
    ROW_COLUMNS.map((name) => sql`p.${sql.identifier(name)}`),
    sql`, `,
  );
  return db
    .with(datedProperties(db))
    .select({
      properties: sql<
        unknown[][] | null
      >`json_agg(json_build_array(${fields}) order by p."entityName", p."propertyId")`,
      recentTasks: sql<RecentTaskRow[] | null>`${recentTasks()}`,
    })
    .from(p)
    .prepare('dashboard');
});

/** A property's row of the statement, as JSON gives it. */
type PropertyRow = {
  propertyId: number;
  entityName: string;
  today: IsoDate;
  netIncomeCents: number;
  checkInNights: number;
  guestNights: number;
  ownerNights: number;
  blockNights: number;
  newReservations: number;
  completedTasks: number;
  activelyReserved: boolean;
  thisYear: number[];
  lastYear: number[];
  /** Guest nights of the next three months, and of the same months a year earlier. */
  pace: [number, number, number];
  lastYearPace: [number, number, number];
};

type RecentTaskRow = Omit<DashboardRecentTask, 'finishedAt'> & { id: number; finishedAt: string };

export type DashboardPropertyMonth = {
  propertyId: number;
  entityName: string;
  today: IsoDate;
  netIncomeCents: Cents;
  checkInNights: number;
  nights: NightCounts;
  newReservations: number;
  completedTasks: number;
  activelyReserved: boolean;
};

export type DashboardRecentTask = {
  propertyId: number;
  name: string;
  entityName: string;
  breezewayTaskId: string;
  finishedAt: Date;
};

export type DashboardSql = {
  /** Each property's own month, sorted by name. */
  properties: DashboardPropertyMonth[];
  /** January to December of each property's current year, and of the year before, added up. */
  netIncomeByMonth: Cents[];
  lastYearNetIncomeByMonth: Cents[];
  /** The next three months: guest nights booked by today, and a year earlier by that day. */
  pace: { guestNights: number; lastYearGuestNights: number }[];
  recentTasks: DashboardRecentTask[];
};

/** The dashboard's figures of the scope's properties at an instant (each property's today from it). */
export async function dashboardFiguresOf(db: DbOrTx, scope: OwnerScope, now: Date): Promise<DashboardSql> {
  if (scope.propertyIds.length === 0) {
    return {
      properties: [],
      netIncomeByMonth: Array<number>(12).fill(0),
      lastYearNetIncomeByMonth: Array<number>(12).fill(0),
      pace: Array.from({ length: 3 }, () => ({ guestNights: 0, lastYearGuestNights: 0 })),
      recentTasks: [],
    };
  }
  const [row] = await dashboardStatement(db).execute({ ...scopeParams(scope), ...nowParam(now) });
  const rows = (row?.properties ?? []).map(
    (values) => Object.fromEntries(ROW_COLUMNS.map((name, index) => [name, values[index]])) as PropertyRow,
  );
  const netIncomeByMonth = Array<number>(12).fill(0);
  const lastYearNetIncomeByMonth = Array<number>(12).fill(0);
  const pace = [0, 1, 2].map(() => ({ guestNights: 0, lastYearGuestNights: 0 }));
  for (const row of rows) {
    addMonths12(netIncomeByMonth, row.thisYear);
    addMonths12(lastYearNetIncomeByMonth, row.lastYear);
    const [first, second, third] = pace as [PaceSums, PaceSums, PaceSums];
    addPace(first, row.pace[0], row.lastYearPace[0]);
    addPace(second, row.pace[1], row.lastYearPace[1]);
    addPace(third, row.pace[2], row.lastYearPace[2]);
  }
  return {
    properties: rows.map((row) => ({
      propertyId: row.propertyId,
      entityName: row.entityName,
      today: row.today,
      netIncomeCents: row.netIncomeCents,
      checkInNights: row.checkInNights,
      newReservations: row.newReservations,
      completedTasks: row.completedTasks,
      activelyReserved: row.activelyReserved,
      nights: {
        days: nightsOfMonth(row.today),
        guestNights: row.guestNights,
        ownerNights: row.ownerNights,
        blockNights: row.blockNights,
      },
    })),
    netIncomeByMonth,
    lastYearNetIncomeByMonth,
    pace,
    recentTasks: (row?.recentTasks ?? []).map((task) => ({
      propertyId: task.propertyId,
      name: task.name,
      entityName: task.entityName,
      breezewayTaskId: task.breezewayTaskId,
      finishedAt: new Date(task.finishedAt),
    })),
  };
}

function addMonths12(sums: number[], months: readonly number[]) {
  months.forEach((cents, index) => {
    sums[index] = (sums[index] ?? 0) + cents;
  });
}

type PaceSums = { guestNights: number; lastYearGuestNights: number };

function addPace(sums: PaceSums, guestNights: number, lastYearGuestNights: number) {
  sums.guestNights += guestNights;
  sums.lastYearGuestNights += lastYearGuestNights;
}

function nightsOfMonth(today: IsoDate): number {
  const { start, end } = monthPeriod(today);
  return nightsBetween(start, end);
}
