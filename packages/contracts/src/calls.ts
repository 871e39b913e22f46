import type { TRoutes } from './endpoint';
import type { accountEndpoints } from './endpoints/accounts';
import type { accountRequestEndpoints } from './endpoints/account-requests';
import type { authEndpoints } from './endpoints/auth';
import type { calendarEndpoints } from './endpoints/calendar';
import type { calendarFeedEndpoints } from './endpoints/calendar-feed';
import type { careEndpoints } from './endpoints/care';
import type { coOwnerEndpoints } from './endpoints/co-owners';
import type { dashboardEndpoints } from './endpoints/dashboard';
import type { documentEndpoints } from './endpoints/documents';
import type { notificationEndpoints } from './endpoints/notifications';
import type { onboardingEndpoints } from './endpoints/onboarding';
import type { ownerProfileEndpoints } from './endpoints/owner-profile';
import type { propertyEndpoints } from './endpoints/properties';
import type { reportEndpoints } from './endpoints/reports';
import type { siteEndpoints } from './endpoints/site';
import * as routes from './routes';

/*
 * The calls of the web: each endpoint group as routes (decision 0072). At run time only the method
 * and path of `routes.ts`; the types are the endpoints' own, so that a call still takes exactly the
 * parameters, query and body its endpoint declares and gives its answer's type, while a page that
 * makes it builds none of its schemas. A route that differs from its endpoint does not compile.
 */
export const accountCalls: TRoutes<typeof accountEndpoints> = routes.accountRoutes;
export const accountRequestCalls: TRoutes<typeof accountRequestEndpoints> = routes.accountRequestRoutes;
export const authCalls: TRoutes<typeof authEndpoints> = routes.authRoutes;
export const calendarCalls: TRoutes<typeof calendarEndpoints> = routes.calendarRoutes;
export const calendarFeedCalls: TRoutes<typeof calendarFeedEndpoints> = routes.calendarFeedRoutes;
export const careCalls: TRoutes<typeof careEndpoints> = routes.careRoutes;
export const coOwnerCalls: TRoutes<typeof coOwnerEndpoints> = routes.coOwnerRoutes;
export const dashboardCalls: TRoutes<typeof dashboardEndpoints> = routes.dashboardRoutes;
export const documentCalls: TRoutes<typeof documentEndpoints> = routes.documentRoutes;
export const notificationCalls: TRoutes<typeof notificationEndpoints> = routes.notificationRoutes;
export const onboardingCalls: TRoutes<typeof onboardingEndpoints> = routes.onboardingRoutes;
export const ownerProfileCalls: TRoutes<typeof ownerProfileEndpoints> = routes.ownerProfileRoutes;
export const propertyCalls: TRoutes<typeof propertyEndpoints> = routes.propertyRoutes;
export const reportCalls: TRoutes<typeof reportEndpoints> = routes.reportRoutes;
export const siteCalls: TRoutes<typeof siteEndpoints> = routes.siteRoutes;
