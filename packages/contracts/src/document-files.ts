/**
 * The files a document may be (docs/decisions/0037), the one list: the server recognises them by
 * their first bytes and serves only them, the upload dialog offers them, the preview shows each in
 * place as `preview` says, and the messages name them.
 */
export const DOCUMENT_FILE_TYPES = [
  { mimeType: 'application/pdf', extensions: ['pdf'], label: 'PDF', preview: 'pdf' },
  { mimeType: 'image/png', extensions: ['png'], label: 'PNG', preview: 'image' },
  { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'JPEG', preview: 'image' },
] as const;

export type TDocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];
export type TDocumentMimeType = TDocumentFileType['mimeType'];

export const DOCUMENT_MIME_TYPES: readonly TDocumentMimeType[] = DOCUMENT_FILE_TYPES.map(
  (type) => type.mimeType,
);

const labels = DOCUMENT_FILE_TYPES.map((type) => type.label);
/** The types by name, for the messages: "PDF, PNG or JPEG". */
export const DOCUMENT_FILE_NAMES = `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;

/** The file input's `accept`: each type and its extensions. */
export const DOCUMENT_FILE_ACCEPT = DOCUMENT_FILE_TYPES.flatMap((type) => [
  type.mimeType,
  ...type.extensions.map((extension) => `.${extension}`),
]).join(',');

/** The accepted type of this MIME type, or undefined for any other. */
export function documentFileTypeOf(mimeType: string): TDocumentFileType | undefined {
  return DOCUMENT_FILE_TYPES.find((type) => type.mimeType === mimeType);
}
