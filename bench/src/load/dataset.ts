import type { careTasks, ownerProfiles, properties, reservations } from '@harborstay/db';
import { createRandom, type Random } from '@harborstay/demo-seed';
import { addDays, addMonths, guestStayEarnings, nightsBetween, startOfMonth } from '@harborstay/domain';

/**
 * The large dataset the load bench adds to the demo: 1,000 owners and 150,000 reservations over
 * three years, among them 20 large owners of 50 properties and 6,000 reservations each (the cold
 * bench asks each of them in turn, so that no two requests of a run are the same). Pure and
 * deterministic (seeded PRNG streams), so every run and both engines load the same rows.
 */
export const DATASET_SIZE = {
  owners: 1000,
  reservations: 150_000,
  largeOwners: 20,
  largeOwnerProperties: 50,
  largeOwnerReservations: 6_000,
} as const;

/** The first large owner: the one the warm mode, the export and the ingestion bench read as. */
export const LARGE_OWNER_EMAIL = 'large.owner@bench.test';

/** The e-mail of the large owner `index` (0 to 19): the first is LARGE_OWNER_EMAIL. */
export function largeOwnerEmail(index: number): string {
  return index === 0 ? LARGE_OWNER_EMAIL : `large.owner${String(index + 1).padStart(2, '0')}@bench.test`;
}

export const LARGE_OWNER_EMAILS: readonly string[] = Array.from(
  { length: DATASET_SIZE.largeOwners },
  (_unused, index) => largeOwnerEmail(index),
);

/** The e-mail of the other owner `index` (from 0), of one to a few properties. */
const otherOwnerEmail = (index: number) => `owner${String(index + 1).padStart(4, '0')}@bench.test`;

/** Owners the cold run warms the server with (none of them is measured): the first ten others. */
export const WARM_UP_OWNER_EMAILS: readonly string[] = Array.from({ length: 10 }, (_unused, index) =>
  otherOwnerEmail(index),
);

/** The entity name of every property of the dataset starts so (the demo's never do). */
export const BENCH_PROPERTY_PREFIX = 'Bench Property ';

export type ReservationRow = Omit<typeof reservations.$inferInsert, 'propertyId'>;
export type TaskRow = Omit<typeof careTasks.$inferInsert, 'propertyId'>;
export type BenchProperty = {
  fields: typeof properties.$inferInsert;
  reservations: ReservationRow[];
  /**
   * The nightly price of every night of the window, for the large owners' properties only (see
   * decision 0029), weekends (Friday and Saturday nights) a fifth dearer: the fill writes them in
   * SQL (about a million rows); null for the other properties.
   */
  nightlyPrice: { cents: number; window: { start: string; end: string } } | null;
  /** Finished care tasks, for the large owners' properties only (the dashboard's task figures). */
  tasks: TaskRow[];
};
export type BenchOwner = {
  email: string;
  firstName: string;
  lastName: string;
  profile: Omit<typeof ownerProfiles.$inferInsert, 'userId'>;
  properties: BenchProperty[];
};

const TIME_ZONES = ['America/Denver', 'America/Los_Angeles', 'America/Chicago', 'America/New_York'];
const FIRST_NAMES = ['Ava', 'Ben', 'Chloe', 'Dev', 'Elena', 'Finn', 'Grace', 'Hugo', 'Iris', 'Jonah'];
const LAST_NAMES = ['Park', 'Quinn', 'Reyes', 'Stone', 'Tanaka', 'Usher', 'Vance', 'Weber', 'Young'];
const PLATFORMS = ['Airbnb', 'Vrbo', 'Booking.com', 'Direct'];

/** The 36 months the dataset covers: the 24 before this month, this month and the 11 after it. */
export function datasetWindow(today: string) {
  const monthStart = startOfMonth(today);
  return { start: addMonths(monthStart, -24), end: addMonths(monthStart, 12) };
}

/**
 * Every owner with their properties and history: the first large owner, then the other owners,
 * then the other 19 large owners (so that the ingestion bench's first 100 owners hold one large
 * owner, as they always did).
 */
export function* benchOwners(today: string): Generator<BenchOwner> {
  const window = datasetWindow(today);
  const random = createRandom('bench:owners');
  const otherOwners = DATASET_SIZE.owners - DATASET_SIZE.largeOwners;
  // Each other owner has one or two properties; their reservations share the rest evenly.
  const propertyCounts = Array.from({ length: otherOwners }, () => (random.chance(0.4) ? 2 : 1));
  const otherProperties = propertyCounts.reduce((sum, count) => sum + count, 0);
  const otherReservations =
    DATASET_SIZE.reservations - DATASET_SIZE.largeOwners * DATASET_SIZE.largeOwnerReservations;
  let channelSerial = 0;
  let propertySerial = 0;
  const makeProperty = (reservationCount: number, withPrices: boolean): BenchProperty => {
    propertySerial += 1;
    const stream = createRandom(`bench:property:${propertySerial}`);
    const property = propertyFields(stream, propertySerial);
    const nightlyCents = stream.int(120, 650) * 100;
    const stays = plannedStays(stream, window, reservationCount, nightlyCents, property);
    for (const stay of stays) {
      if (stay.kind === 'guest') stay.externalId = `BENCH-${(channelSerial += 1)}`;
    }
    const tasks = withPrices ? finishedTasks(stream, window.start, today, propertySerial) : [];
    const nightlyPrice = withPrices ? { cents: nightlyCents, window } : null;
    return { fields: property, reservations: stays, nightlyPrice, tasks };
  };
  const largeOwner = (index: number) =>
    owner(
      largeOwnerEmail(index),
      'Lars',
      index === 0 ? 'Large' : `Large ${index + 1}`,
      Array.from({ length: DATASET_SIZE.largeOwnerProperties }, () =>
        makeProperty(DATASET_SIZE.largeOwnerReservations / DATASET_SIZE.largeOwnerProperties, true),
      ),
    );

  yield largeOwner(0);
  let propertyIndex = 0;
  for (let i = 0; i < otherOwners; i += 1) {
    const owned = Array.from({ length: propertyCounts[i] ?? 1 }, () => {
      // Spread the remainder over the first properties, so the total is exact.
      const count =
        Math.floor(otherReservations / otherProperties) +
        (propertyIndex < otherReservations % otherProperties ? 1 : 0);
      propertyIndex += 1;
      return makeProperty(count, false);
    });
    const first = FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Ava';
    const last = LAST_NAMES[i % LAST_NAMES.length] ?? 'Park';
    yield owner(otherOwnerEmail(i), first, last, owned);
  }
  for (let index = 1; index < DATASET_SIZE.largeOwners; index += 1) yield largeOwner(index);
}

