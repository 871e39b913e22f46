import { opportunityCostCents } from '@harborstay/domain';
import { DEMO_ACCOUNTS, DEMO_PROFILES, type DemoAccountKey } from './accounts';
import { findFreeStart, type CalendarGrid } from './calendar-grid';
import { randomPerson } from './people';
import { EMPTY_RESERVATION_FIELDS, type PlannedReservation } from './planned-reservation';
import type { DemoProperty } from './properties';
import { createRandom, type Random } from './random';

/** Arrival times inside the allowed window of 14:00-23:59 (spec section 9). */
const ARRIVALS = ['15:00', '16:00', '16:30', '17:00', '18:00', '19:30', '21:00'] as const;
const MYSELF_NOTES = [
  null,
  null,
  'Family ski week',
  'Long weekend with the kids',
  'Bringing our own linens',
  'Please stock firewood',
];
const OTHER_NOTES = [
  'Friends from Denver; please leave the welcome basket',
  'My parents are staying',
  'Colleagues on a team retreat',
  null,
];

function ownerStay(
  property: DemoProperty,
  grid: CalendarGrid,
  random: Random,
  start: number,
  nights: number,
): PlannedReservation {
  const owner: DemoAccountKey = random.pick(property.owners);
  const forMyself = random.chance(0.7);
  const account = DEMO_ACCOUNTS[owner];
  const guest = forMyself
    ? {
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        phone: DEMO_PROFILES[owner]?.phone ?? null,
      }
    : randomPerson(random);
  grid.take(start, nights);
  const startDate = grid.dateAt(start);
  const endDate = grid.dateAt(start + nights);
  return {
    ...EMPTY_RESERVATION_FIELDS,
    kind: 'owner',
    status: 'confirmed',
    startDate,
    endDate,
    arrival: random.pick(ARRIVALS),
    guestsCount: random.int(1, Math.min(6, property.fields.maxOccupancy ?? 6)),
    reservationFor: forMyself ? 'Myself' : 'Other person',
    notes: random.pick(forMyself ? MYSELF_NOTES : OTHER_NOTES),
    guestFirstName: guest.firstName,
    guestLastName: guest.lastName,
    guestEmail: guest.email,
    guestPhone: guest.phone,
    // Owner stays earn nothing; what they cost is the rent the nights would have fetched.
    opportunityCostCents: opportunityCostCents({
      kind: 'owner',
      startDate,
      endDate,
      prices: grid.nightlyPrices,
    }),
    cleaningCostCents: property.fields.cleaningFeeCents ?? 0,
    needOfClean: random.chance(0.85),
    createdByKey: owner,
  };
}

/**
 * Owner stays: 3-4 a year of 3-7 nights. A managed property also has one in the next
 * weeks and one planned 11-13 months ahead, so the calendar shows upcoming owner stays.
 */
export function planOwnerStays(property: DemoProperty, grid: CalendarGrid): PlannedReservation[] {
  const random = createRandom(`owner-stays:${property.slug}`);
  const stays: PlannedReservation[] = [];
  const place = (from: number, to: number) => {
    const nights = random.int(3, 7);
    const start = findFreeStart(grid, random.next, { from, to, nights });
    if (start !== null) stays.push(ownerStay(property, grid, random, start, nights));
  };

  if (property.endedMonthsAgo === null) {
    place(grid.todayIndex + 14, grid.todayIndex + 75);
    place(grid.todayIndex + 335, grid.limit);
  }
  const count = Math.round((grid.limit / 365) * 3.5);
  for (let i = 0; i < count; i += 1) place(0, grid.limit);
  return stays;
}
