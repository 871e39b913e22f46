import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSiteConfig } from '@harborstay/contracts';
import type { WidgetConfig } from '../../config';

type SiteOptions = { brandName: string; widgets?: WidgetConfig[] };

export const siteRoutes: FastifyPluginAsyncZod<SiteOptions> = async (app, options) => {
  // Widget keys are the providers' public ids of this portal, meant to be seen by browsers.
  const widgets = (options.widgets ?? []).map((w) => ({ kind: w.kind, script_url: w.scriptUrl, key: w.key }));
  app.get(
    '/api/config/',
    {
      schema: {
        tags: ['meta'],
        summary: 'Public configuration of the web app',
        security: [],
        response: { 200: ZSiteConfig },
      },
    },
    async () => ({ brand_name: options.brandName, widgets }),
  );
};
