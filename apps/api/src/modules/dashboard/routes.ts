import type { FastifyPluginAsync } from 'fastify';
import { dashboardEndpoints } from '@harborstay/contracts';
import { route } from '../../lib/route';
import { ownerDashboard } from './service';

export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  route(app, dashboardEndpoints.figures, async ({ scope, query }) => {
    const ids = query.id === undefined ? [] : [query.id].flat();
    return ownerDashboard(app.db, scope, { ids, now: new Date() });
  });
};
