import type { FastifyRequest } from 'fastify';
import { messages, type TEndpointAuth } from '@harborstay/contracts';
import { unauthorized } from '../errors';
import type { OwnerScope } from './owner-scope';
import type { Session } from './session';

/** The signed-in owner of a request and what they may see. */
export type Caller = { session: Session; scope: OwnerScope };

/** The provider key a provider request came with (decision 0047). */
export type ProviderCaller = { keyId: number; label: string };

declare module 'fastify' {
  // Module augmentation merges only with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** Only 'public' opens a route; a route that says nothing requires an owner. */
    access?: TEndpointAuth;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** Set by the owners' door (plugins/owner-access.ts). */
    caller: Caller | null;
    /** Set by the provider's door (modules/provider/access.ts). */
    provider: ProviderCaller | null;
  }
}

/** The caller the access hook let in; a route outside its context has none and answers 401. */
export function requireCaller(request: FastifyRequest): Caller {
  if (request.caller) return request.caller;
  throw unauthorized(messages.notAuthenticated);
}

export const PROVIDER_KEY_REQUIRED = 'A provider key is required: Authorization: Bearer <key>.';

/** The key the provider hook let in; a route outside its context has none and answers 401. */
export function requireProvider(request: FastifyRequest): ProviderCaller {
  if (request.provider) return request.provider;
  throw unauthorized(PROVIDER_KEY_REQUIRED, 'Bearer');
}
