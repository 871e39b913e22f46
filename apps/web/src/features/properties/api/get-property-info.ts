import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertyCalls } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';
import { ownerKeys } from '../../../shared/api/owner-query-keys';

/** The Property Info; 406 when the property is not the caller's. */
export const propertyInfoQuery = (id: number) =>
  queryOptions({
    queryKey: ownerKeys.propertyInfo(id),
    queryFn: ({ signal }) => callEndpoint(propertyCalls.info, { params: { id }, signal }),
  });

/** Waits for a usable id: the layout sends an impossible one to the dashboard instead. */
export function usePropertyInfo(id: number | null) {
  return useQuery({ ...propertyInfoQuery(id ?? 0), enabled: id !== null });
}
