import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { dashboardCalls } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';
import { ownerPropertiesQuery } from '../../../shared/api/owner-properties';
import { ownerKeys } from '../../../shared/api/owner-query-keys';
import {
  readPropertyFilterChoice,
  resolvePropertyFilter,
  usePropertyFilter,
} from '../../../shared/property-filter/property-filter';

/** The dashboard of the chosen properties; none named means all of the owner's. */
export const dashboardQuery = (ids: readonly number[]) =>
  queryOptions({
    queryKey: [...ownerKeys.dashboard, [...ids].sort((a, b) => a - b)],
    queryFn: ({ signal }) =>
      callEndpoint(dashboardCalls.figures, {
        query: ids.length > 0 ? { id: ids.map(String) } : {},
        signal,
      }),
  });

/** The ids the dashboard asks for: none for All. */
const idsOf = (filter: { isAllSelected: boolean; selectedIds: number[] }) =>
  filter.isAllSelected ? [] : filter.selectedIds;

/**
 * Starts the dashboard's read with the page's code (its route's loader, decision 0055): All needs
 * no list of properties; another remembered choice is checked against the owner's properties first.
 */
export async function prefetchDashboard(client: QueryClient) {
  const choice = readPropertyFilterChoice();
  const allIds = choice === 'all' ? [] : (await client.fetchQuery(ownerPropertiesQuery)).map((p) => p.id);
  await client.prefetchQuery(dashboardQuery(idsOf(resolvePropertyFilter(allIds, choice))));
}

/** The dashboard of the top bar's choice, once the owner's properties are known. */
export function useDashboard() {
  const filter = usePropertyFilter();
  const ids = idsOf(filter);
  // The former figures stay on screen while another choice loads, so nothing jumps.
  return useQuery({ ...dashboardQuery(ids), enabled: filter.isReady, placeholderData: keepPreviousData });
}
