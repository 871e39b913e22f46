import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ownerProfileCalls,
  type TEndpointBody,
  type TEndpointResponse,
  type ownerProfileEndpoints,
} from '@harborstay/contracts';
import { ApiError, callEndpoint } from '../../../shared/api/api-client';
import { ownerKeys } from '../../../shared/api/owner-query-keys';
import { useWriteMutation } from '../../../shared/api/owner-writes';
import { sessionStore } from '../../../shared/session/session-store';

/** The caller's profile, or null when they have none yet (the server answers 404). */
export async function getOwnerProfile(
  signal?: AbortSignal,
): Promise<TEndpointResponse<typeof ownerProfileEndpoints.get> | null> {
  try {
    return await callEndpoint(ownerProfileCalls.get, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const ownerProfileQuery = queryOptions({
  queryKey: ownerKeys.profile,
  queryFn: ({ signal }) => getOwnerProfile(signal),
});

export function useOwnerProfile() {
  return useQuery(ownerProfileQuery);
}

export function saveOwnerProfile(body: TEndpointBody<typeof ownerProfileEndpoints.save>) {
  return callEndpoint(ownerProfileCalls.save, { body });
}

/** Saves, then shows the new names everywhere: the cached profile and the stored session's user. */
export function useSaveOwnerProfile() {
  return useWriteMutation({
    mutationFn: saveOwnerProfile,
    touches: (saved) => ({ kind: 'owner-profile', saved }),
    onSuccess: (record) => {
      const session = sessionStore.get();
      if (session) {
        sessionStore.set({
          ...session,
          user: { ...session.user, first_name: record.first_name, last_name: record.last_name },
        });
      }
    },
  });
}
