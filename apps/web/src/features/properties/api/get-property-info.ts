import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPropertyInfo } from '@harborstay/contracts';
import { apiFetch } from '../../../shared/api/api-client';

export const propertyInfoQueryKey = (id: number) => ['owner', 'property', id, 'info'] as const;

/** GET /api/owners/owner/property/{id}/: 406 when the property is not the caller's. */
export const propertyInfoQuery = (id: number) =>
  queryOptions({
    queryKey: propertyInfoQueryKey(id),
    queryFn: ({ signal }) => apiFetch<TPropertyInfo>(`/api/owners/owner/property/${id}/`, { signal }),
  });

/** Waits for a usable id: the layout sends an impossible one to the dashboard instead. */
export function usePropertyInfo(id: number | null) {
  return useQuery({ ...propertyInfoQuery(id ?? 0), enabled: id !== null });
}
