import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOwnerCoOwnersList } from '@harborstay/contracts';
import { requireSession } from '../../plugins/auth';
import { listCoOwners } from './service';

export const coOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/owners/',
    {
      schema: {
        tags: ['owners'],
        summary: "The caller's owner profile with co_owners_data: the other owners of each property",
        description: 'Names only: the e-mails and phones of other owners are never sent.',
        response: { 200: ZOwnerCoOwnersList },
      },
    },
    async (request) => listCoOwners(app.db, requireSession(request).user.id),
  );
};
