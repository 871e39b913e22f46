import type { FastifyPluginAsync } from 'fastify';
import { siteEndpoints } from '@harborstay/contracts';
import type { WidgetConfig } from '../../config';
import { route } from '../../lib/route';

type SiteOptions = { brandName: string; widgets?: WidgetConfig[] };

export const siteRoutes: FastifyPluginAsync<SiteOptions> = async (app, options) => {
  // Widget keys are the providers' public ids of this portal, meant to be seen by browsers.
  const widgets = (options.widgets ?? []).map((w) => ({ kind: w.kind, script_url: w.scriptUrl, key: w.key }));
  route(app, siteEndpoints.config, async () => ({ brand_name: options.brandName, widgets }));
};
