import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { e2eDataDir } from './e2e-data-dir';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Runs the provider's admin CLI against this run's server, the way the README shows it: the
 * CLI hands the command to the running server through the data folder's admin endpoint.
 */
export function runAdmin(args: string[], input = ''): string {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: e2eDataDir(), LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  return execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/admin/cli.ts', ...args], {
    cwd: root,
    env,
    input,
    encoding: 'utf8',
  });
}

/** A fresh owner account nobody else's spec signs in with, so changing its password disturbs no one. */
export function createOwner(input: { email: string; firstName: string; lastName: string; password: string }) {
  // --name=value: the CLI's parseArgs runs without option definitions, so `--name value` reads as a flag and a stray word.
  return runAdmin(
    [
      'owner:create',
      `--email=${input.email}`,
      `--first-name=${input.firstName}`,
      `--last-name=${input.lastName}`,
    ],
    `${input.password}\n`,
  );
}

/**
 * A live property of an owner in Colorado (the CLI's default zone, America/Denver), added and
 * made live the way the provider does it: its id.
 */
export function addLiveProperty(input: {
  owner: string;
  name: string;
  street: string;
  city: string;
  postalCode: string;
}) {
  const added = runAdmin([
    'property:add',
    `--owner=${input.owner}`,
    `--name=${input.name}`,
    `--street=${input.street}`,
    `--city=${input.city}`,
    '--state=CO',
    `--postal-code=${input.postalCode}`,
  ]);
  const propertyId = Number(/Added property (\d+)/.exec(added)?.[1]);
  runAdmin(['property:go-live', String(propertyId)]);
  return propertyId;
}

/** A key of the provider API (the last line the CLI prints). */
export function createProviderKey(name: string): string {
  return (
    runAdmin(['provider-key:create', `--name=${name}`])
      .trim()
      .split('\n')
      .at(-1) ?? ''
  );
}
