/** Every route of the app and its href builder, in one place. */
export const paths = {
  landing: { path: '/', href: () => '/' },
  login: { path: '/login', href: () => '/login' },
  resetRequest: { path: '/accounts/reset', href: () => '/accounts/reset/' },
  resetConfirm: {
    path: '/accounts/reset/:uid/:token',
    href: (uid: string, token: string) => `/accounts/reset/${uid}/${token}`,
  },
  termsOfService: { path: '/terms-of-service', href: () => '/terms-of-service/' },
  managementTerms: { path: '/terms', href: () => '/terms/' },
  privacyPolicy: { path: '/privacy-policy', href: () => '/privacy-policy/' },
  profile: { path: '/profile', href: () => '/profile' },
  confirmEmail: {
    path: '/accounts/confirm-email/:token',
    href: (token: string) => `/accounts/confirm-email/${token}`,
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

/** The top bar's property filter shows on dashboard paths only (spec section 2). */
export function isDashboardPath(pathname: string): boolean {
  return /^\/owner\/(alternative-)?dashboard\/?$/.test(pathname);
}
