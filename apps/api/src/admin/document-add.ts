import { constants, createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { DOCUMENT_TYPES, ZDate, ZDocumentUploadFields, ZPathId } from '@harborstay/contracts';
import type { Db, Property } from '@harborstay/db';
import { AppError } from '../errors';
import type { FileStorage } from '../lib/file-storage';
import { storeDocumentFile } from '../modules/provider/documents';

/** The provider's document: any type (statements and agreements are theirs alone), the owners' other rules. */
export const ZDocumentAddArgs = z.object({
  property: ZPathId,
  type: z.enum(DOCUMENT_TYPES),
  name: ZDocumentUploadFields.shape.name,
  file: z.string().min(1, 'Give the path of the file'),
  date: ZDate.optional(),
  notes: ZDocumentUploadFields.shape.notes,
});
export type TDocumentAddArgs = z.output<typeof ZDocumentAddArgs>;

export class DocumentAddError extends Error {}

/**
 * Stores a file the provider gives (checked by its bytes, like an owner's upload) and its row,
 * through the ingestion service's document call.
 */
export async function addProviderDocument(
  db: Db,
  storage: FileStorage,
  property: Property,
  args: TDocumentAddArgs,
) {
  const file = path.resolve(args.file);
  await access(file, constants.R_OK).catch(() => {
    throw new DocumentAddError(`Cannot read the file ${file}.`);
  });
  return storeDocumentFile(
    // One document published by the company: a statement tells its owners.
    { db, storage, notify: true },
    {
      propertyId: property.id,
      name: args.name,
      type: args.type,
      date: args.date,
      notes: args.notes,
      file: createReadStream(file),
    },
  ).catch((error: unknown) => {
    throw error instanceof AppError && error.statusCode === 400
      ? new DocumentAddError(`${file} is not a PDF, PNG or JPEG file.`)
      : error;
  });
}
