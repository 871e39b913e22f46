import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationCalls, type TNotificationSettings } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';
import { ownerKeys } from '../../../shared/api/owner-query-keys';
import { useWriteMutation } from '../../../shared/api/owner-writes';

export const notificationSettingsQuery = queryOptions({
  queryKey: ownerKeys.notifications,
  queryFn: ({ signal }) => callEndpoint(notificationCalls.get, { signal }),
});

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery);
}

export function useSaveNotificationSettings() {
  return useWriteMutation({
    mutationFn: (body: TNotificationSettings) => callEndpoint(notificationCalls.put, { body }),
    touches: (saved) => ({ kind: 'notification-settings', saved }),
  });
}

/** The page's button: the same POST a mail client's one-click unsubscribe makes (no session needed). */
export function unsubscribe(token: string) {
  return callEndpoint(notificationCalls.unsubscribe, { params: { token } });
}
