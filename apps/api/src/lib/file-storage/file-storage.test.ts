import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3 } from '../../testing/s3-server';
import { createLocalStorage, createS3Storage, type FileStorage } from '.';

function listFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** A stream of `chunks` chunks of 64 KiB that fails after sending them. */
function failingAfter(chunks: number) {
  let sent = 0;
  return new Readable({
    read() {
      if (sent === chunks) {
        this.destroy(new Error('client went away'));
        return;
      }
      sent += 1;
      this.push(Buffer.alloc(64 * 1024, sent));
    },
  });
}

const s3 = await startTestS3();
const folder = mkdtempSync(path.join(os.tmpdir(), 'harborstay-storage-'));
afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

describe.each([
  ['local folder', () => createLocalStorage(folder), () => listFiles(folder)],
  [
    'S3',
    () => createS3Storage(s3.options),
    () => listFiles(s3.directory).filter((file) => file.endsWith('._S3rver_object')),
  ],
] as const)('%s storage', (_name, create, storedFiles) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = create();
  });

  it('round-trips bytes, streamed in and out, byte for byte', async () => {
    const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7) % 256));
    const written = await storage.put(
      'documents/1/a.pdf',
      Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]),
      {
        contentType: 'application/pdf',
      },
    );
    expect(written.size).toBe(bytes.length);
    const file = await storage.get('documents/1/a.pdf');
    expect(file?.size).toBe(bytes.length);
    expect((await buffer(file?.body ?? Readable.from([]))).equals(bytes)).toBe(true);
    expect(await storage.exists('documents/1/a.pdf')).toBe(true);
  });

  it('answers null and false for a key with no file, and removes quietly', async () => {
    expect(await storage.get('documents/1/none.pdf')).toBeNull();
    expect(await storage.exists('documents/1/none.pdf')).toBe(false);
    await storage.put('documents/1/gone.txt', 'bye');
    await storage.remove('documents/1/gone.txt');
    expect(await storage.exists('documents/1/gone.txt')).toBe(false);
    await expect(storage.remove('documents/1/gone.txt')).resolves.toBeUndefined();
  });

  it('leaves nothing behind when the body fails midway, also past one multipart part', async () => {
    const before = storedFiles().length;
    // 8 MiB: more than one 5 MiB part, so the S3 upload is multipart and must be aborted.
    await expect(storage.put('documents/1/broken.pdf', failingAfter(128))).rejects.toThrow(
      'client went away',
    );
    await expect(storage.put('documents/1/small.pdf', failingAfter(2))).rejects.toThrow('client went away');
    expect(await storage.exists('documents/1/broken.pdf')).toBe(false);
    expect(await storage.exists('documents/1/small.pdf')).toBe(false);
    expect(storedFiles().length).toBe(before);
  });

  it('refuses keys that climb out or hide', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', '.hidden', 'a//b', 'a/.b', '']) {
      await expect(storage.put(key, 'x'), key).rejects.toThrow('invalid storage key');
    }
  });
});
