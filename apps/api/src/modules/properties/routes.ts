import type { FastifyPluginAsync } from 'fastify';
import { propertyEndpoints } from '@harborstay/contracts';
import { route } from '../../lib/route';
import { ownerFinancials, singlePropertyFinancials } from './financials';
import { getPropertyInfo, listOwnerProperties, updatePropertyInfo } from './service';

export const propertyRoutes: FastifyPluginAsync = async (app) => {
  route(app, propertyEndpoints.list, async ({ scope }) => listOwnerProperties(app.db, scope, new Date()));

  route(app, propertyEndpoints.update, async ({ scope, body }) => updatePropertyInfo(app.db, scope, body));

  route(app, propertyEndpoints.info, async ({ scope, params }) => getPropertyInfo(app.db, scope, params.id));

  route(app, propertyEndpoints.ownerFinancials, async ({ scope }) =>
    ownerFinancials(app.db, scope, new Date()),
  );

  route(app, propertyEndpoints.financials, async ({ scope, params }) =>
    singlePropertyFinancials(app.db, scope, params.id, new Date()),
  );
};
