import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@harborstay/contracts';
import { unauthorized } from '../errors';
import { authenticate, type Session } from '../modules/auth/service';

declare module 'fastify' {
  // Module augmentation merges only with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    session: Session | null;
    /** A token was presented but is unknown, revoked or expired. */
    hasInvalidToken: boolean;
  }
}

const TOKEN_HEADER = /^Token ([A-Za-z0-9_-]{16,128})$/;

/**
 * Reads `Authorization: Token <key>` on every request. Routes that need a signed-in owner
 * call `requireSession`. A public route (the site config, a password reset link) serves a
 * caller whose stored token went stale like any anonymous visitor, rather than refusing them.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('session', null);
  app.decorateRequest('hasInvalidToken', false);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const key = TOKEN_HEADER.exec(header)?.[1];
    const session = key ? await authenticate(app.db, key) : undefined;
    if (session) request.session = session;
    else request.hasInvalidToken = true;
  });
});

/** The caller's session; answers 401 for an anonymous caller or a token no longer valid. */
export function requireSession(request: FastifyRequest): Session {
  if (request.session) return request.session;
  throw unauthorized(request.hasInvalidToken ? messages.invalidToken : messages.notAuthenticated);
}

/**
 * As a route's preValidation: an anonymous caller gets 401 before its body or path is judged,
 * so a malformed request tells them nothing (contract: no token, 401).
 */
export async function requireSessionFirst(request: FastifyRequest): Promise<void> {
  requireSession(request);
}
