export { accountEndpoints } from './accounts';
export { authEndpoints } from './auth';
export { coOwnerEndpoints } from './co-owners';
export { dashboardEndpoints } from './dashboard';
export { onboardingEndpoints } from './onboarding';
export { ownerProfileEndpoints } from './owner-profile';
export { propertyEndpoints } from './properties';
export { siteEndpoints } from './site';
