import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOwnerCoOwnersList } from '@harborstay/contracts';
import { apiFetch } from '../../../shared/api/api-client';

/** GET /api/owners/: the caller's profile entry with co_owners_data. */
export const coOwnersQuery = queryOptions({
  queryKey: ['owner', 'co-owners'],
  queryFn: ({ signal }) => apiFetch<TOwnerCoOwnersList>('/api/owners/', { signal }),
});

export function useCoOwners() {
  return useQuery(coOwnersQuery);
}
