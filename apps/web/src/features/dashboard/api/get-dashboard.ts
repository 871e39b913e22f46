import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardEndpoints } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';
import { ownerKeys } from '../../../shared/api/owner-query-keys';
import { usePropertyFilter } from '../../../shared/property-filter/property-filter';

/** The dashboard of the chosen properties; none named means all of the owner's. */
export const dashboardQuery = (ids: readonly number[]) =>
  queryOptions({
    queryKey: [...ownerKeys.dashboard, [...ids].sort((a, b) => a - b)],
    queryFn: ({ signal }) =>
      callEndpoint(dashboardEndpoints.figures, {
        query: ids.length > 0 ? { id: ids.map(String) } : {},
        signal,
      }),
  });

/** The dashboard of the top bar's choice, once the owner's properties are known. */
export function useDashboard() {
  const filter = usePropertyFilter();
  const ids = filter.isAllSelected ? [] : filter.selectedIds;
  // The former figures stay on screen while another choice loads, so nothing jumps.
  return useQuery({ ...dashboardQuery(ids), enabled: filter.isReady, placeholderData: keepPreviousData });
}
