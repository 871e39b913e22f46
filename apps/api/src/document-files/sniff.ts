import { DOCUMENT_FILE_TYPES, type TDocumentMimeType } from '@harborstay/contracts';

/** The first bytes of each accepted type: a type added to the contracts' list needs its own here. */
const SIGNATURES: Record<TDocumentMimeType, readonly number[]> = {
  // %PDF-
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/** Bytes enough to tell every accepted type apart. */
export const SNIFF_BYTES = Math.max(...Object.values(SIGNATURES).map((bytes) => bytes.length));

/**
 * The type of a document by its first bytes (its magic number), never by its name or the type the
 * client claimed: an executable renamed `.pdf` or an SVG renamed `.png` is none of them. The
 * extension it is stored under is its type's first.
 */
export function sniffDocumentType(
  head: Buffer,
): { mimeType: TDocumentMimeType; extension: string } | undefined {
  const found = DOCUMENT_FILE_TYPES.find(({ mimeType }) =>
    SIGNATURES[mimeType].every((byte, i) => head[i] === byte),
  );
  return found && { mimeType: found.mimeType, extension: found.extensions[0] };
}
