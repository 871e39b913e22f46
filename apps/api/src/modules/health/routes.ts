import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealth } from '@harborstay/contracts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['meta'], summary: 'The database answers', response: { 200: ZHealth } } },
    async () => {
      // The app is built only after migrations ran, so a query that answers means ready.
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
};
