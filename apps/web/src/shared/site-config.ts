import { useSyncExternalStore } from 'react';
import { DEFAULT_BRAND_NAME, siteCalls, type TSiteConfig } from '@harborstay/contracts';
import { callEndpoint } from './api/api-client';

/**
 * The site's settings (the brand's name, the support widgets), asked once per page load and kept
 * for its life: they change only with the server's settings. A store of its own rather than a
 * query, so that the sign-in page, which shows the brand, runs without TanStack Query (decision
 * 0063). A failed ask is asked again when a component that shows them next mounts; until then the
 * default name shows.
 */
let siteConfig: TSiteConfig | undefined;
let request: Promise<void> | undefined;
const listeners = new Set<() => void>();

function loadSiteConfig() {
  request ??= callEndpoint(siteCalls.config).then(
    (config) => {
      siteConfig = config;
      for (const listener of listeners) listener();
    },
    () => {
      request = undefined;
    },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  loadSiteConfig();
  return () => {
    listeners.delete(listener);
  };
}

const readSiteConfig = () => siteConfig;

/** Forgets the settings, as a new page load does: each test asks for them afresh (testing/setup.ts). */
export function forgetSiteConfig() {
  siteConfig = undefined;
  request = undefined;
}

/** The site's settings, once they have arrived. */
export function useSiteConfig(): TSiteConfig | undefined {
  return useSyncExternalStore(subscribe, readSiteConfig, () => undefined);
}

/** The brand's display name (BRAND_NAME on the server); the default until it has loaded. */
export function useBrandName(): string {
  return useSiteConfig()?.brand_name ?? DEFAULT_BRAND_NAME;
}
