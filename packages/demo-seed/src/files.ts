import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A file the seed writes to the storage; `path` is its storage key, as stored in the rows. */
export type SeedFile = { path: string; content: string | Buffer };

/**
 * What the seed needs of the API's file storage (apps/api/src/lib/file-storage, decision 0036):
 * the seed writes through the same interface as uploads, so the demo's files land in the
 * configured folder or bucket.
 */
export type SeedStorage = {
  put: (key: string, body: string | Buffer) => Promise<unknown>;
  exists: (key: string) => Promise<boolean>;
  remove: (key: string) => Promise<void>;
};

const PARALLEL_WRITES = 16;

/**
 * Writes the files, adding to `created` the key of each file it created, also when it fails
 * halfway, so the caller can clean up. Files already there (from an earlier seed) are
 * overwritten but not added: cleaning up after a failed seed never deletes a file another
 * seed's rows point to.
 */
export async function writeSeedFiles(
  storage: SeedStorage,
  files: readonly SeedFile[],
  created: string[],
): Promise<void> {
  const writeOne = async ({ path: key, content }: SeedFile) => {
    const existed = await storage.exists(key);
    await storage.put(key, content);
    if (!existed) created.push(key);
  };
  for (let i = 0; i < files.length; i += PARALLEL_WRITES) {
    // allSettled: every write of the batch has finished (and is recorded) before a failure is thrown.
    const results = await Promise.allSettled(files.slice(i, i + PARALLEL_WRITES).map(writeOne));
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  }
}

/** Best-effort removal of files written by a seed that then failed. */
export async function removeSeedFiles(storage: SeedStorage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
}

/**
 * A plain folder as the seed's storage, for the seed's own tests and bench (the server passes
 * its configured storage instead).
 */
export function folderSeedStorage(root: string): SeedStorage {
  const resolve = (key: string) => {
    const target = path.resolve(root, key);
    if (!target.startsWith(path.resolve(root) + path.sep))
      throw new Error(`seed file outside the folder: ${key}`);
    return target;
  };
  return {
    put: async (key, body) => {
      await mkdir(path.dirname(resolve(key)), { recursive: true });
      await writeFile(resolve(key), body);
    },
    exists: async (key) => existsSync(resolve(key)),
    remove: async (key) => rm(resolve(key), { force: true }),
  };
}
