import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { careCalls, type TCareTaskQuery } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';
import { ownerKeys } from '../../../shared/api/owner-query-keys';

export const careTasksQuery = (query: TCareTaskQuery) =>
  queryOptions({
    // The path id arrives as text: the key holds it as the number every other key of the property holds.
    queryKey: [...ownerKeys.care(Number(query.property)), query],
    queryFn: ({ signal }) => callEndpoint(careCalls.list, { query, signal }),
  });

/** One page of a property's completed tasks; the previous page stays while the next loads. */
export function useCareTasks(query: TCareTaskQuery) {
  return useQuery({ ...careTasksQuery(query), placeholderData: keepPreviousData });
}
