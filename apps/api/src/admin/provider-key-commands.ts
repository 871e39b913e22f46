import { z } from 'zod';
import { ZPathId } from '@harborstay/contracts';
import type { Db } from '@harborstay/db';
import { createProviderKey, listProviderKeys, revokeProviderKey } from '../modules/provider/keys';

const instant = (value: Date | null) => (value ? value.toISOString().replace(/\.\d+Z$/, 'Z') : 'never');

export const ZProviderKeyCreateArgs = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name the key after the system that will use it.')
    .max(80)
    .regex(/^[^\p{Cc}]*$/u, 'No control characters.'),
});

/** A new key, printed once as the last line: only its hash is kept (decision 0047). */
export async function createKeyCommand(db: Db, args: z.output<typeof ZProviderKeyCreateArgs>) {
  const { id, key } = await createProviderKey(db, args.name);
  return [
    `Created provider key ${id} "${args.name}". It is shown this once; keep it in the system's secret store.`,
    'It reaches /api/provider/v1/ only, as Authorization: Bearer <key>.',
    key,
  ].join('\n');
}

export async function listKeysCommand(db: Db) {
  const keys = await listProviderKeys(db);
  if (keys.length === 0) return 'No provider keys yet.';
  return keys
    .map((key) =>
      [
        key.id,
        key.label,
        `created ${instant(key.createdAt)}`,
        `last used ${instant(key.lastUsedAt)}`,
        key.revokedAt ? `revoked ${instant(key.revokedAt)}` : 'live',
      ].join('\t'),
    )
    .join('\n');
}

export const ZProviderKeyRevokeArgs = z.object({ id: ZPathId });

export async function revokeKeyCommand(db: Db, args: z.output<typeof ZProviderKeyRevokeArgs>) {
  const label = await revokeProviderKey(db, args.id);
  return label === undefined
    ? undefined
    : `Revoked provider key ${args.id} "${label}": it is refused from now on.`;
}
