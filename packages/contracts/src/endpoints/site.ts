import { ZHealth, ZSiteConfig } from '../errors';
import { defineEndpoint } from '../endpoint';

/** Calls of the portal itself, answered to anyone. */
export const siteEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    tag: 'meta',
    summary: 'The database answers',
    responses: { 200: ZHealth },
  }),
  config: defineEndpoint({
    method: 'GET',
    path: '/api/config/',
    auth: 'public',
    tag: 'meta',
    summary: 'Public configuration of the web app',
    responses: { 200: ZSiteConfig },
  }),
};
