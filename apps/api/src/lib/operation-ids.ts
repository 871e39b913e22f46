import * as contracts from '@harborstay/contracts';
import type { TEndpoint } from '@harborstay/contracts';

const GROUP_SUFFIX = 'Endpoints';

/**
 * The operationId of every endpoint, named after its group and its name in contracts:
 * `documentEndpoints.upload` is `documentUpload`. Declared once, where the endpoint is, and
 * stable while the declaration keeps its name; a group is any export of contracts named `…Endpoints`.
 */
const operationIds = new Map<TEndpoint, string>();
for (const [group, endpoints] of Object.entries(contracts)) {
  if (!group.endsWith(GROUP_SUFFIX) || typeof endpoints !== 'object') continue;
  const prefix = group.slice(0, -GROUP_SUFFIX.length);
  for (const [name, endpoint] of Object.entries(endpoints as Record<string, TEndpoint>)) {
    operationIds.set(endpoint, `${prefix}${name.charAt(0).toUpperCase()}${name.slice(1)}`);
  }
}

/**
 * The operationId of an endpoint's path: its own, or for the `n`th alias (a deprecated spelling
 * of the same call) the same followed by `Alias` and, past the first, its number.
 */
export function operationIdOf(endpoint: TEndpoint, aliasIndex?: number): string {
  const id = operationIds.get(endpoint);
  if (!id) {
    throw new Error(
      `${endpoint.method} ${endpoint.path} is in no group of @harborstay/contracts: declare it in an ` +
        `exported object named …${GROUP_SUFFIX}, which names its operationId`,
    );
  }
  if (aliasIndex === undefined) return id;
  return `${id}Alias${aliasIndex === 0 ? '' : aliasIndex + 1}`;
}
