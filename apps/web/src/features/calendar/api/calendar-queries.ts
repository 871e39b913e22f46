import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  calendarEndpoints,
  propertyEndpoints,
  type TCreateBlockRequest,
  type TCreateStayRequest,
  type TUpdateBlockRequest,
  type TUpdateStayRequest,
} from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';
import { ownerKeys } from '../../../shared/api/owner-query-keys';
import { useWriteMutation, type OwnerWrite } from '../../../shared/api/owner-writes';

/** The calendar's reads: one window of reservations and prices at a time (the months loaded). */
export type CalendarWindow = { start: string; end: string };

/** How often a window holding a stay or block still on its way to the management company is read again. */
export const DELIVERY_POLL_MS = 5000;

export const reservationsQuery = (propertyId: number, window: CalendarWindow) =>
  queryOptions({
    queryKey: [...ownerKeys.calendar(propertyId), 'reservations', window.start, window.end],
    queryFn: ({ signal }) =>
      callEndpoint(calendarEndpoints.reservations, {
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
      callEndpoint(calendarEndpoints.prices, {
        params: { id: propertyId, startDate: window.start, endDate: window.end },
        signal,
      }),
  });

export function useReservations(propertyId: number, window: CalendarWindow) {
  return useQuery(reservationsQuery(propertyId, window));
}

export function usePrices(propertyId: number, window: CalendarWindow) {
  return useQuery(pricesQuery(propertyId, window));
}

/** The property's guest limit and cleaning fee (the Property Info the header bar loaded). */
export function useCalendarProperty(propertyId: number) {
  return useQuery({
    queryKey: ownerKeys.propertyInfo(propertyId),
    queryFn: ({ signal }) => callEndpoint(propertyEndpoints.info, { params: { id: propertyId }, signal }),
  });
}

/** The property's today: the day its figures are for, in its own time zone (decision 0022). */
export function usePropertyToday(propertyId: number) {
  return useQuery({
    queryKey: ownerKeys.propertyFinancials(propertyId),
    queryFn: ({ signal }) =>
      callEndpoint(propertyEndpoints.financials, { params: { id: propertyId }, signal }),
    select: (financials) => financials.as_of,
  });
}

/** A change of the calendar: a stay or a block of this property (owner-writes.ts says what it moves). */
function useCalendarMutation<TVariables, TResult>(
  write: OwnerWrite,
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  return useWriteMutation({ mutationFn, touches: () => write });
}

export function useCreateStay(propertyId: number) {
  return useCalendarMutation({ kind: 'stay', propertyId }, (body: TCreateStayRequest) =>
    callEndpoint(calendarEndpoints.createStay, { body }),
  );
}

/** Modifies or cancels a stay. */
export function useUpdateStay(propertyId: number) {
  return useCalendarMutation(
    { kind: 'stay', propertyId },
    ({ id, body }: { id: number; body: TUpdateStayRequest }) =>
      callEndpoint(calendarEndpoints.updateStay, { params: { id }, body }),
  );
}

export function useCreateBlock(propertyId: number) {
  return useCalendarMutation({ kind: 'block', propertyId }, (body: TCreateBlockRequest) =>
    callEndpoint(calendarEndpoints.createBlock, { params: { propertyId }, body }),
  );
}

/** Modifies or releases a block. */
export function useUpdateBlock(propertyId: number) {
  return useCalendarMutation({ kind: 'block', propertyId }, (body: TUpdateBlockRequest) =>
    callEndpoint(calendarEndpoints.updateBlock, { params: { propertyId }, body }),
  );
}
