import type { TDocumentMimeType } from '@harborstay/contracts';

/** Bytes enough to tell every accepted type apart. */
export const SNIFF_BYTES = 8;

const SIGNATURES: readonly { mimeType: TDocumentMimeType; bytes: readonly number[]; extension: string }[] = [
  // %PDF-
  { mimeType: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], extension: 'pdf' },
  { mimeType: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], extension: 'png' },
  { mimeType: 'image/jpeg', bytes: [0xff, 0xd8, 0xff], extension: 'jpg' },
];

/**
 * The type of a document by its first bytes (its magic number), never by its name or the type the
 * client claimed: an executable renamed `.pdf` or an SVG renamed `.png` is none of them.
 */
export function sniffDocumentType(
  head: Buffer,
): { mimeType: TDocumentMimeType; extension: string } | undefined {
  const found = SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte));
  return found && { mimeType: found.mimeType, extension: found.extension };
}
