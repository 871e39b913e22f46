import { describe, expect, it } from 'vitest';
import { toCalendarDays } from './calendar';
import { moneyOf, ZGuestyFolio } from './folio';
import { toGuestBooking, ZGuestyReservation } from './reservations';

const booking = (overrides: Record<string, unknown> = {}) => ({
  reservation: ZGuestyReservation.parse({
    _id: '64b000000000000000000001',
    status: 'confirmed',
    source: 'airbnb2',
    platform: 'airbnb2',
    confirmationCode: 'HM123',
    confirmedAt: '2026-05-01T10:00:00.000Z',
    lastUpdatedAt: '2026-05-02T10:00:00.000Z',
    guestId: '64b0000000000000000000aa',
    stay: [
      {
        unitId: 'L1',
        checkInDateLocalized: '2026-07-01',
        checkOutDateLocalized: '2026-07-04',
        guestsCount: 3,
      },
    ],
    ...overrides,
  }),
  folio: ZGuestyFolio.parse({
    reservationId: '64b000000000000000000001',
    hostPayout: 662.005,
    fareCleaning: 80,
    commission: 116.4,
    currency: 'USD',
  }),
  guest: { firstName: ' Ada', lastName: 'Lovelace ' },
});

describe('Guesty mappers (decision 0053)', () => {
  it('maps the folio to integer cents: revenue the payout without cleaning, the fee never above it, net to the cent', () => {
    expect(moneyOf({ hostPayout: 662.005, commission: 116.4, fareCleaning: 80 })).toEqual({
      revenue: 582.01,
      management_fee: 116.4,
      net_income: 465.61,
      cleaning_cost: 80,
    });
    expect(moneyOf({ hostPayout: 100, commission: 150 })).toMatchObject({
      revenue: 100,
      management_fee: 100,
      net_income: 0,
    });
    expect(moneyOf({ hostPayout: 50, fareCleaning: 80 })).toMatchObject({ revenue: 0, net_income: 0 });
    // A field with no stored value is omitted from the folio.
    expect(moneyOf({})).toEqual({ revenue: 0, management_fee: 0, net_income: 0, cleaning_cost: 0 });
    for (const [hostPayout, commission] of [
      [1234.567, 246.913],
      [99.995, 19.999],
      [0.01, 0.005],
    ] as const) {
      const money = moneyOf({ hostPayout, commission });
      expect(Math.round(money.revenue * 100) - Math.round(money.management_fee * 100)).toBe(
        Math.round(money.net_income * 100),
      );
    }
  });

  it('maps statuses and sources to the spec’s, keeps the guest’s names only, and updated_at from lastUpdatedAt', () => {
    expect(toGuestBooking(booking())).toEqual({
      externalId: '64b000000000000000000001',
      body: expect.objectContaining({
        status: 'confirmed',
        start_date: '2026-07-01',
        end_date: '2026-07-04',
        guests_count: 3,
        platform: 'Airbnb',
        guest: { first_name: 'Ada', last_name: 'Lovelace', email: null, phone: null },
        confirmation_code: 'HM123',
        updated_at: '2026-05-02T10:00:00.000Z',
      }),
    });
    const statusOf = (status: string) => toGuestBooking(booking({ status }))?.body.status;
    expect(
      ['confirmed', 'reserved', 'awaiting_payment', 'canceled', 'declined', 'inquiry'].map(statusOf),
    ).toEqual(['confirmed', 'in progress', 'in progress', 'canceled', 'canceled', 'canceled']);
    const platformOf = (source: string) => toGuestBooking(booking({ source }))?.body.platform;
    expect(['homeaway2', 'bookingCom', 'manual', 'expedia'].map(platformOf)).toEqual([
      'Vrbo',
      'Booking.com',
      'Direct',
      'expedia',
    ]);
    // The portal's own owner stays come back as owner reservations: never guest bookings.
    expect(toGuestBooking(booking({ source: 'owner' }))).toBeUndefined();
    expect(toGuestBooking(booking({ source: 'owner-guest' }))).toBeUndefined();
  });

  it('maps block types to bd and an, leaves reservations and the portal’s own nights without one', () => {
    const day = (date: string, blocks: Record<string, boolean>) => ({ date, price: 149.999, blocks });
    const days = toCalendarDays(
      [
        day('2026-07-01', {}),
        day('2026-07-02', { bd: true }),
        day('2026-07-03', { an: true }),
        day('2026-07-04', { m: true }),
        day('2026-07-05', { pt: true }),
        day('2026-07-06', { ic: true, b: true }),
        day('2026-07-07', { o: true }),
        day('2026-07-08', { m: true }),
        { date: 'not a date', price: 1 },
      ],
      new Set(['2026-07-08']),
    );
    expect(days.map((entry) => [entry.date, entry.price, entry.block_ref])).toEqual([
      ['2026-07-01', 150, null],
      ['2026-07-02', 150, 'bd'],
      ['2026-07-03', 150, 'an'],
      ['2026-07-04', 150, 'bd'],
      ['2026-07-05', 150, 'bd'],
      ['2026-07-06', 150, null],
      ['2026-07-07', 150, null],
      ['2026-07-08', 150, null],
    ]);
  });
});
