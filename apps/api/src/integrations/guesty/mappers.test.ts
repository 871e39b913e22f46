import { describe, expect, it } from 'vitest';
import { toCalendarDays } from './calendar';
import { moneyOf, toGuestBooking, ZGuestyReservation } from './reservations';

const reservation = (overrides: Record<string, unknown> = {}) =>
  ZGuestyReservation.parse({
    _id: '64b000000000000000000001',
    status: 'confirmed',
    source: 'airbnb2',
    platform: 'airbnb2',
    confirmationCode: 'HM123',
    confirmedAt: '2026-05-01T10:00:00.000Z',
    lastUpdatedAt: '2026-05-02T10:00:00.000Z',
    guest: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
    stay: [
      {
        unitId: 'L1',
        checkInDateLocalized: '2026-07-01',
        checkOutDateLocalized: '2026-07-04',
        guestsCount: 3,
      },
    ],
    money: { currency: 'USD', netIncome: 582.005, commission: 116.4, fareCleaning: 80 },
    ...overrides,
  });

describe('Guesty mappers (decision 0053)', () => {
  it('maps money to integer cents, the fee never above the revenue, net to the cent', () => {
    expect(moneyOf({ netIncome: 582.005, commission: 116.4, fareCleaning: 80 })).toEqual({
      revenue: 582.01,
      management_fee: 116.4,
      net_income: 465.61,
      cleaning_cost: 80,
    });
    expect(moneyOf({ netIncome: 100, commission: 150 })).toMatchObject({
      management_fee: 100,
      net_income: 0,
    });
    expect(moneyOf({ netIncome: -20 })).toMatchObject({ revenue: 0, net_income: 0 });
    expect(moneyOf(undefined)).toEqual({ revenue: 0, management_fee: 0, net_income: 0, cleaning_cost: 0 });
  });

  it('maps statuses and sources to the spec’s, keeps the guest’s names only, and updated_at from lastUpdatedAt', () => {
    expect(toGuestBooking(reservation())).toEqual({
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
    const statusOf = (status: string) => toGuestBooking(reservation({ status }))?.body.status;
    expect(
      ['confirmed', 'reserved', 'awaiting_payment', 'canceled', 'declined', 'inquiry'].map(statusOf),
    ).toEqual(['confirmed', 'in progress', 'in progress', 'canceled', 'canceled', 'canceled']);
    const platformOf = (source: string) => toGuestBooking(reservation({ source }))?.body.platform;
    expect(['homeaway2', 'bookingCom', 'manual', 'expedia'].map(platformOf)).toEqual([
      'Vrbo',
      'Booking.com',
      'Direct',
      'expedia',
    ]);
    // The portal's own owner stays come back as owner reservations: never guest bookings.
    expect(toGuestBooking(reservation({ source: 'owner' }))).toBeUndefined();
    expect(toGuestBooking(reservation({ source: 'owner-guest' }))).toBeUndefined();
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
