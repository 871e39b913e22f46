import type { GUEST_PLATFORMS } from '@harborstay/contracts';
import { addDays, guestStayEarnings, priceOfNights, type IsoDate } from '@harborstay/domain';
import type { CalendarGrid } from './calendar-grid';
import { randomPerson } from './people';
import { EMPTY_RESERVATION_FIELDS, type PlannedReservation } from './planned-reservation';
import { seasonFactor } from './prices';
import type { DemoProperty } from './properties';
import { createRandom, type Random } from './random';
import { zonedTimeToInstant } from './time-zones';

type Platform = (typeof GUEST_PLATFORMS)[number];

/** Roughly the channel mix of a mountain-town manager: Airbnb first, then Vrbo. */
const PLATFORM_WEIGHTS: readonly (readonly [Platform, number])[] = [
  ['Airbnb', 50],
  ['Vrbo', 24],
  ['Booking.com', 12],
  ['Direct', 14],
];
/** Stay lengths in nights, 2-7, most of them 3 or so. */
const LENGTH_WEIGHTS: readonly (readonly [number, number])[] = [
  [2, 22],
  [3, 26],
  [4, 20],
  [5, 13],
  [6, 9],
  [7, 10],
];
const MEAN_LENGTH = 3.9;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The share of nights that end up booked: high season 60-70%, quiet season about 30%,
 * and fewer the further ahead a night is, as bookings keep coming in until the last days.
 */
function demand(property: DemoProperty, grid: CalendarGrid, index: number): number {
  const season = seasonFactor(property, grid.dateAt(index));
  const base = Math.min(0.76, Math.max(0.25, 0.3 + (season - 0.62) * 0.55));
  const lead = index - grid.todayIndex;
  return lead <= 0 ? base : base * Math.max(0.25, 1 - lead / 360);
}

function confirmationCode(random: Random, platform: Platform): string {
  switch (platform) {
    case 'Airbnb':
      return `HM${random.chars(8, CODE_ALPHABET)}`;
    case 'Vrbo':
      return `HA-${random.chars(7, CODE_ALPHABET)}`;
    case 'Booking.com':
      return random.chars(10, '0123456789');
    case 'Direct':
      return `HS-${random.chars(6, '0123456789')}`;
  }
}

/** Booked days ahead of check-in; bookings for future stays were all made before today. */
function confirmedOn(random: Random, start: IsoDate, today: IsoDate): IsoDate {
  const lead = random.weighted<[number, number]>([
    [[1, 6], 15],
    [[7, 30], 35],
    [[31, 90], 35],
    [[91, 200], 15],
  ]);
  const day = addDays(start, -random.int(lead[0], lead[1]));
  // Two days' margin: a local evening is already the next day in UTC.
  const latest = addDays(today, -2);
  return day <= latest ? day : addDays(latest, -random.int(0, 45));
}

export type GuestBookingContext = {
  property: DemoProperty;
  grid: CalendarGrid;
  /** The channel manager's reservation ids taken so far by every property: each is drawn once. */
  externalIds: Set<string>;
};

function guestBooking(
  context: GuestBookingContext,
  random: Random,
  start: number,
  nights: number,
  canceled: boolean,
): PlannedReservation {
  const { property, grid } = context;
  const platform = random.weighted(PLATFORM_WEIGHTS);
  const guest = randomPerson(random);
  const maxGuests = property.fields.maxOccupancy ?? 4;
  const guestsCount = Math.min(
    maxGuests,
    random.weighted([
      [2, 30],
      [4, 25],
      [3, 15],
      [1, 8],
      [5, 8],
      [6, 8],
      [maxGuests, 6],
    ]),
  );
  let externalId: string;
  do externalId = `GY-${random.chars(8, '0123456789abcdef')}`;
  while (context.externalIds.has(externalId));
  context.externalIds.add(externalId);

  const startDate = grid.dateAt(start);
  const endDate = grid.dateAt(start + nights);
  const time = `${String(random.int(6, 22)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
  const confirmedAt = zonedTimeToInstant(
    confirmedOn(random, startDate, grid.window.today),
    time,
    property.fields.timeZone ?? 'UTC',
  );
  // The guest paid the calendar's prices; a canceled booking was refunded in full: it earned
  // nothing and costs no cleaning.
  const revenueCents = canceled ? 0 : priceOfNights({ startDate, endDate, prices: grid.nightlyPrices });
  const earnings = guestStayEarnings({
    revenueCents,
    managementFeeBps: property.fields.managementFeeBps ?? 2000,
  });
  // Draws once spent on guests' notes, which the provider API does not carry (owners never saw
  // them): still drawn so that every later draw, and so the demo the figures tests pin, stays.
  if (random.chance(0.15)) random.next();
  if (!canceled && property.fields.petFriendly === 'True') random.next();

  return {
    ...EMPTY_RESERVATION_FIELDS,
    kind: 'guest',
    status: canceled ? 'canceled' : 'confirmed',
    startDate,
    endDate,
    arrival: '16:00',
    guestsCount,
    guestFirstName: guest.firstName,
    guestLastName: guest.lastName,
    guestEmail: guest.email,
    guestPhone: guest.phone,
    platform,
    confirmationCode: confirmationCode(random, platform),
    confirmedAt,
    externalId,
    revenueCents,
    cleaningCostCents: canceled ? 0 : (property.fields.cleaningFeeCents ?? 0),
    managementFeeCents: earnings.managementFeeCents,
    netIncomeCents: earnings.netIncomeCents,
    createdByKey: null,
  };
}

/**
 * Fills the free nights with guest bookings: walking forward, it leaves a random gap whose
 * mean matches the night's demand, then books 2-7 nights that fit before the next taken
 * night. Now and then a booking for about the same dates was canceled before (it no longer
 * holds the nights, so it may overlap).
 */
export function planGuestBookings(context: GuestBookingContext): PlannedReservation[] {
  const { property, grid } = context;
  const random = createRandom(`guests:${property.slug}`);
  const bookings: PlannedReservation[] = [];
  let index = 0;
  while (index < grid.limit) {
    if (grid.freeRun(index) === 0) {
      index += 1;
      continue;
    }
    const share = demand(property, grid, index);
    // A uniform gap around the mean: exponential gaps made some high-season months look empty.
    index += Math.round(((MEAN_LENGTH * (1 - share)) / share) * (0.3 + 1.4 * random.next()));
    const run = index < grid.limit ? grid.freeRun(index) : 0;
    if (run < 2) {
      index += Math.max(1, run);
      continue;
    }
    const nights = Math.min(run, random.weighted(LENGTH_WEIGHTS));
    if (random.chance(0.045)) {
      const canceledStart = Math.max(0, index + random.int(-2, 2));
      const canceledNights = Math.min(random.int(2, 6), grid.limit - canceledStart);
      if (canceledNights >= 2)
        bookings.push(guestBooking(context, random, canceledStart, canceledNights, true));
    }
    bookings.push(guestBooking(context, random, index, nights, false));
    grid.take(index, nights);
    index += nights;
  }
  return bookings;
}
