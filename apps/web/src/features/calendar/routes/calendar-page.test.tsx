import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { messages } from '@harborstay/contracts';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { buildPropertyFinancials, buildPropertyInfo } from '../../../testing/builders';
import { renderRoutes } from '../../../testing/render';
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

beforeEach(() => vi.stubGlobal('IntersectionObserver', IdleIntersectionObserver));
afterEach(() => vi.unstubAllGlobals());

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
    expect(screen.getByRole('heading', { name: 'Owner Reservation' })).toBeTruthy();
    expect(await screen.findByLabelText('Wednesday, November 25, 2026, $310, available')).toBeTruthy();
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
