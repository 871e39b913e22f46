import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as DbModule from '@harborstay/db';
import type * as DemoSeedModule from '@harborstay/demo-seed';
import type * as AdminSeedModule from '../../../apps/api/src/admin/demo-seed';
import type * as PasswordsModule from '../../../apps/api/src/lib/passwords';

/**
 * The checkout whose server is measured: this repository by default, or `BENCH_ROOT` (another
 * checkout, such as the commit before a change, for before/after figures). The data is loaded
 * with that checkout's own database package, demo seed and password hasher, so its migrations
 * and its demo are the ones its server expects.
 */
export type Target = {
  root: string;
  db: typeof DbModule;
  demo: typeof DemoSeedModule;
  adminSeed: typeof AdminSeedModule;
  passwords: typeof PasswordsModule;
};

const thisRepo = path.resolve(import.meta.dirname, '../../..');

export async function loadTarget(root = process.env.BENCH_ROOT ?? thisRepo): Promise<Target> {
  const absolute = path.resolve(root);
  const load = async <T>(file: string) => (await import(pathToFileURL(path.join(absolute, file)).href)) as T;
  return {
    root: absolute,
    db: await load<typeof DbModule>('packages/db/src/index.ts'),
    demo: await load<typeof DemoSeedModule>('packages/demo-seed/src/index.ts'),
    adminSeed: await load<typeof AdminSeedModule>('apps/api/src/admin/demo-seed.ts'),
    passwords: await load<typeof PasswordsModule>('apps/api/src/lib/passwords.ts'),
  };
}
