import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
// s3rver ships no types; the little of it used here is typed below.
// @ts-expect-error -- no declaration file
import S3rverModule from 's3rver';
import type { S3StorageOptions } from '../lib/file-storage';

type S3rver = { run: () => Promise<AddressInfo>; close: () => Promise<void> };
const S3rver = S3rverModule as new (options: Record<string, unknown>) => S3rver;

/**
 * An S3-compatible server in this process, on 127.0.0.1 and a free port, with one empty bucket:
 * the S3 tests' stand-in for a real bucket. `close` stops it and removes its folder.
 */
export async function startTestS3(bucket = 'harborstay-test') {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'harborstay-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const options: S3StorageOptions = {
    bucket,
    endpoint: `http://127.0.0.1:${address.port}`,
    region: 'us-east-1',
    // s3rver's fixed credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    options,
    /** Where s3rver keeps the objects: a test can look for leftovers there. */
    directory,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
