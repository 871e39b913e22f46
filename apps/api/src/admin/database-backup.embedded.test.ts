import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, properties, propertyOwners, users, type Database } from '@harborstay/db';
import { createProperty, createTestApp, createUser, signIn } from '../testing/test-app';
import { removeAdminEndpoint, writeAdminEndpoint } from './admin-endpoint-file';
import { AdminError } from './commands';
import { runDatabaseFileCommand } from './database-backup-cli';
import { backupDatabase, writeBackup } from './database-backup';

const TOKEN = 'backup-test-admin-token-0123456789abcdef';

let dataDir: string;
let folder: string;
const opened: Database[] = [];
beforeEach(() => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'harborstay-backup-'));
  dataDir = path.join(root, 'data');
  folder = path.join(root, 'backups');
  mkdirSync(folder, { recursive: true });
});
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close().catch(() => undefined);
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

/** The embedded database in the data folder, as the server opens it. */
async function openEmbedded(dir = path.join(dataDir, 'db')) {
  const database = await openDatabase({ dataDir: dir });
  opened.push(database);
  return database;
}

const cli = (name: 'backup' | 'restore', args: string[], databaseUrl?: string) =>
  runDatabaseFileCommand(name, args, { dataDir, databaseUrl });

/** Folders beside db/ that a restore makes: the old database put aside, or its own work folder. */
const besideDb = () => readdirSync(dataDir).filter((name) => name !== 'db' && name.startsWith('db'));

async function propertiesIn(database: Database) {
  return database.db
    .select({ id: properties.id, name: properties.entityName, ownerId: propertyOwners.userId })
    .from(properties)
    .leftJoin(propertyOwners, eq(propertyOwners.propertyId, properties.id))
    .orderBy(asc(properties.id));
}

