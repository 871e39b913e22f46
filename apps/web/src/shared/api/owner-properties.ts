import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertyCalls } from '@harborstay/contracts';
import { callEndpoint } from './api-client';
import { ownerKeys } from './owner-query-keys';

/** The properties the signed-in owner owns or co-owns: the shell, the dashboard and the list use it. */
export const ownerPropertiesQuery = queryOptions({
  queryKey: ownerKeys.properties,
  queryFn: ({ signal }) => callEndpoint(propertyCalls.list, { signal }),
});

export function useOwnerProperties() {
  return useQuery(ownerPropertiesQuery);
}
