import { ZDetailError, ZHealth, ZSiteConfig } from '../errors';
import { defineEndpoint } from '../endpoint';
import { siteRoutes } from '../routes';

/** Calls of the portal itself, answered to anyone. */
export const siteEndpoints = {
  health: defineEndpoint({
    ...siteRoutes.health,
    auth: 'public',
    tag: 'meta',
    summary: 'The database answers, and the server is not shutting down',
    description:
      'A balancer takes a server out of rotation on 503: it answers so from SIGTERM on, while the ' +
      'requests it is still serving finish.',
    responses: { 200: ZHealth, 503: ZDetailError },
  }),
  config: defineEndpoint({
    ...siteRoutes.config,
    auth: 'public',
    tag: 'meta',
    summary: 'Public configuration of the web app',
    responses: { 200: ZSiteConfig },
  }),
};
