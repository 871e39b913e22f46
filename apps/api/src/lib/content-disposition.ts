/**
 * A Content-Disposition header with the name in both forms of RFC 6266: an ASCII fallback in
 * `filename` (anything outside printable ASCII, quotes, backslashes and `%` replaced, so no browser
 * misreads it) and the exact UTF-8 name in RFC 5987's `filename*`, which every current browser
 * prefers. The one builder of the header: file downloads and exports alike.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_') || 'file';
  // encodeURIComponent leaves ' ( ) * as they are; RFC 5987's attr-char allows none of them.
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
