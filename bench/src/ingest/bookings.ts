import { providerEndpoints } from '@harborstay/contracts';
import { addDays, guestStayEarnings, type IsoDate } from '@harborstay/domain';

/** One guest booking as the company's system sends it, and what the bench expects stored. */
export type Booking = {
  propertyId: number;
  externalId: string;
  /** The PUT's path and JSON body, built once: a replay sends exactly the same bytes. */
  path: string;
  body: string;
  startDate: IsoDate;
  endDate: IsoDate;
  revenueCents: number;
  managementFeeCents: number;
  netIncomeCents: number;
};

const PLATFORMS = ['Airbnb', 'Vrbo', 'Booking.com', 'Direct'];
const FEE_BPS = [1500, 2000, 2500];

/**
 * New guest bookings, each with its own external id (`<prefix>-<serial>`) and nights that no other
 * booking of the bench holds on its property: each property's bookings follow one another from
 * `firstNight` on, check-out day being the next check-in, so none is refused as a clash (409).
 * The money adds up to the cent: revenue − management_fee = net_income, the fee a share of the
 * revenue rounded as the portal rounds it. Every booking made is kept in `made`, by external id.
 */
export function createBookingSource(firstNight: IsoDate) {
  const nightsTaken = new Map<number, number>();
  const made = new Map<string, Booking>();
  let serial = 0;
  const updatedAt = new Date().toISOString();

  const next = (prefix: string, propertyId: number): Booking => {
    serial += 1;
    const nights = 1 + (serial % 5);
    const offset = nightsTaken.get(propertyId) ?? 0;
    nightsTaken.set(propertyId, offset + nights);
    const startDate = addDays(firstNight, offset);
    const endDate = addDays(startDate, nights);
    if (endDate > '2200-12-31') throw new Error(`ingest bench: property ${propertyId} has no nights left`);
    // Odd cents on purpose, so that the fee's rounding is exercised.
    const revenueCents = nights * ((150 + ((serial * 37) % 300)) * 100 + (serial % 100));
    const earnings = guestStayEarnings({ revenueCents, managementFeeBps: FEE_BPS[serial % 3] ?? 2000 });
    const externalId = `${prefix}-${serial}`;
    const body = JSON.stringify({
      status: 'confirmed',
      start_date: startDate,
      end_date: endDate,
      arrival: '16:00',
      guests_count: 1 + (serial % 6),
      guest: {
        first_name: 'Bench',
        last_name: `Guest ${serial}`,
        email: `guest${serial}@bench.test`,
        phone: '+13035550100',
      },
      platform: PLATFORMS[serial % PLATFORMS.length],
      confirmation_code: `HMB${serial}`,
      confirmed_at: updatedAt,
      revenue: revenueCents / 100,
      management_fee: earnings.managementFeeCents / 100,
      net_income: earnings.netIncomeCents / 100,
      cleaning_cost: 95,
      updated_at: updatedAt,
    });
    const booking: Booking = {
      propertyId,
      externalId,
      path: providerEndpoints.putReservation.path
        .replace('{id}', String(propertyId))
        .replace('{external_id}', externalId),
      body,
      startDate,
      endDate,
      revenueCents,
      managementFeeCents: earnings.managementFeeCents,
      netIncomeCents: earnings.netIncomeCents,
    };
    made.set(externalId, booking);
    return booking;
  };

  /** Bookings for the given properties in turn. */
  const roundRobin = (prefix: string, propertyIds: readonly number[]) => {
    let turn = 0;
    return () => {
      const propertyId = propertyIds[turn++ % propertyIds.length];
      if (propertyId === undefined) throw new Error('ingest bench: no property to book');
      return next(prefix, propertyId);
    };
  };

  return { made, roundRobin };
}

/** The same bookings again, in turn, as many times as asked (replays). */
export function cycle(bookings: readonly Booking[]) {
  let turn = 0;
  return () => {
    const booking = bookings[turn++ % bookings.length];
    if (!booking) throw new Error('ingest bench: nothing to replay');
    return booking;
  };
}
