import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '@harborstay/db';

declare module 'fastify' {
  // Module augmentation merges only with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    db: Db;
  }
}

/** Makes the database the app was built with available as `app.db`; the caller owns its lifetime. */
export const databasePlugin = fp(async (app: FastifyInstance, options: { database: Database }) => {
  app.decorate('db', options.database.db);
});