function owner(email: string, firstName: string, lastName: string, owned: BenchProperty[]): BenchOwner {
  return {
    email,
    firstName,
    lastName,
    profile: { firstName, lastName, primaryEmail: email, phone: '+13035550100', address: '1 Bench Way' },
    properties: owned,
  };
}

function propertyFields(random: Random, serial: number): typeof properties.$inferInsert {
  return {
    entityName: `${BENCH_PROPERTY_PREFIX}${serial}`,
    streetAddress: `${serial} Load Test Rd`,
    city: 'Breckenridge',
    state: 'CO',
    postalCode: '80424',
    timeZone: random.pick(TIME_ZONES),
    harborstayServices: true,
    status: 'completed',
    bedroom: random.int(1, 6),
    bathroom: String(random.int(1, 4)),
    maxOccupancy: random.int(2, 12),
    managementFeeBps: random.pick([1500, 2000, 2500]),
    cleaningFeeCents: random.int(8, 25) * 1000,
    stockingFeeCents: 5000,
    reservationsBeforeManFee: 0,
    initialSigningDate: '2022-01-15',
  };
}

/**
 * `count` stays over the window that never share a night: the window is cut into `count`
 * equal slots and each stay lies inside its own slot, so the exclusion constraint holds.
 */
function plannedStays(
  random: Random,
  window: { start: string; end: string },
  count: number,
  nightlyCents: number,
  property: typeof properties.$inferInsert,
): ReservationRow[] {
  const days = nightsBetween(window.start, window.end);
  if (count > days) throw new Error(`bench dataset: ${count} stays do not fit in ${days} nights`);
  const rows: ReservationRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const slotStart = Math.floor((i * days) / count);
    const slotLength = Math.floor(((i + 1) * days) / count) - slotStart;
    const nights = random.int(Math.min(2, slotLength), Math.min(7, slotLength));
    const startDate = addDays(window.start, slotStart + random.int(0, slotLength - nights));
    const endDate = addDays(startDate, nights);
    rows.push(stay(random, startDate, endDate, nights * nightlyCents, property));
  }
  return rows;
}

function stay(
  random: Random,
  startDate: string,
  endDate: string,
  rentCents: number,
  property: typeof properties.$inferInsert,
): ReservationRow {
  const roll = random.next();
  if (roll < 0.08) {
    const kind = roll < 0.05 ? 'owner' : 'maintenance';
    const status = kind === 'owner' ? 'confirmed' : 'unavailable';
    return { kind, status, startDate, endDate, opportunityCostCents: rentCents };
  }
  const isCanceled = random.chance(0.05);
  const revenueCents = isCanceled ? 0 : rentCents;
  const earnings = guestStayEarnings({ revenueCents, managementFeeBps: property.managementFeeBps ?? 2000 });
  return {
    kind: 'guest',
    status: isCanceled ? 'canceled' : 'confirmed',
    startDate,
    endDate,
    arrival: '16:00',
    guestsCount: random.int(1, property.maxOccupancy ?? 4),
    guestFirstName: random.pick(FIRST_NAMES),
    guestLastName: random.pick(LAST_NAMES),
    platform: random.pick(PLATFORMS),
    confirmationCode: `HM${random.chars(8, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')}`,
    confirmedAt: new Date(`${addDays(startDate, -random.int(3, 90))}T18:00:00Z`),
    revenueCents,
    cleaningCostCents: isCanceled ? 0 : (property.cleaningFeeCents ?? 0),
    managementFeeCents: earnings.managementFeeCents,
    netIncomeCents: earnings.netIncomeCents,
    needOfClean: !isCanceled,
  };
}

const TASK_NAMES = ['Turnover clean', 'Hot tub service', 'Pest control treatment', 'HVAC filter change'];

/** About four finished care tasks a month from the window's start to today. */
function finishedTasks(random: Random, start: string, today: string, serial: number): TaskRow[] {
  const tasks: TaskRow[] = [];
  for (let day = start; day < today; day = addDays(day, random.int(4, 11))) {
    tasks.push({
      name: random.pick(TASK_NAMES),
      breezewayTaskId: `BENCH-${serial}-${tasks.length + 1}`,
      finishedAt: new Date(`${day}T${String(random.int(14, 23))}:00:00Z`),
      typeTaskStatus: random.chance(0.15) ? 'closed' : 'finished',
    });
  }
  return tasks;
}
