import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPropertyFinancials } from '@harborstay/contracts';
import { apiFetch } from '../../../shared/api/api-client';

/** GET /api/owners/owner/property/financials/{id}/: the figures of the property header bar. */
export const propertyFinancialsQuery = (id: number) =>
  queryOptions({
    queryKey: ['owner', 'property', id, 'financials'],
    queryFn: ({ signal }) =>
      apiFetch<TPropertyFinancials>(`/api/owners/owner/property/financials/${id}/`, { signal }),
  });

/** Waits for a usable id: the layout sends an impossible one to the dashboard instead. */
export function usePropertyFinancials(id: number | null) {
  return useQuery({ ...propertyFinancialsQuery(id ?? 0), enabled: id !== null });
}
