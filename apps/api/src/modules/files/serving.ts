/** The types a browser may show in place; anything else is served as an attachment. */
const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

export function isInlineType(contentType: string): boolean {
  return INLINE_TYPES.has(contentType.split(';')[0]?.trim().toLowerCase() ?? '');
}

/**
 * A Content-Disposition header with the name in both forms of RFC 6266: an ASCII fallback (quotes,
 * backslashes and control characters replaced) and the exact UTF-8 name in `filename*`.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_') || 'file';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
