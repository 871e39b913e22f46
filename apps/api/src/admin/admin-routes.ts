import type { InvitationDeps } from '../access/invitation';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../errors';
import { AdminError, isAdminCommand, runAdminCommand, type AdminDeps } from './commands';

/**
 * The embedded database can be opened by one process only, so while the server runs the admin
 * CLI hands its command to the server. Only from this machine, and only with the token the
 * server wrote into the data folder (whoever can read that folder can read the database anyway).
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  adminToken: string;
  invitation: InvitationDeps;
  connectors: AdminDeps['connectors'];
}> = async (app, options) => {
  const expected = Buffer.from(options.adminToken);
  app.post(
    '/api/internal/admin/',
    {
      schema: {
        hide: true,
        body: z.object({ command: z.string(), args: z.record(z.string(), z.unknown()) }),
      },
      // Not an owner's call: the CLI carries no session, and the token check below is its guard.
      config: { access: 'public' },
      // Before the body is even read: any other caller learns nothing, not even a 400.
      preValidation: async (request) => {
        const presented = Buffer.from(String(request.headers['x-admin-token'] ?? ''));
        const isLoopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(
          request.socket.remoteAddress ?? '',
        );
        const isTokenValid = presented.length === expected.length && timingSafeEqual(presented, expected);
        if (!isLoopback || !isTokenValid) throw notFound();
      },
    },
    async (request) => {
      if (!isAdminCommand(request.body.command)) throw notFound();
      try {
        return {
          detail: await runAdminCommand(app.db, request.body.command, request.body.args, {
            storage: app.fileStorage,
            invitation: options.invitation,
            connectors: options.connectors,
          }),
        };
      } catch (error) {
        if (error instanceof AdminError) throw new AppError(400, { detail: error.message });
        throw error;
      }
    },
  );
};
