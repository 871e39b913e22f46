import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  calendarEndpoints,
  propertyEndpoints,
  type TCreateBlockRequest,
  type TCreateStayRequest,
  type TUpdateBlockRequest,
  type TUpdateStayRequest,
} from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';

/** The calendar's reads: one window of reservations and prices at a time (the months loaded). */
export type CalendarWindow = { start: string; end: string };

const calendarKey = (propertyId: number) => ['owner', 'property', propertyId, 'calendar'] as const;

/** How often a window holding a stay or block still on its way to the management company is read again. */
export const DELIVERY_POLL_MS = 5000;

export const reservationsQuery = (propertyId: number, window: CalendarWindow) =>
  queryOptions({
    queryKey: [...calendarKey(propertyId), 'reservations', window.start, window.end],
    queryFn: ({ signal }) =>
      callEndpoint(calendarEndpoints.reservations, {
        params: { id: propertyId },
        query: { start: window.start, end: window.end },
        signal,
      }),
    // 'Waiting to reach the management team' turns to 'Sent' without a reload; the server keeps
    // the answer until a write moves its data version (decision 0042), so a poll costs little.
    refetchInterval: (query) =>
      query.state.data?.some((reservation) => reservation.delivery === 'pending') ? DELIVERY_POLL_MS : false,
  });

export const pricesQuery = (propertyId: number, window: CalendarWindow) =>
  queryOptions({
    queryKey: [...calendarKey(propertyId), 'prices', window.start, window.end],
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
    queryKey: ['owner', 'property', propertyId, 'info'],
    queryFn: ({ signal }) => callEndpoint(propertyEndpoints.info, { params: { id: propertyId }, signal }),
  });
}

/** The property's today: the day its figures are for, in its own time zone (decision 0022). */
export function usePropertyToday(propertyId: number) {
  return useQuery({
    queryKey: ['owner', 'property', propertyId, 'financials'],
    queryFn: ({ signal }) =>
      callEndpoint(propertyEndpoints.financials, { params: { id: propertyId }, signal }),
    select: (financials) => financials.as_of,
  });
}

/** Every change of the calendar reloads its reservations (and the header's figures). */
function useCalendarMutation<TVariables, TResult>(
  propertyId: number,
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['owner', 'property', propertyId] }),
  });
}

export function useCreateStay(propertyId: number) {
  return useCalendarMutation(propertyId, (body: TCreateStayRequest) =>
    callEndpoint(calendarEndpoints.createStay, { body }),
  );
}

export function useUpdateStay(propertyId: number) {
  return useCalendarMutation(propertyId, ({ id, body }: { id: number; body: TUpdateStayRequest }) =>
    callEndpoint(calendarEndpoints.updateStay, { params: { id }, body }),
  );
}

export function useCreateBlock(propertyId: number) {
  return useCalendarMutation(propertyId, (body: TCreateBlockRequest) =>
    callEndpoint(calendarEndpoints.createBlock, { params: { propertyId }, body }),
  );
}

export function useUpdateBlock(propertyId: number) {
  return useCalendarMutation(propertyId, (body: TUpdateBlockRequest) =>
    callEndpoint(calendarEndpoints.updateBlock, { params: { propertyId }, body }),
  );
}
