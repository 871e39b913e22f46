import { useQuery } from '@tanstack/react-query';
import { calendarFeedCalls } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';
import { ownerKeys } from '../../../shared/api/owner-query-keys';
import { useWriteMutation } from '../../../shared/api/owner-writes';

/**
 * The caller's secret address of the property's calendar feed. Asked for only once the dialog
 * opens: the first GET makes the address, and an owner who never opens it needs none.
 */
export function useCalendarFeed(propertyId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: ownerKeys.calendarFeed(propertyId),
    queryFn: ({ signal }) => callEndpoint(calendarFeedCalls.address, { params: { id: propertyId }, signal }),
    enabled: isEnabled,
    // The address changes only by a reset, whose answer replaces it here.
    staleTime: Infinity,
  });
}

/** A new address; the old one stops working at once. */
export function useResetCalendarFeed(propertyId: number) {
  return useWriteMutation({
    mutationFn: () => callEndpoint(calendarFeedCalls.reset, { params: { id: propertyId } }),
    touches: (saved) => ({ kind: 'calendar-feed-reset', propertyId, saved }),
  });
}
