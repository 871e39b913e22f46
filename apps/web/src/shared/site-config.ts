import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_BRAND_NAME, type TSiteConfig } from '@harborstay/contracts';
import { apiFetch } from './api/api-client';

export const siteConfigQuery = queryOptions({
  queryKey: ['site-config'],
  queryFn: () => apiFetch<TSiteConfig>('/api/config/'),
  staleTime: Infinity,
});

/** The brand's display name (BRAND_NAME on the server); the default until it has loaded. */
export function useBrandName(): string {
  return useQuery(siteConfigQuery).data?.brand_name ?? DEFAULT_BRAND_NAME;
}
