export { accountEndpoints } from './accounts';
export { authEndpoints } from './auth';
export { coOwnerEndpoints } from './co-owners';
export { fileEndpoints, ZSignedFileQuery, ZSignedUrl, type TSignedFileQuery, type TSignedUrl } from './files';
export { onboardingEndpoints } from './onboarding';
export { ownerProfileEndpoints } from './owner-profile';
export { propertyEndpoints } from './properties';
export { siteEndpoints } from './site';
export { reportEndpoints } from './reports';
