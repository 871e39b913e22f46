export { createLocalStorage } from './local';
export { createS3Storage, type S3StorageOptions } from './s3';
export { assertStorageKey, type FileStorage, type StoredFile } from './types';

import { createLocalStorage } from './local';
import { createS3Storage, type S3StorageOptions } from './s3';
import type { FileStorage } from './types';

/** Where files live: a local folder (the default), or an S3-compatible bucket when S3_BUCKET is set. */
export type StorageConfig = { kind: 'local'; root: string } | ({ kind: 's3' } & S3StorageOptions);

/** The storage the configuration names. */
export function createFileStorage(config: StorageConfig): FileStorage {
  if (config.kind === 'local') return createLocalStorage(config.root);
  const { kind: _kind, ...options } = config;
  return createS3Storage(options);
}
