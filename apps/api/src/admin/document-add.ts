import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { DOCUMENT_TYPES, ZDocumentUploadFields, ZPathId } from '@harborstay/contracts';
import { documents, type Db, type Property } from '@harborstay/db';
import { todayIn } from '@harborstay/domain';
import type { FileStorage } from '../lib/file-storage';
import { sniffDocumentType, SNIFF_BYTES } from '../modules/documents/sniff';

/** The provider's document: any type (statements and agreements are theirs alone), the owners' other rules. */
export const ZDocumentAddArgs = z.object({
  property: ZPathId,
  type: z.enum(DOCUMENT_TYPES),
  name: ZDocumentUploadFields.shape.name,
  file: z.string().min(1, 'Give the path of the file'),
  date: z.iso.date().optional(),
  notes: ZDocumentUploadFields.shape.notes,
});
export type TDocumentAddArgs = z.output<typeof ZDocumentAddArgs>;

export class DocumentAddError extends Error {}

/**
 * Stores a file the provider gives (checked by its bytes, like an owner's upload) and its row;
 * the file is removed again when the row cannot be written.
 */
export async function addProviderDocument(
  db: Db,
  storage: FileStorage,
  property: Property,
  args: TDocumentAddArgs,
) {
  const file = path.resolve(args.file);
  const head = Buffer.alloc(SNIFF_BYTES);
  const handle = await open(file, 'r').catch(() => {
    throw new DocumentAddError(`Cannot read the file ${file}.`);
  });
  try {
    await handle.read(head, 0, SNIFF_BYTES, 0);
  } finally {
    await handle.close();
  }
  const type = sniffDocumentType(head);
  if (!type) throw new DocumentAddError(`${file} is not a PDF, PNG or JPEG file.`);
  const key = `documents/${property.id}/${randomUUID()}.${type.extension}`;
  const { size } = await storage.put(key, createReadStream(file), { contentType: type.mimeType });
  try {
    const [row] = await db
      .insert(documents)
      .values({
        propertyId: property.id,
        name: args.name,
        type: args.type,
        date: args.date ?? todayIn(property.timeZone),
        notes: args.notes ?? '',
        filePath: key,
        mimeType: type.mimeType,
        sizeBytes: size,
      })
      .returning();
    if (!row) throw new Error('document not inserted');
    return row;
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}
