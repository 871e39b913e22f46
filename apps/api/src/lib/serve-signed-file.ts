import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { notFound } from '../errors';
import type { FileStorage } from './file-storage';
import type { SignedFile } from './url-signer';

/** A kind of stored file and the route that serves it: the folder its files are kept in and their types. */
export type StoredFileKind = { keyPrefix: string; contentTypes: readonly string[] };

/**
 * The one path that serves a stored file (docs/decisions/0036): the file of a verified signed
 * address, on the route of its kind only. An address that did not verify, one of another kind
 * (another folder or another type: a care report on the documents' route, a document on the care
 * reports') and a file gone all answer 404 alike, with nothing of the file. The answer carries the
 * signed type, the length and nosniff, and the headers of the route (`headers`: null removes one
 * the app set). It answers the file's stream for the handler to return.
 */
export async function serveSignedFile(input: {
  file: SignedFile | null;
  kind: StoredFileKind;
  storage: FileStorage;
  reply: FastifyReply;
  headers: (file: SignedFile) => Record<string, string | null>;
}): Promise<Readable> {
  const { file, kind, reply } = input;
  const isOfKind = file?.key.startsWith(kind.keyPrefix) && kind.contentTypes.includes(file.contentType);
  const stored = file && isOfKind ? await input.storage.get(file.key) : null;
  if (!file || !stored) throw notFound();
  reply
    .header('content-type', file.contentType)
    .header('content-length', stored.size)
    .header('x-content-type-options', 'nosniff');
  for (const [name, value] of Object.entries(input.headers(file))) {
    if (value === null) reply.removeHeader(name);
    else reply.header(name, value);
  }
  return stored.body;
}
