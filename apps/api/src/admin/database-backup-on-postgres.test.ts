import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@harborstay/db/testing';
import { runAdminCommand } from './commands';
import { runDatabaseFileCommand } from './database-backup-cli';

// Beside database-backup.embedded.test.ts, which runs in the PGlite step only: this one runs on
// both engines, since the server's answer depends on its database.
let dataDir: string;
let folder: string;
beforeEach(() => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'harborstay-backup-'));
  dataDir = path.join(root, 'data');
  folder = root;
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const cli = (name: 'backup' | 'restore', args: string[], databaseUrl?: string) =>
  runDatabaseFileCommand(name, args, { dataDir, databaseUrl });

describe('backup and restore on PostgreSQL', () => {
  it('answers PostgreSQL users to use pg_dump and pg_restore', async () => {
    const url = 'postgres://postgres@127.0.0.1:5432/harborstay';
    const file = path.join(folder, 'x.tar.gz');
    for (const name of ['backup', 'restore'] as const) {
      await expect(cli(name, ['--file', file], url)).rejects.toThrow(/pg_dump and pg_restore/);
    }
    expect(existsSync(file)).toBe(false);
    // The server on PostgreSQL (the api suite's PostgreSQL run) refuses the admin command alike;
    // on PGlite it backs up, as database-backup.embedded.test.ts shows at length.
    const database = await openTestDatabase();
    try {
      if (database.kind === 'postgres')
        await expect(runAdminCommand(database.db, 'backup', { file, force: false })).rejects.toThrow(
          /pg_dump and pg_restore/,
        );
    } finally {
      await database.close();
    }
  });
});
