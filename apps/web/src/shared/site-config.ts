import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_BRAND_NAME, siteEndpoints } from '@harborstay/contracts';
import { callEndpoint } from './api/api-client';

export const siteConfigQuery = queryOptions({
  queryKey: ['site-config'],
  queryFn: () => callEndpoint(siteEndpoints.config),
  staleTime: Infinity,
});

/** The brand's display name (BRAND_NAME on the server); the default until it has loaded. */
export function useBrandName(): string {
  return useQuery(siteConfigQuery).data?.brand_name ?? DEFAULT_BRAND_NAME;
}
