import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { careEndpoints, type TCareTaskQuery } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';

export const careTasksQuery = (query: TCareTaskQuery) =>
  queryOptions({
    queryKey: ['owner', 'property', query.property, 'care', query],
    queryFn: ({ signal }) => callEndpoint(careEndpoints.list, { query, signal }),
  });

/** One page of a property's completed tasks; the previous page stays while the next loads. */
export function useCareTasks(query: TCareTaskQuery) {
  return useQuery({ ...careTasksQuery(query), placeholderData: keepPreviousData });
}
