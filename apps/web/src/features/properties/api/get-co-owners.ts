import { queryOptions, useQuery } from '@tanstack/react-query';
import { coOwnerEndpoints } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';

/** The caller's profile entry with co_owners_data. */
export const coOwnersQuery = queryOptions({
  queryKey: ['owner', 'co-owners'],
  queryFn: ({ signal }) => callEndpoint(coOwnerEndpoints.list, { signal }),
});

export function useCoOwners() {
  return useQuery(coOwnersQuery);
}
