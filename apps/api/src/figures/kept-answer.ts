import type { z } from 'zod';
import type { TEndpoint, TEndpointSuccessSchema } from '@harborstay/contracts';
import type { OwnerScope } from '../access/owner-scope';
import { serializeSuccess, type SerializedJson } from '../lib/route';
import type { AnswerCache } from './answer-cache';

/**
 * The endpoint's answer for the caller's scope and `inputs`, through the cache of decision 0042:
 * computed for this instant when the kept one's stamp differs, and kept as the JSON the endpoint's
 * serializer wrote. Only for reads whose every row moves the data version (stays, prices, care
 * tasks, the properties themselves, and the ownership rows the scope is made of).
 */
export function keptAnswer<const E extends TEndpoint>(
  answers: AnswerCache,
  endpoint: E,
  scope: OwnerScope,
  inputs: unknown,
  compute: (now: Date) => Promise<z.input<TEndpointSuccessSchema<E>>>,
): Promise<SerializedJson> {
  const now = new Date();
  return answers.answer(scope, [endpoint.method, endpoint.path, inputs], now, async () =>
    serializeSuccess(endpoint, await compute(now)),
  );
}
