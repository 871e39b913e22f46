/**
 * The method and path of each call of the API, and nothing else: the endpoints of `endpoints/` take
 * theirs from here and add their schemas, and the web reaches them through `TRoutes` of those
 * endpoints, so that calling an endpoint does not build its schemas on a page's first render
 * (decision 0072). No zod here.
 */

export const accountRequestRoutes = {
  create: { method: 'POST', path: '/api/owners/account-requests/' },
} as const;

export const accountRoutes = {
  requestPasswordReset: { method: 'POST', path: '/api/auth/password/reset/' },
  checkPasswordResetLink: { method: 'POST', path: '/api/auth/password/reset/check/' },
  confirmPasswordReset: { method: 'POST', path: '/api/auth/password/reset/confirm/' },
  changePassword: { method: 'POST', path: '/api/auth/password/change/' },
} as const;

export const authRoutes = {
  login: { method: 'POST', path: '/api/auth/login/' },
  logout: { method: 'POST', path: '/api/auth/logout/' },
  user: { method: 'GET', path: '/api/auth/user/' },
} as const;

export const calendarFeedRoutes = {
  address: { method: 'GET', path: '/api/owners/owner/property/{id}/calendar-feed/' },
  reset: { method: 'POST', path: '/api/owners/owner/property/{id}/calendar-feed/' },
  feed: { method: 'GET', path: '/api/calendar-feeds/{token}.ics' },
} as const;

export const calendarRoutes = {
  reservations: { method: 'GET', path: '/api/owners/owner/property/{id}/reservations/' },
  createStay: { method: 'POST', path: '/api/owners/owner/property/reservation/' },
  reservation: { method: 'GET', path: '/api/owners/owner/property/reservation/{id}/' },
  updateStay: { method: 'PUT', path: '/api/owners/owner/property/reservation/{id}/' },
  createBlock: { method: 'POST', path: '/api/owners/owner/property/{propertyId}/calendar/' },
  updateBlock: { method: 'PUT', path: '/api/owners/owner/property/{propertyId}/calendar/' },
  prices: { method: 'GET', path: '/api/owners/owner/property/{id}/calendar/{startDate}/{endDate}/' },
} as const;

export const careRoutes = {
  list: { method: 'GET', path: '/api/owners/owner/property/properties-care/' },
  reportUrl: { method: 'POST', path: '/api/owners/owner/property/properties-care/getUrl/' },
  report: { method: 'GET', path: '/api/care-reports/' },
} as const;

export const coOwnerRoutes = {
  list: { method: 'GET', path: '/api/owners/' },
} as const;

export const dashboardRoutes = {
  figures: { method: 'GET', path: '/api/owners/dashboard/' },
} as const;

export const documentRoutes = {
  list: { method: 'GET', path: '/api/owners/owner/property/{propertyId}/documents/' },
  upload: { method: 'POST', path: '/api/owners/owner/property/documents/{propertyId}/' },
  url: { method: 'POST', path: '/api/owners/owner/property/{propertyId}/documents/{id}/url/' },
} as const;

export const fileRoutes = {
  signed: { method: 'GET', path: '/api/files/' },
} as const;

export const integrationRoutes = {
  breezewayWebhook: { method: 'POST', path: '/api/integrations/breezeway/webhooks/{token}/' },
  guestyWebhook: { method: 'POST', path: '/api/integrations/guesty/webhooks/' },
} as const;

export const notificationRoutes = {
  get: { method: 'GET', path: '/api/owners/owner/notifications/' },
  put: { method: 'PUT', path: '/api/owners/owner/notifications/' },
  unsubscribe: { method: 'POST', path: '/api/owners/notifications/unsubscribe/{token}/' },
} as const;

export const onboardingRoutes = {
  status: { method: 'GET', path: '/api/owners/onboarding/' },
  createFirstProperty: { method: 'POST', path: '/api/owners/onboarding/property/' },
} as const;

export const ownerProfileRoutes = {
  get: { method: 'GET', path: '/api/owners/owner/' },
  save: { method: 'POST', path: '/api/owners/create-owner-profile/' },
  confirmEmail: { method: 'POST', path: '/api/owners/confirm-email/' },
} as const;

export const propertyRoutes = {
  list: { method: 'GET', path: '/api/owners/owner/properties/' },
  update: { method: 'PUT', path: '/api/owners/owner/properties/' },
  info: { method: 'GET', path: '/api/owners/owner/property/{id}/' },
  ownerFinancials: { method: 'GET', path: '/api/owners/owner/property/financials/' },
  financials: { method: 'GET', path: '/api/owners/owner/property/financials/{id}/' },
} as const;

export const reportRoutes = {
  reservations: { method: 'GET', path: '/api/owners/owner/reservations/' },
  reservationsExport: { method: 'GET', path: '/api/owners/owner/reservations/export/' },
} as const;

export const siteRoutes = {
  health: { method: 'GET', path: '/api/health' },
  config: { method: 'GET', path: '/api/config/' },
} as const;
