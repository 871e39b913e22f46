import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertyCalls } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';
import { ownerKeys } from '../../../shared/api/owner-query-keys';

/** The figures of the property header bar. */
export const propertyFinancialsQuery = (id: number) =>
  queryOptions({
    queryKey: ownerKeys.propertyFinancials(id),
    queryFn: ({ signal }) => callEndpoint(propertyCalls.financials, { params: { id }, signal }),
  });

/** Waits for a usable id: the layout sends an impossible one to the dashboard instead. */
export function usePropertyFinancials(id: number | null) {
  return useQuery({ ...propertyFinancialsQuery(id ?? 0), enabled: id !== null });
}
