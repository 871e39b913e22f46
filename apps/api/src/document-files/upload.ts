import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FileStorage } from '../lib/file-storage';
import { sniffDocumentType, SNIFF_BYTES } from './sniff';

/** Where the documents' files are stored; the signed-file route serves nothing else. */
export const DOCUMENT_KEY_PREFIX = 'documents/';

export type StoredUpload = { key: string; mimeType: string; extension: string; size: number };

/** The file's own stream, read until it ends, without keeping it: a refused file's rest is skipped. */
export async function drain(file: Readable): Promise<void> {
  for await (const _chunk of file);
}

/**
 * Streams a document's file (an upload's part, a file on disk) to storage under a generated key in
 * its property's folder, after reading only its first bytes to recognise its type. Answers
 * undefined (having skipped the rest) when the type is not one a document may have. The body is
 * never held whole in memory; a stream that fails midway (too large, cut off) rejects, and the
 * storage then keeps nothing.
 */
export async function streamToStorage(
  storage: FileStorage,
  propertyId: number,
  file: Readable,
): Promise<StoredUpload | undefined> {
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head = Buffer.alloc(0);
  while (head.length < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    head = Buffer.concat([head, next.value]);
  }
  const type = sniffDocumentType(head);
  if (!type) {
    await drain(file);
    return undefined;
  }
  const body = Readable.from(
    (async function* () {
      yield head;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    })(),
  );
  const key = `${DOCUMENT_KEY_PREFIX}${propertyId}/${randomUUID()}.${type.extension}`;
  const { size } = await storage.put(key, body, { contentType: type.mimeType });
  return { key, size, ...type };
}
