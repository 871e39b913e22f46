import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { siteEndpoints } from '@harborstay/contracts';
import { AppError } from '../../errors';
import { route } from '../../lib/route';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, siteEndpoints.health, async () => {
    if (app.lifecycle.isDraining) throw new AppError(503, { detail: 'This server is shutting down.' });
    // The app is built only after migrations ran, so a query that answers means ready.
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });
};
