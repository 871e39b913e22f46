import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A file the seed writes under the uploads folder; `path` is relative to it, as stored in the rows. */
export type SeedFile = { path: string; content: string | Buffer };

const PARALLEL_WRITES = 64;

/**
 * Writes the files, adding to `created` the absolute path of each file it created, also when
 * it fails halfway, so the caller can clean up. Files already there (from an earlier seed)
 * are overwritten but not added: cleaning up after a failed seed never deletes a file
 * another seed's rows point to.
 */
export async function writeSeedFiles(
  uploadsDir: string,
  files: readonly SeedFile[],
  created: string[],
): Promise<void> {
  const root = path.resolve(uploadsDir);
  const targets = files.map((file) => {
    const target = path.resolve(root, file.path);
    if (!target.startsWith(root + path.sep))
      throw new Error(`seed file outside the uploads folder: ${file.path}`);
    return { target, content: file.content };
  });
  const folders = [...new Set(targets.map(({ target }) => path.dirname(target)))];
  for (const folder of folders) await mkdir(folder, { recursive: true });

  const writeOne = async ({ target, content }: { target: string; content: string | Buffer }) => {
    try {
      await writeFile(target, content, { flag: 'wx' });
      created.push(target);
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      await writeFile(target, content);
    }
  };
  for (let i = 0; i < targets.length; i += PARALLEL_WRITES) {
    // allSettled: every write of the batch has finished (and is recorded) before a failure is thrown.
    const results = await Promise.allSettled(targets.slice(i, i + PARALLEL_WRITES).map(writeOne));
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  }
}

/** Best-effort removal of files written by a seed that then failed. */
export async function removeSeedFiles(absolutePaths: readonly string[]): Promise<void> {
  await Promise.allSettled(absolutePaths.map((file) => rm(file, { force: true })));
}