// Each test opens, copies and reopens whole embedded databases (7 to 11 s alone): on a loaded
// 2-core machine that passed the suite's 30 s.
describe('backup and restore of the embedded database', { timeout: 120_000 }, () => {
  it('backs up while the server answers and writes, and a restore brings back exactly those rows', async () => {
    const database = await openEmbedded();
    const ctx = await createTestApp({ options: { database, adminToken: TOKEN } });
    const file = path.join(folder, 'harborstay.tar.gz');
    try {
      const olivia = await createUser(database.db, { email: 'olivia@example.com', withProfile: true });
      await createProperty(database.db, { ownerIds: [olivia.id], entityName: 'Aspen Lodge' });
      await createProperty(database.db, { ownerIds: [olivia.id], entityName: 'Birch Cabin' });
      const { authorization } = await signIn(ctx.app, 'olivia@example.com');

      // The CLI reaches the server as it would in production: the endpoint file, loopback HTTP.
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const address = ctx.app.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening on a port');
      writeAdminEndpoint(dataDir, { pid: process.pid, port: address.port, token: TOKEN });

      // Each property:add is one transaction of two inserts (the property, its owner row).
      const addProperty = (name: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/internal/admin/',
          headers: { 'x-admin-token': TOKEN },
          payload: {
            command: 'property:add',
            args: {
              owner: 'olivia@example.com',
              name,
              street: '1 Lake Road',
              city: 'Frisco',
              state: 'CO',
              'postal-code': '80443',
            },
          },
        });
      const read = () =>
        ctx.app.inject({ method: 'GET', url: '/api/owners/owner/properties/', headers: { authorization } });
      const [said, ...answers] = await Promise.all([
        cli('backup', ['--file', file]),
        ...Array.from({ length: 8 }, (_, n) => addProperty(`During ${n}`)),
        ...Array.from({ length: 4 }, () => read()),
      ]);
      expect(said).toMatch(/^Backed up the embedded database to .*harborstay\.tar\.gz \(\d+ bytes/);
      expect(said).toContain(
        'Uploaded files ($DATA_DIR/uploads, or the S3 bucket) are not part of the database',
      );
      for (const answer of answers) expect(answer.statusCode).toBe(200);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readdirSync(folder)).toEqual(['harborstay.tar.gz']); // no temporary file left behind

      // Changes after the backup, which the restore must undo.
      await createProperty(database.db, { ownerIds: [olivia.id], entityName: 'After Backup' });
      await database.db.update(users).set({ firstName: 'Changed' }).where(eq(users.id, olivia.id));
      const live = await propertiesIn(database);
      expect(live).toHaveLength(11);

      await expect(cli('restore', ['--file', file])).rejects.toThrow(
        new AdminError(
          `A server is running on this embedded database (pid ${process.pid}): stop it first, then restore. Nothing was changed.`,
        ),
      );
      expect(besideDb()).toEqual([]);
    } finally {
      removeAdminEndpoint(dataDir);
      await ctx.close();
      await database.close();
    }

    const said = await cli('restore', ['--file', file]);
    expect(said).toMatch(/^Restored .*harborstay\.tar\.gz into .*db\. The database it replaced is kept in /);
    const [aside, ...others] = besideDb();
    expect(others).toEqual([]);
    expect(aside).toMatch(/^db\.before-restore-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/);

    const restored = await openEmbedded();
    const rows = await propertiesIn(restored);
    const names = rows.map((row) => row.name);
    // Exactly the rows at the moment of the backup: those made before it, none made after, and
    // of the writes running alongside it those that PGlite ran before it (a prefix, in id order),
    // each whole: no property without its owner row.
    expect(names.slice(0, 2)).toEqual(['Aspen Lodge', 'Birch Cabin']);
    expect(names).not.toContain('After Backup');
    const during = rows.slice(2);
    for (const row of during) expect(row.ownerId).not.toBeNull();
    const liveDuring = (await propertiesAside(aside)).filter((row) => row.name.startsWith('During'));
    expect(during.map((row) => row.id)).toEqual(liveDuring.slice(0, during.length).map((row) => row.id));
    const [olivia] = await restored.db.select().from(users);
    expect(olivia?.firstName).toBe('Test');
  });

  it('waits for a transaction in progress and copies it whole', async () => {
    const database = await openDatabase({ dataDir: undefined });
    opened.push(database);
    const owner = await createUser(database.db, { email: 'olivia@example.com' });
    const file = path.join(folder, 'copy.tar.gz');

    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let hasStarted = () => {};
    const started = new Promise<void>((resolve) => (hasStarted = resolve));
    const order: string[] = [];
    const transaction = database.db.transaction(async (tx) => {
      await tx.insert(properties).values({ entityName: 'First half', streetAddress: '1 Road' });
      hasStarted();
      await gate;
      await tx.insert(properties).values({ entityName: 'Second half', streetAddress: '2 Road' });
    });
    await started;
    // The transaction is open with half its rows written: the backup must wait for its end.
    const backup = backupDatabase(database.db, { file, force: false }).then(() => order.push('backup'));
    // Let the event loop turn: a backup that did not wait would be taking its copy now.
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    order.push('release');
    release();
    await transaction;
    await backup;
    expect(order).toEqual(['release', 'backup']);

    await database.db.insert(properties).values({ entityName: 'After', streetAddress: '3 Road' });
    await cli('restore', ['--file', file]);
    const restored = await openEmbedded();
    const names = (await restored.db.select().from(properties).orderBy(asc(properties.id))).map(
      (row) => row.entityName,
    );
    expect(names).toEqual(['First half', 'Second half']);
    expect(await restored.db.select().from(users)).toMatchObject([{ id: owner.id }]);
  });

  it('backs up with no server running by opening the database itself, and never overwrites without --force', async () => {
    const database = await openEmbedded();
    const owner = await createUser(database.db, { email: 'olivia@example.com' });
    await createProperty(database.db, { ownerIds: [owner.id], entityName: 'Aspen Lodge' });
    await database.close();

    const file = path.join(folder, 'taken.tar.gz');
    writeFileSync(file, 'an earlier backup');
    await expect(cli('backup', ['--file', file])).rejects.toThrow(
      new AdminError(`${file} exists already: nothing was written. Add --force to replace it.`),
    );
    expect(readFileSync(file, 'utf8')).toBe('an earlier backup');

    expect(await cli('backup', ['--file', file, '--force'])).toMatch(/^Backed up the embedded database/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(folder)).toEqual(['taken.tar.gz']);

    rmSync(path.join(dataDir, 'db'), { recursive: true });
    await cli('restore', ['--file', file]);
    const restored = await openEmbedded();
    expect((await propertiesIn(restored)).map((row) => row.name)).toEqual(['Aspen Lodge']);
  });

  it('does not replace a file that appears while the backup is taken', async () => {
    const file = path.join(folder, 'raced.tar.gz');
    const attempt = writeBackup({
      file,
      force: false,
      dump: async () => {
        writeFileSync(file, 'written meanwhile');
        return new Uint8Array([1, 2, 3]);
      },
    });
    await expect(attempt).rejects.toThrow(/raced\.tar\.gz exists already: nothing was written/);
    expect(readFileSync(file, 'utf8')).toBe('written meanwhile');
    expect(readdirSync(folder)).toEqual(['raced.tar.gz']);
  });

  it('refuses through the server too: an existing file, a relative path', async () => {
    const database = await openEmbedded();
    const ctx = await createTestApp({ options: { database, adminToken: TOKEN } });
    try {
      const file = path.join(folder, 'taken.tar.gz');
      writeFileSync(file, 'an earlier backup');
      const ask = (args: Record<string, unknown>) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/internal/admin/',
          headers: { 'x-admin-token': TOKEN },
          payload: { command: 'backup', args },
        });
      const taken = await ask({ file });
      expect(taken.statusCode).toBe(400);
      expect(taken.json()).toMatchObject({ detail: expect.stringContaining('exists already') });
      const relative = await ask({ file: 'backup.tar.gz' });
      expect(relative.statusCode).toBe(400);
      expect(relative.json()).toMatchObject({
        detail: expect.stringContaining('--file: must be an absolute path'),
      });
      expect(readFileSync(file, 'utf8')).toBe('an earlier backup');
    } finally {
      await ctx.close();
    }
  });

  it('refuses a file that is not a backup of this database, and moves nothing', async () => {
    const database = await openEmbedded();
    const owner = await createUser(database.db, { email: 'olivia@example.com' });
    await createProperty(database.db, { ownerIds: [owner.id], entityName: 'Aspen Lodge' });
    const good = path.join(folder, 'good.tar.gz');
    await backupDatabase(database.db, { file: good, force: false });
    await database.close();
    const dbBefore = readdirSync(path.join(dataDir, 'db')).sort();

    // A PGlite database that is not this portal's: the same one without its migrations table.
    const stranger = await openEmbedded(path.join(folder, 'stranger'));
    await stranger.db.execute(sql`drop schema drizzle cascade`);
    const strangerFile = path.join(folder, 'stranger.tar.gz');
    await backupDatabase(stranger.db, { file: strangerFile, force: false });

    const archive = readFileSync(good);
    const corrupt: Record<string, [Buffer, RegExp]> = {
      'random.tar.gz': [Buffer.from('not an archive at all'), /it is not a whole gzip file/],
      'empty.tar.gz': [Buffer.alloc(0), /it is not a whole gzip file/],
      'truncated.tar.gz': [
        archive.subarray(0, Math.floor(archive.length / 2)),
        /it is not a whole gzip file/,
      ],
      'text.tar.gz': [gzipSync('a gzipped text, not a tarball'), /it is not a tar archive/],
      // PGlite opens it, but it is not this portal's database.
      'stranger.tar.gz': [readFileSync(strangerFile), /it has no migrations table/],
    };
    for (const [name, [bytes, reason]] of Object.entries(corrupt)) {
      const file = path.join(folder, name);
      writeFileSync(file, bytes);
      const attempt = cli('restore', ['--file', file]);
      await expect(attempt, name).rejects.toThrow(
        new RegExp(`^${escapeRegExp(file)} cannot be restored: .*Nothing was changed\\.$`),
      );
      await expect(attempt, name).rejects.toThrow(reason);
      expect(besideDb(), name).toEqual([]);
    }
    await expect(cli('restore', ['--file', path.join(folder, 'none.tar.gz')])).rejects.toThrow(
      /Cannot read .*none\.tar\.gz: ENOENT/,
    );

    expect(readdirSync(path.join(dataDir, 'db')).sort()).toEqual(dbBefore);
    const same = await openEmbedded();
    expect((await propertiesIn(same)).map((row) => row.name)).toEqual(['Aspen Lodge']);
  });
});

/** The database put aside by the restore, read for comparison. */
async function propertiesAside(name: string | undefined) {
  if (!name) throw new Error('no database was put aside');
  const database = await openEmbedded(path.join(dataDir, name));
  return propertiesIn(database);
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
