import type { Params } from 'react-router';
import { prefetchDashboard } from '../features/dashboard/api/get-dashboard';
import { prefetchOnboardingStatus } from '../features/onboarding/api/onboarding-status';
import { propertyFinancialsQuery } from '../features/properties/api/get-property-financials';
import { propertyInfoQuery } from '../features/properties/api/get-property-info';
import { ownerPropertiesQuery } from '../shared/api/owner-properties';
import { parsePropertyId } from '../shared/property/current-property';
import { queryClient } from './query-client';

/**
 * The reads a route's page starts with, begun by its loader while the page's code downloads
 * (decision 0055): the same query options the pages use, so a page finds its answers in the cache
 * or on their way. Nothing here is waited for: a read that fails is the page's to show and retry.
 */
export const routePrefetches = {
  /** The onboarding gate's check and the owner's properties (the property filter, the side navigation). */
  ownerArea: async () => {
    await Promise.all([
      prefetchOnboardingStatus(queryClient),
      queryClient.prefetchQuery(ownerPropertiesQuery),
    ]);
  },
  dashboard: () => prefetchDashboard(queryClient),
  /** The header bar of the four property pages. */
  property: async (params: Params) => {
    const id = parsePropertyId(params.id);
    if (id === null) return;
    await Promise.all([
      queryClient.prefetchQuery(propertyInfoQuery(id)),
      queryClient.prefetchQuery(propertyFinancialsQuery(id)),
    ]);
  },
  /**
   * The calendar's first months, from the property's today (its financials' `as_of`). Its reads
   * come with their own module, fetched beside the financials: imported here, every owner page's
   * first load would download them (decision 0071).
   */
  calendar: async (params: Params) => {
    const id = parsePropertyId(params.id);
    if (id === null) return;
    const [financials, { prefetchCalendarWindows }] = await Promise.all([
      queryClient.fetchQuery(propertyFinancialsQuery(id)),
      import('../features/calendar/api/calendar-reads'),
    ]);
    prefetchCalendarWindows(queryClient, id, financials.as_of);
  },
} satisfies Record<string, (params: Params) => Promise<void>>;

export type RoutePrefetch = keyof typeof routePrefetches;
