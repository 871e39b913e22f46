import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PROVIDER_KEY_REQUIRED } from '../../access/caller';
import { tooManyRequests, unauthorized } from '../../errors';
import { PROVIDER_KEY_PATTERN, useProviderKey } from './keys';

/** The scheme's name is case-insensitive, and one or more spaces follow it (RFC 7235 section 2.1, RFC 6750). */
const BEARER = /^Bearer +(\S+)$/i;

/**
 * The provider API's door (decision 0047), beside the owners' (decision 0017): every route
 * declared `provider` needs `Authorization: Bearer <provider key>`; an owner's `Token` is refused
 * there, as a provider key is on every owner route (the owners' hook reads only `Token`). Each key
 * may make `requestsPerSecond` requests a second, counted in the database, so every server shares
 * it; past that, 429 with Retry-After. Every write is logged with the key's label.
 */
export const providerAccessPlugin = fp(
  async (app: FastifyInstance, options: { requestsPerSecond: number }) => {
    app.decorateRequest('provider', null);
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.access !== 'provider') return;
      const key = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!key || !PROVIDER_KEY_PATTERN.test(key)) throw unauthorized(PROVIDER_KEY_REQUIRED, 'Bearer');
      const used = await useProviderKey(app.db, key);
      if (!used) throw unauthorized('This provider key is unknown or revoked.', 'Bearer');
      if (used.requestsThisSecond > options.requestsPerSecond)
        throw tooManyRequests(
          1,
          `More than ${options.requestsPerSecond} requests a second with this key. Try again in a second.`,
        );
      request.provider = used.caller;
    });
    app.addHook('onResponse', async (request, reply) => {
      if (!request.provider || request.method === 'GET') return;
      request.log.info(
        {
          providerKey: request.provider.label,
          method: request.method,
          url: app.redactUrl(request.url),
          status: reply.statusCode,
        },
        'provider write',
      );
    });
  },
);
