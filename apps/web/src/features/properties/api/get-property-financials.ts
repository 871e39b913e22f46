import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertyEndpoints } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';

/** The figures of the property header bar. */
export const propertyFinancialsQuery = (id: number) =>
  queryOptions({
    queryKey: ['owner', 'property', id, 'financials'],
    queryFn: ({ signal }) => callEndpoint(propertyEndpoints.financials, { params: { id }, signal }),
  });

/** Waits for a usable id: the layout sends an impossible one to the dashboard instead. */
export function usePropertyFinancials(id: number | null) {
  return useQuery({ ...propertyFinancialsQuery(id ?? 0), enabled: id !== null });
}
