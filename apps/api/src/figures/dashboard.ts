import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { DASHBOARD_RECENT_TASKS } from '@harborstay/contracts';
import { monthPeriod, nightsBetween, type Cents, type IsoDate, type NightCounts } from '@harborstay/domain';
import { careTasks, properties, propertyMonthFigures, reservations, type DbOrTx } from '@harborstay/db';
import { inScopeProperties, scopeParams, type OwnerScope } from '../access/owner-scope';
import { preparedPerDatabase } from '../lib/prepared-statement';
import { datedProperties } from './dated-properties';
import { nowParam, standingStatuses } from './property-today';

/**
 * The dashboard's figures (decision 0033), defined by `dashboardFigures` of the domain and
 * computed by the database in four statements, one per group, each over the whole scope: this
 * month per property, the months of this year and last, the booking pace, the recent tasks. None
 * runs per property or per month, and none loads reservations into JavaScript. Money and nights
 * of months come from the roll-ups of decision 0028.
 */

const f = propertyMonthFigures;
const r = reservations;

/** A standing guest booking of `reservations` (the partial indexes' own predicate, as literals). */
const standingGuest = sql`${r.kind} = 'guest' and ${r.status} in (${standingStatuses})`;
/** The instant a booking was made: its confirmation, or its creation when it has none. */
const bookedAt = sql`coalesce(${r.confirmedAt}, ${r.createdAt})`;

function count(query: SQL): SQL<number> {
  return sql<number>`(${query})`.mapWith(Number);
}

const monthStatement = preparedPerDatabase((db) => {
  const dated = datedProperties(db);
  const zeroIfNone = (column: SQLWrapper) => sql<number>`coalesce(${column}, 0)`.mapWith(Number);
  return db
    .with(dated)
    .select({
      propertyId: sql<number>`dated.property_id`.mapWith(Number),
      entityName: sql<string>`dated.entity_name`,
      today: sql<string>`dated.today`,
      netIncomeCents: zeroIfNone(f.netIncomeCents),
      checkInNights: zeroIfNone(f.checkInNights),
      guestNights: zeroIfNone(f.guestNights),
      ownerNights: zeroIfNone(f.ownerNights),
      blockNights: zeroIfNone(f.blockNights),
      newReservations: count(
        sql`select count(*) from ${r} where ${r.propertyId} = dated.property_id and ${standingGuest}
          and ${bookedAt} >= dated.month_starts_at and ${bookedAt} < dated.month_ends_at`,
      ),
      completedTasks: count(
        sql`select count(*) from ${careTasks} where ${careTasks.propertyId} = dated.property_id
          and ${careTasks.finishedAt} >= dated.month_starts_at and ${careTasks.finishedAt} < dated.month_ends_at`,
      ),
      activelyReserved: sql<boolean>`exists (select 1 from ${r} where ${r.propertyId} = dated.property_id
        and ${standingGuest} and ${r.endDate} > dated.today::date)`,
    })
    .from(dated)
    .leftJoin(f, sql`${f.propertyId} = dated.property_id and ${f.month} = dated.month_start`)
    .orderBy(sql`dated.entity_name, dated.property_id`)
    .prepare('dashboard_month_by_property');
});

/** Months of each property's last year and this year: slot −12 is last January, 0 this January. */
const yearsStatement = preparedPerDatabase((db) => {
  const dated = datedProperties(db);
  const slot = sql<number>`((extract(year from ${f.month}) - extract(year from dated.year_start)) * 12
    + extract(month from ${f.month}) - 1)::int`;
  return db
    .with(dated)
    .select({
      slot: slot.mapWith(Number),
      netIncomeCents: sql<number>`sum(${f.netIncomeCents})`.mapWith(Number),
    })
    .from(dated)
    .innerJoin(
      f,
      sql`${f.propertyId} = dated.property_id and ${f.month} >= (dated.year_start - interval '1 year')::date
        and ${f.month} < (dated.year_start + interval '1 year')::date`,
    )
    .groupBy(slot)
    .prepare('dashboard_net_income_by_month');
});

