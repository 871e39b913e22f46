import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { calendarCalls } from '@harborstay/contracts';
import type { IsoDate } from '@harborstay/domain';
import { callEndpoint } from '../../../shared/api/api-client';
import { ownerKeys } from '../../../shared/api/owner-query-keys';
import { initialMonths, yearWindowsOf } from '../lib/calendar-windows';

// The calendar's reads apart from its writes: the route's loader starts them from the app's entry,
// which should not carry the writes (decision 0055).

/** The calendar's reads: one window of reservations and prices at a time (the months loaded). */
export type CalendarWindow = { start: string; end: string };

/** How often a window holding a stay or block still on its way to the management company is read again. */
export const DELIVERY_POLL_MS = 5000;

export const reservationsQuery = (propertyId: number, window: CalendarWindow) =>
  queryOptions({
    queryKey: [...ownerKeys.calendar(propertyId), 'reservations', window.start, window.end],
    queryFn: ({ signal }) =>
      callEndpoint(calendarCalls.reservations, {
        params: { id: propertyId },
        query: { start: window.start, end: window.end },
        signal,
      }),
    // 'Waiting to reach the management team' turns to 'Sent' without a reload; a poll reads one
    // window of one property, only while something is on its way.
    refetchInterval: (query) =>
      query.state.data?.some((reservation) => reservation.delivery === 'pending') ? DELIVERY_POLL_MS : false,
  });

export const pricesQuery = (propertyId: number, window: CalendarWindow) =>
  queryOptions({
    queryKey: [...ownerKeys.calendar(propertyId), 'prices', window.start, window.end],
    queryFn: ({ signal }) =>
      callEndpoint(calendarCalls.prices, {
        params: { id: propertyId, startDate: window.start, endDate: window.end },
        signal,
      }),
  });

/**
 * Starts the reads the calendar opens with, once the property's today is known (the route's
 * loader, decision 0055), so that they run beside the download of the calendar's code.
 */
export function prefetchCalendarWindows(client: QueryClient, propertyId: number, today: IsoDate) {
  for (const window of yearWindowsOf(initialMonths(today))) {
    void client.prefetchQuery(reservationsQuery(propertyId, window.reservations));
    void client.prefetchQuery(pricesQuery(propertyId, window.prices));
  }
}
