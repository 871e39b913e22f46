import type { Readable } from 'node:stream';

/** What `get` answers: the bytes as a stream and their count. */
export type StoredFile = { body: Readable; size: number };

/**
 * Where uploaded and generated files live: a local folder (the default) or an S3-compatible
 * bucket, so several servers can share them (docs/decisions/0036). Keys are our own generated
 * names (`documents/12/3f0c….pdf`), never a user's file name.
 */
export type FileStorage = {
  readonly kind: 'local' | 's3';
  /**
   * Streams `body` under `key` and answers the bytes written. The file appears whole or not at
   * all: if the body fails or is aborted midway, nothing is left under the key.
   */
  put: (
    key: string,
    body: Readable | Buffer | string,
    options?: { contentType?: string },
  ) => Promise<{ size: number }>;
  /** The file, or null when there is none under the key. */
  get: (key: string) => Promise<StoredFile | null>;
  exists: (key: string) => Promise<boolean>;
  /** Removes the file; removing one that is not there is no error. */
  remove: (key: string) => Promise<void>;
};

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys are relative, slash-separated, and cannot climb out (`..`) or hide (`.x`). */
export function assertStorageKey(key: string): void {
  if (
    key.length > 512 ||
    !KEY.test(key) ||
    key.split('/').some((part) => part === '..' || part.startsWith('.'))
  )
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}
