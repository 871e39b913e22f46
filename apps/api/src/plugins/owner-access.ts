import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@harborstay/contracts';
import type { Caller } from '../access/caller';
import { ownerScope } from '../access/owner-scope';
import { authenticate } from '../access/session';
import { unauthorized } from '../errors';

const TOKEN_HEADER = /^Token ([A-Za-z0-9_-]{16,128})$/;

/**
 * Default-deny (docs/decisions/0017): registered once in the API's context, it requires an
 * owner's session (`Authorization: Token <key>`) on every route of that context whose config
 * does not say `access: 'public'`, and reads the owner's scope with the session, in one query
 * for the request (docs/decisions/0029). It runs at onRequest, so an anonymous caller gets 401
 * before its path or body is judged, and a route that forgets to ask for a session cannot exist.
 * A public route serves a caller whose stored token went stale like any anonymous visitor,
 * rather than refusing them.
 */
export const ownerAccessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    // Public routes need nothing; provider routes have a door of their own (modules/provider/access.ts).
    if (request.routeOptions.config.access !== 'owner' && request.routeOptions.config.access !== undefined)
      return;
    const header = request.headers.authorization;
    if (!header) throw unauthorized(messages.notAuthenticated);
    const key = TOKEN_HEADER.exec(header)?.[1];
    const session = key ? await authenticate(app.db, key) : undefined;
    if (!session) throw unauthorized(messages.invalidToken);
    const caller: Caller = { session, scope: ownerScope(session.user.id, session.propertyIds) };
    request.caller = caller;
  });
});
