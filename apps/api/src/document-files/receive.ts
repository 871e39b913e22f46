import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { messages, type TDocument, type TDocumentType } from '@harborstay/contracts';
import type { documents } from '@harborstay/db';
import { todayIn } from '@harborstay/domain';
import { badRequest } from '../errors';
import type { FileStorage } from '../lib/file-storage';
import { isClientGone } from '../lib/server-timeouts';
import { drain, streamToStorage, type StoredUpload } from './upload';

export type DocumentRow = typeof documents.$inferSelect;
/** A document's row before it is written: who wrote it is the caller's to add. */
export type NewDocument = Omit<typeof documents.$inferInsert, 'id' | 'uploadedBy' | 'createdAt'>;

/** What receiving a document needs: where its file goes, how large it may be, where failures are logged. */
export type ReceiveContext = { storage: FileStorage; maxBytes: number; log: FastifyBaseLogger };

/** Room for the text fields and the multipart envelope beside the file, in a declared Content-Length. */
const ENVELOPE_BYTES = 64 * 1024;
const TEXT_FIELDS = new Set(['name', 'type', 'date', 'notes']);

export function toDocument(row: DocumentRow): TDocument {
  return {
    id: row.id,
    name: row.name,
    type: row.type as TDocumentType,
    date: row.date,
    year: Number(row.date.slice(0, 4)),
    month: Number(row.date.slice(5, 7)),
    notes: row.notes ?? '',
    mime_type: row.mimeType,
    size_bytes: row.sizeBytes,
    created_at: row.createdAt.toISOString(),
  };
}

type FieldErrors = Record<string, string[]>;

/** What the text fields of an upload give once checked: the owners' rules or the provider's. */
export type DocumentFieldValues = { name: string; type: TDocumentType; date?: string; notes?: string };

type CheckedFields = { values: DocumentFieldValues; errors?: undefined } | { errors: FieldErrors };

function checkFields(schema: z.ZodType<DocumentFieldValues>, fields: Record<string, string>): CheckedFields {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return { values: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'non_field_errors');
    errors[field] ??= [issue.message];
  }
  return { errors };
}

export type DocumentUpload = {
  /** A property the caller may reach, already checked: nothing here looks at who is asking. */
  propertyId: number;
  /** The property's time zone: a document sent without a date is dated today there. */
  timeZone: string;
  /** The text fields' rules: the owners' (three types) or the provider's (all six). */
  fields: z.ZodType<DocumentFieldValues>;
  request: FastifyRequest;
  /** Writes the row once the file is stored; when it fails, the file is removed again. */
  insert: (values: NewDocument) => Promise<DocumentRow>;
};

/**
 * Receives a multipart upload of a document, for the owners' route and the provider's alike
 * (docs/decisions/0037): the text fields sent before the file checked before the file is stored;
 * the file streamed to storage under a generated name, its type recognised by its first bytes;
 * then the row. The file and the row are kept together or not at all: any failure after the file
 * is stored removes it, and a body cut off midway stores nothing.
 */
export async function receiveDocument(ctx: ReceiveContext, upload: DocumentUpload): Promise<TDocument> {
  const { propertyId, request } = upload;
  const tooLarge = { file: [messages.documentTooLarge(Math.round(ctx.maxBytes / (1024 * 1024)))] };
  if (!request.isMultipart()) throw badRequest({ file: [messages.required] });
  if (Number(request.headers['content-length']) > ctx.maxBytes + ENVELOPE_BYTES) throw badRequest(tooLarge);

  const fields: Record<string, string> = {};
  let stored: StoredUpload | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: ctx.maxBytes, files: 1, fields: 8, fieldSize: 4096, parts: 10 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (TEXT_FIELDS.has(part.fieldname) && typeof part.value === 'string')
          fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file') {
        await drain(part.file);
        continue;
      }
      // Fields sent ahead of the file (as the portal sends them) are refused before it is stored.
      const early = checkFields(upload.fields, fields).errors;
      if (early && Object.keys(fields).length > 0) {
        await drain(part.file);
        throw badRequest(early);
      }
      stored = await streamToStorage(ctx.storage, propertyId, part.file);
      if (!stored) throw badRequest({ file: [messages.documentFileType] });
    }
    const checked = checkFields(upload.fields, fields);
    if (checked.errors) throw badRequest(checked.errors);
    if (!stored) throw badRequest({ file: [messages.required] });
    const { values } = checked;
    const row = await upload.insert({
      propertyId,
      name: values.name,
      type: values.type,
      date: values.date || todayIn(upload.timeZone),
      notes: values.notes ?? '',
      filePath: stored.key,
      mimeType: stored.mimeType,
      sizeBytes: stored.size,
    });
    return toDocument(row);
  } catch (error) {
    if (stored) {
      const { key } = stored;
      await ctx.storage
        .remove(key)
        .catch((removal: unknown) =>
          ctx.log.error({ err: removal, key }, 'could not remove the file of a failed upload'),
        );
    }
    // A client that went away hears nothing: the error handler logs it as such (issue 28).
    throw isClientGone(request.raw) ? error : translateUploadError(ctx.log, error, tooLarge);
  }
}

/**
 * Busboy's words for a body that ended or broke before its closing boundary, or that names no
 * boundary at all (`multipart/form-data` alone: issue 28).
 */
const BROKEN_BODY = /Unexpected end of (form|multipart data)|Malformed part header|Boundary not found/i;

/**
 * The multipart reader's refusals as the contract's 400 bodies; anything else as it is. A body cut
 * off inside the file part is the client's doing, logged at info: the reader then destroys the
 * file's stream without an error, so whatever was reading it (the type sniffing, the storage's
 * pipeline) fails with Node's "Premature close" rather than busboy's words (issue 43, item 12).
 */
function translateUploadError(log: FastifyBaseLogger, error: unknown, tooLarge: FieldErrors): unknown {
  if (!(error instanceof Error)) return error;
  const code = 'code' in error ? error.code : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return badRequest(tooLarge);
  if (code === 'FST_FILES_LIMIT') return badRequest({ file: [messages.documentOneFile] });
  if (
    code === 'FST_PARTS_LIMIT' ||
    code === 'FST_FIELDS_LIMIT' ||
    code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    BROKEN_BODY.test(error.message)
  ) {
    log.info({ code, reason: error.message }, 'upload broken');
    return badRequest({ non_field_errors: [messages.documentUploadBroken] });
  }
  return error;
}
