import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@harborstay/db';
import { buildApp } from '../app';

/**
 * `npm run lint:openapi` (docs/decisions/0058): the OpenAPI document of the app as it is built,
 * on an in-memory database and without a server, linted by Redocly with the repository's
 * redocly.yaml. Every finding the configuration does not turn off fails the step.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const outDir = path.join(root, '.tmp');
const documentFile = path.join(outDir, 'openapi.json');
const filesDir = mkdtempSync(path.join(os.tmpdir(), 'harborstay-openapi-'));

const database = await openDatabase({ dataDir: undefined });
const app = await buildApp({
  database,
  brandName: 'Harborstay',
  publicUrl: 'http://localhost:8080',
  mail: { from: 'Harborstay <no-reply@localhost>', outboxDir: path.join(filesDir, 'outbox') },
  uploadsDir: path.join(filesDir, 'uploads'),
});
try {
  await app.ready();
  mkdirSync(outDir, { recursive: true });
  writeFileSync(documentFile, `${JSON.stringify(app.swagger(), null, 2)}\n`);
} finally {
  await app.close();
  await database.close();
  rmSync(filesDir, { recursive: true, force: true });
}

const lint = spawnSync(
  'npx',
  ['--no-install', 'redocly', 'lint', documentFile, '--config', path.join(root, 'redocly.yaml')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
process.exitCode = lint.status ?? 1;