/**
 * Booking pace: for each property, the next three months (slots 1–3) and the same months a year
 * earlier (years_back 1), each with the day its bookings are counted by; then the nights of the
 * standing guest bookings that meet them (through the exclusion constraint's GiST index) and were
 * booked by that day, in the property's time zone.
 */
const paceStatement = preparedPerDatabase((db) => {
  const dated = datedProperties(db);
  return db
    .with(dated)
    .select({
      slot: sql<number>`ahead.slot`.mapWith(Number),
      yearsBack: sql<number>`ahead.years_back`.mapWith(Number),
      guestNights:
        sql<number>`sum(least(${r.endDate}, ahead.month_end) - greatest(${r.startDate}, ahead.month_start))`.mapWith(
          Number,
        ),
    })
    .from(
      sql`(select dated.property_id, dated.time_zone, slot, years_back,
            (dated.month_start + make_interval(months => slot - 12 * years_back))::date as month_start,
            (dated.month_start + make_interval(months => slot + 1 - 12 * years_back))::date as month_end,
            (dated.today::date - make_interval(years => years_back))::date as booked_by
          from dated, generate_series(1, 3) as slot, generate_series(0, 1) as years_back) as ahead`,
    )
    .innerJoin(
      r,
      sql`${r.propertyId} = ahead.property_id and ${standingGuest}
        and daterange(${r.startDate}, ${r.endDate}, '[)') && daterange(ahead.month_start, ahead.month_end, '[)')
        and (${bookedAt} at time zone ahead.time_zone)::date <= ahead.booked_by`,
    )
    .groupBy(sql`ahead.slot, ahead.years_back`)
    .prepare('dashboard_booking_pace');
});

const recentTasksStatement = preparedPerDatabase((db) =>
  db
    .select({
      propertyId: careTasks.propertyId,
      name: careTasks.name,
      entityName: properties.entityName,
      breezewayTaskId: careTasks.breezewayTaskId,
      finishedAt: careTasks.finishedAt,
    })
    .from(careTasks)
    .innerJoin(properties, sql`${properties.id} = ${careTasks.propertyId}`)
    .where(inScopeProperties(careTasks.propertyId))
    .orderBy(sql`${careTasks.finishedAt} desc, ${careTasks.id} desc`)
    .limit(DASHBOARD_RECENT_TASKS)
    .prepare('dashboard_recent_tasks'),
);

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
  const params = { ...scopeParams(scope), ...nowParam(now) };
  const [months, years, pace, recentTasks] = await Promise.all([
    monthStatement(db).execute(params),
    yearsStatement(db).execute(params),
    paceStatement(db).execute(params),
    recentTasksStatement(db).execute(scopeParams(scope)),
  ]);
  const bySlot = new Map(years.map(({ slot, netIncomeCents }) => [slot, netIncomeCents]));
  const paceOf = (slot: number, yearsBack: number) =>
    pace.find((row) => row.slot === slot && row.yearsBack === yearsBack)?.guestNights ?? 0;
  return {
    properties: months.map(({ guestNights, ownerNights, blockNights, ...row }) => ({
      ...row,
      nights: { days: nightsOfMonth(row.today), guestNights, ownerNights, blockNights },
    })),
    netIncomeByMonth: Array.from({ length: 12 }, (_, index) => bySlot.get(index) ?? 0),
    lastYearNetIncomeByMonth: Array.from({ length: 12 }, (_, index) => bySlot.get(index - 12) ?? 0),
    pace: [1, 2, 3].map((slot) => ({ guestNights: paceOf(slot, 0), lastYearGuestNights: paceOf(slot, 1) })),
    recentTasks,
  };
}

function nightsOfMonth(today: IsoDate): number {
  const { start, end } = monthPeriod(today);
  return nightsBetween(start, end);
}
