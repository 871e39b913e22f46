import { queryOptions, useQuery } from '@tanstack/react-query';
import { coOwnerCalls } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';
import { ownerKeys } from '../../../shared/api/owner-query-keys';

/** The caller's profile entry with co_owners_data. */
export const coOwnersQuery = queryOptions({
  queryKey: ownerKeys.coOwners,
  queryFn: ({ signal }) => callEndpoint(coOwnerCalls.list, { signal }),
});

export function useCoOwners() {
  return useQuery(coOwnersQuery);
}
