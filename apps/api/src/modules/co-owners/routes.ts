import type { FastifyPluginAsync } from 'fastify';
import { coOwnerEndpoints } from '@harborstay/contracts';
import { route } from '../../lib/route';
import { listCoOwners } from './service';

export const coOwnerRoutes: FastifyPluginAsync = async (app) => {
  route(app, coOwnerEndpoints.list, async ({ scope }) => listCoOwners(app.db, scope));
};
