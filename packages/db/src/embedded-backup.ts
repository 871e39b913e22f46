import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { Db } from './client';

/**
 * Backup and restore of the embedded database (PGlite): a gzipped tarball of its data folder.
 * PostgreSQL has pg_dump and pg_restore for this; nothing here applies to it.
 */

/** The extensions the schema needs: the same list openDatabase gives PGlite (client.ts). */
const extensions = { btree_gist };

/** Where drizzle's migrator records what it applied (its defaults, which openDatabase keeps). */
const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

/** A database folder or archive that cannot be backed up or restored, with the reason. */
export class EmbeddedBackupError extends Error {}

/** The PGlite client under a Drizzle database, or undefined when it is PostgreSQL. */
export function embeddedClientOf(db: Db): PGlite | undefined {
  const client: unknown = '$client' in db ? db.$client : undefined;
  return client instanceof PGlite ? client : undefined;
}

/**
 * A gzipped tarball of the live database's folder, holding exactly the transactions committed
 * before it and none of those after.
 *
 * PGlite serialises its callers with two locks: `query()`, `exec()` and `transaction()` first take
 * the transaction lock (a transaction holds it from BEGIN to COMMIT, which is how Drizzle's
 * `db.transaction` and every single statement reach PGlite), then the query lock for each
 * statement; `runExclusive()` takes the query lock alone. Taking both, in that same order, means
 * no statement runs and no transaction is open while the folder is read: writes in flight wait
 * in line and complete after. CHECKPOINT first writes every committed page into the data files,
 * so the copy needs no WAL replay to be whole. The tarball is read synchronously (dumpDataDir
 * walks PGlite's file system without yielding), and compressed after the locks are released so
 * that requests wait only for the copy, not for gzip.
 */
export async function dumpEmbeddedDatabase(client: PGlite): Promise<Uint8Array> {
  const tarball = await client.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    return client.runExclusive(() => client.dumpDataDir('none'));
  });
  return promisify(gzip)(new Uint8Array(await tarball.arrayBuffer()));
}

/** The same tarball of a database folder no process has open (no server running). */
export async function dumpEmbeddedDatabaseFolder(dataDir: string): Promise<Uint8Array> {
  // PGlite would create an empty database in a folder that holds none, and back that up.
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new EmbeddedBackupError(`There is no embedded database in ${dataDir}.`);
  }
  // Not openDatabase: a backup copies the database as it is, without migrating it first.
  const client = await PGlite.create({ dataDir, extensions });
  try {
    return await dumpEmbeddedDatabase(client);
  } finally {
    await client.close();
  }
}

/**
 * Unpacks an archive of dumpEmbeddedDatabase into `into` (a new, empty folder) and proves it is
 * this portal's database: PGlite opens it, answers `select 1`, and it holds the migrations
 * table with at least one migration applied. That last check matters: PGlite quietly creates a
 * fresh, empty database when the archive holds none. Closing it leaves a cleanly shut down
 * database in `into`. On a refusal the caller removes `into`.
 */
export async function unpackEmbeddedArchive(archive: Uint8Array, into: string): Promise<void> {
  const tarball = await promisify(gunzip)(archive).catch((error: unknown) => {
    throw new EmbeddedBackupError(`it is not a whole gzip file (${describe(error)})`);
  });
  assertDataFolderTarball(tarball);
  // An untyped Blob of a tarball that passed the checks above: PGlite unpacks it as it is. (Given
  // anything else, its loader tries gunzip through a DecompressionStream whose failed writes
  // reject unhandled, which would end the process.)
  const client = await PGlite.create({ dataDir: into, loadDataDir: new Blob([tarball]), extensions }).catch(
    (error: unknown) => {
      throw new EmbeddedBackupError(`it does not open as a PGlite database (${describe(error)})`);
    },
  );
  try {
    await client.query('select 1');
    const { rows } = await client.query<{ present: boolean }>(
      `select to_regclass('${MIGRATIONS_TABLE}') is not null as present`,
    );
    if (!rows[0]?.present) {
      throw new EmbeddedBackupError(
        "it opens as a PGlite database, but not as this portal's: it has no migrations table",
      );
    }
    const applied = await client.query<{ count: number }>(
      `select count(*)::int as count from ${MIGRATIONS_TABLE}`,
    );
    if (!applied.rows[0]?.count) throw new EmbeddedBackupError('its migrations table is empty');
  } catch (error) {
    if (error instanceof EmbeddedBackupError) throw error;
    throw new EmbeddedBackupError(`it opens as a PGlite database but does not answer (${describe(error)})`);
  } finally {
    await client.close();
  }
}

const RECORD = 512;

/**
 * Walks the tarball's ustar headers as PGlite's loader will (each with the ustar magic and a
 * right checksum, each file's data inside the tarball, then only zeros), and requires the
 * data folder's PG_VERSION at its top.
 */
function assertDataFolderTarball(tarball: Uint8Array) {
  const text = (from: number, length: number) =>
    new TextDecoder().decode(tarball.subarray(from, from + length)).replace(/\0.*$/s, '');
  let hasVersion = false;
  let offset = 0;
  while (offset + RECORD <= tarball.length) {
    const header = tarball.subarray(offset, offset + RECORD);
    if (header.every((byte) => byte === 0)) break;
    let sum = 0;
    for (let i = 0; i < RECORD; i += 1) sum += i >= 148 && i < 156 ? 32 : (header[i] ?? 0);
    const size = Number.parseInt(text(offset + 124, 12).trim() || '0', 8);
    if (
      !text(offset + 257, 6).startsWith('ustar') ||
      Number.parseInt(text(offset + 148, 8).trim(), 8) !== sum ||
      !Number.isSafeInteger(size) ||
      size < 0
    ) {
      throw new EmbeddedBackupError(`it is not a tar archive (a bad header at byte ${offset})`);
    }
    if (text(offset, 100).replace(/^\/+/, '') === 'PG_VERSION') hasVersion = true;
    offset += RECORD + Math.ceil(size / RECORD) * RECORD;
    if (offset > tarball.length) throw new EmbeddedBackupError('the tar archive inside it is cut short');
  }
  if (!tarball.subarray(offset).every((byte) => byte === 0)) {
    throw new EmbeddedBackupError(`it is not a tar archive (stray bytes at byte ${offset})`);
  }
  if (!hasVersion) throw new EmbeddedBackupError('it holds no PostgreSQL data folder (no PG_VERSION)');
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
