import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage } from './types';

/**
 * Files under one folder (`${DATA_DIR}/uploads` by default). A write goes to a temporary name
 * beside its target and is renamed into place once complete, so a reader never sees half a file
 * and a failed write leaves nothing behind.
 */
export function createLocalStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const resolve = (key: string) => {
    assertStorageKey(key);
    const target = path.resolve(base, key);
    if (!target.startsWith(base + path.sep)) throw new Error(`storage key outside the folder: ${key}`);
    return target;
  };
  return {
    kind: 'local',
    async put(key, body) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${randomUUID()}.part`;
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      const source =
        typeof body === 'string' || Buffer.isBuffer(body) ? Readable.from([Buffer.from(body)]) : body;
      // The file is opened before the pipeline starts: a write stream left to open it itself may
      // create it after a failed pipeline has already rejected and the partial file was removed.
      const file = await open(partial, 'wx', 0o600);
      try {
        await pipeline(source, counter, file.createWriteStream());
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { size };
    },
    async get(key) {
      const target = resolve(key);
      try {
        const info = await stat(target);
        if (!info.isFile()) return null;
        return { body: createReadStream(target), size: info.size };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(resolve(key))).isFile();
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}

function isNotFound(error: unknown) {
  return error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');
}
