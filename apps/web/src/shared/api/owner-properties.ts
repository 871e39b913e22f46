import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPropertyListItem } from '@harborstay/contracts';
import { apiFetch } from './api-client';

/** The properties the signed-in owner owns or co-owns: the shell, the dashboard and the list use it. */
export const ownerPropertiesQuery = queryOptions({
  queryKey: ['owner', 'properties'],
  queryFn: ({ signal }) => apiFetch<TPropertyListItem[]>('/api/owners/owner/properties/', { signal }),
});

export function useOwnerProperties() {
  return useQuery(ownerPropertiesQuery);
}
