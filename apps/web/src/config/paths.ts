import { matchPath } from 'react-router';

/** Every route of the app: its pattern for the router and the side navigation, and its href builder. */
export const paths = {
  landing: { path: '/', href: () => '/' },
  login: { path: '/login', href: () => '/login' },
  passwordReset: {
    /** One page: the request form, or, with the e-mailed link's uid and token, the new-password form. */
    path: '/accounts/reset/:uid?/:token?',
    href: () => '/accounts/reset/',
  },
  termsOfService: { path: '/terms-of-service', href: () => '/terms-of-service/' },
  managementTerms: { path: '/terms', href: () => '/terms/' },
  privacyPolicy: { path: '/privacy-policy', href: () => '/privacy-policy/' },
  profile: { path: '/profile', href: () => '/profile' },
  confirmEmail: {
    path: '/accounts/confirm-email/:token',
    href: (token: string) => `/accounts/confirm-email/${token}`,
  },
  /**
   * The page of an e-mail's unsubscribe link (the server writes it with contracts' unsubscribePagePath;
   * not imported here, so that the sign-in page's code stays without the contracts): public, its
   * button turns that one e-mail off.
   */
  unsubscribe: {
    path: '/notifications/unsubscribe/:token',
    href: (token: string) => `/notifications/unsubscribe/${token}`,
  },
  onboarding: { path: '/onboarding', href: () => '/onboarding/step11' },
  onboardingStep: { path: '/onboarding/:step', href: (step: string) => `/onboarding/${step}` },
  confirmedInfo: {
    path: '/confirmed-info/:propertyId',
    href: (id: number | string) => `/confirmed-info/${id}`,
  },
  owner: {
    root: { path: '/owner', href: () => '/owner/dashboard' },
    dashboard: { path: '/owner/dashboard', href: () => '/owner/dashboard' },
    alternativeDashboard: {
      path: '/owner/alternative-dashboard',
      href: () => '/owner/alternative-dashboard',
    },
    properties: { path: '/owner/properties', href: () => '/owner/properties' },
    coOwners: { path: '/owner/co-owners', href: () => '/owner/co-owners' },
    propertyDetails: {
      path: '/owner/property-details/:id',
      href: (id: number | string) => `/owner/property-details/${id}`,
    },
    propertyDocuments: {
      path: '/owner/property-document/:id',
      href: (id: number | string) => `/owner/property-document/${id}`,
    },
    propertyCalendar: {
      path: '/owner/property-calendar/:id',
      href: (id: number | string) => `/owner/property-calendar/${id}`,
    },
    propertyCare: {
      path: '/owner/property-care/:id',
      href: (id: number | string) => `/owner/property-care/${id}`,
    },
    reservationFeed: {
      path: '/owner/financial/reservation-feed',
      href: () => '/owner/financial/reservation-feed/',
    },
  },
} as const;

/** Whether `pathname` is one of `routes`, or (with `prefix`) below one of them. */
export function matchesAnyPath(
  routes: readonly { path: string }[],
  pathname: string,
  { prefix = false }: { prefix?: boolean } = {},
): boolean {
  return routes.some(({ path }) => matchPath({ path, end: !prefix }, pathname) !== null);
}

/** The top bar's property filter shows on dashboard paths only (spec section 2). */
export function isDashboardPath(pathname: string): boolean {
  return matchesAnyPath([paths.owner.dashboard, paths.owner.alternativeDashboard], pathname);
}
