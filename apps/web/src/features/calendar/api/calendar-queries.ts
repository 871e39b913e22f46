import { useQuery } from '@tanstack/react-query';
import {
  calendarCalls,
  propertyCalls,
  type TCreateBlockRequest,
  type TCreateStayRequest,
  type TUpdateBlockRequest,
  type TUpdateStayRequest,
} from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';
import { ownerKeys } from '../../../shared/api/owner-query-keys';
import { useWriteMutation, type OwnerWrite } from '../../../shared/api/owner-writes';
import { pricesQuery, reservationsQuery, type CalendarWindow } from './calendar-reads';

export {
  DELIVERY_POLL_MS,
  pricesQuery,
  prefetchCalendarWindows,
  reservationsQuery,
  type CalendarWindow,
} from './calendar-reads';

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
    queryFn: ({ signal }) => callEndpoint(propertyCalls.info, { params: { id: propertyId }, signal }),
  });
}

/** The property's today: the day its figures are for, in its own time zone (decision 0022). */
export function usePropertyToday(propertyId: number) {
  return useQuery({
    queryKey: ownerKeys.propertyFinancials(propertyId),
    queryFn: ({ signal }) => callEndpoint(propertyCalls.financials, { params: { id: propertyId }, signal }),
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
    callEndpoint(calendarCalls.createStay, { body }),
  );
}

/** Modifies or cancels a stay. */
export function useUpdateStay(propertyId: number) {
  return useCalendarMutation(
    { kind: 'stay', propertyId },
    ({ id, body }: { id: number; body: TUpdateStayRequest }) =>
      callEndpoint(calendarCalls.updateStay, { params: { id }, body }),
  );
}

export function useCreateBlock(propertyId: number) {
  return useCalendarMutation({ kind: 'block', propertyId }, (body: TCreateBlockRequest) =>
    callEndpoint(calendarCalls.createBlock, { params: { propertyId }, body }),
  );
}

/** Modifies or releases a block. */
export function useUpdateBlock(propertyId: number) {
  return useCalendarMutation({ kind: 'block', propertyId }, (body: TUpdateBlockRequest) =>
    callEndpoint(calendarCalls.updateBlock, { params: { propertyId }, body }),
  );
}
