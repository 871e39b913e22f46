import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { messages, type TReservation } from '@harborstay/contracts';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { buildPropertyFinancials, buildPropertyInfo } from '../../../testing/builders';
import { renderRoutes } from '../../../testing/render';
import { DELIVERY_POLL_MS } from '../api/calendar-queries';
import { CalendarPage } from './calendar-page';

function renderCalendar() {
  return renderRoutes([{ path: '/owner/property-calendar/:id', element: <CalendarPage /> }], {
    path: '/owner/property-calendar/7',
  });
}

const propertyMocks = {
  'GET /api/owners/owner/property/:id/': () => ok(buildPropertyInfo()),
  'GET /api/owners/owner/property/financials/:id/': () =>
    ok(buildPropertyFinancials({ as_of: '2026-11-23' })),
} as const;

/** An observer that never sees anything: only the eager months render, as in a browser before scrolling. */
class IdleIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * jsdom lays nothing out: every box would be at the top, and the month in view the last one. Here
 * the months stand one under the other, the first at the top of the window, as in a browser.
 */
function layOutMonthsDownThePage() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const index = [...document.querySelectorAll('[data-month]')].indexOf(this);
    return DOMRect.fromRect({ x: 0, y: 100 + Math.max(0, index) * 430, width: 400, height: 430 });
  });
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', IdleIntersectionObserver);
  layOutMonthsDownThePage();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Three reads and two months of days in jsdom: seconds on a loaded 2-core machine, not the default 5.
describe('CalendarPage', { timeout: 20_000 }, () => {
  it('opens on the current month with the tiles, the legend and the panel', async () => {
    mockApi({
      ...propertyMocks,
      'GET /api/owners/owner/property/:id/reservations/': () => ok([]),
      'GET /api/owners/owner/property/:id/calendar/:startDate/:endDate/': ({ params }) =>
        ok(params.startDate === '2026-01-01' ? [{ date: '2026-11-25', price: 310, block_refs: [] }] : []),
    });
    renderCalendar();
    expect(await screen.findByRole('heading', { name: 'November 2026' }, { timeout: 10_000 })).toBeTruthy();
    // The months after the first two wait for the scroll to come near them.
    expect(screen.queryByRole('heading', { name: 'March 2027' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Insights for November 2026' })).toBeTruthy();
    expect(screen.getByText('My Reservation')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Owner Reservation' })).toBeTruthy();
    expect(await screen.findByLabelText('Wednesday, November 25, 2026, $310, available')).toBeTruthy();
  });

  it("reads a stay 'Waiting to reach the management team' again until it says 'Sent to the management team'", async () => {
    // Only the poll's interval and the animation frames are fake: they fire when the test says.
    vi.useFakeTimers({
      toFake: ['setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    try {
      const stay: TReservation = {
        id: 41,
        property_id: 7,
        kind: 'owner',
        status: 'confirmed',
        start_date: '2026-11-26',
        end_date: '2026-11-29',
        nights_count: 3,
        arrival: '16:00',
        departure: '10:00 AM',
        guests_count: 2,
        reservation_for: 'Myself',
        guest: null,
        notes: null,
        type_of_maintenance: null,
        platform: 'Owner Reservation',
        key: 'Owner Reservation',
        color: '#3D91FF',
        confirmation_code: 'OWN-1A2B3C4D',
        confirmed_at: '2026-11-23T15:00:00.000Z',
        revenue: 0,
        management_fee: 0,
        net_income: 0,
        cleaning_cost: 0,
        opportunity_cost: 0,
        is_editable: true,
        delivery: 'pending',
        clashes: [],
      };
      let reads = 0;
      mockApi({
        ...propertyMocks,
        'GET /api/owners/owner/property/:id/reservations/': ({ query }) => {
          if (query.get('start') !== '2026-01-01') return ok([]);
          reads += 1;
          return ok([{ ...stay, delivery: reads === 1 ? 'pending' : 'sent' }]);
        },
        'GET /api/owners/owner/property/:id/calendar/:startDate/:endDate/': () => ok([]),
      });
      renderCalendar();
      // The months appear at their turn, a frame after the reads (RevealInTurn): a frame at a time
      // (16 ms of the fake clock each, far from the poll's interval) until they are there.
      const night = await vi.waitUntil(
        () => {
          act(() => vi.advanceTimersToNextFrame());
          return screen.queryByLabelText(/^Friday, November 27, 2026, My Reservation/);
        },
        { timeout: 10_000 },
      );
      fireEvent.keyDown(night, { key: 'Enter' });
      expect((await screen.findByTestId('delivery-state')).textContent).toBe(messages.deliveryPending);
      await act(() => vi.advanceTimersByTimeAsync(DELIVERY_POLL_MS));
      expect(await screen.findByText(messages.deliverySent)).toBeTruthy();
      // Once sent, the window is not read again.
      const readsWhenSent = reads;
      await act(() => vi.advanceTimersByTimeAsync(DELIVERY_POLL_MS * 3));
      expect(reads).toBe(readsWhenSent);
    } finally {
      vi.useRealTimers();
    }
  });

  it("says 'The error occurred. Try again!' when the calendar cannot load", async () => {
    mockApi({
      ...propertyMocks,
      'GET /api/owners/owner/property/:id/reservations/': () =>
        fail(500, { detail: 'A server error occurred.' }),
      'GET /api/owners/owner/property/:id/calendar/:startDate/:endDate/': () => ok([]),
    });
    renderCalendar();
    expect(await screen.findByText(messages.calendarLoadFailed, {}, { timeout: 10_000 })).toBeTruthy();
  });
});
