import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What a signed address serves: a stored file, its type and the name a browser saves it under. */
export type SignedFile = {
  /** The storage key (docs/decisions/0036). */
  key: string;
  /** The Content-Type it is served with (the one stored when the file was checked). */
  contentType: string;
  /** The file name of Content-Disposition. */
  fileName: string;
};

/** The query of a signed address; every field but `download` is covered by the signature. */
export type SignedFileQuery = {
  key: string;
  type: string;
  name: string;
  expires: string;
  signature: string;
  download?: string;
};

export type UrlSigner = {
  /** The path and query of a signed address of the file, valid until `expiresAt` (whole seconds). */
  sign: (file: SignedFile & { expiresAt: Date; download?: boolean }) => string;
  /** The file the query names, or null when the signature does not match or the address has expired. */
  verify: (query: Partial<Record<keyof SignedFileQuery, string>>, now?: Date) => SignedFile | null;
};

/** The public route that serves signed addresses (declared in contracts as fileEndpoints.signed). */
export const SIGNED_FILE_PATH = '/api/files/';

const SECRET_FILE = 'url-signing-secret';

/**
 * HMAC-SHA256 over the storage key, the expiry and the response type and name (the request's
 * method is not part of it), compared in constant time. The key names a file we stored, so an
 * address is bound to one file, one way of serving it and one expiry; altering any of them
 * breaks the signature. `download=1` is left out: turning inline into an attachment is always safe.
 */
export function createUrlSigner(secret: string): UrlSigner {
  if (secret.length < 32) throw new Error('the URL signing secret must be at least 32 characters');
  const mac = (fields: { key: string; type: string; name: string; expires: string }) =>
    createHmac('sha256', secret)
      .update(['v1', fields.key, fields.expires, fields.type, fields.name].join('\n'))
      .digest();
  return {
    sign({ key, contentType, fileName, expiresAt, download }) {
      const expires = String(Math.floor(expiresAt.getTime() / 1000));
      const fields = { key, type: contentType, name: fileName, expires };
      const query = new URLSearchParams({ ...fields, signature: mac(fields).toString('base64url') });
      if (download) query.set('download', '1');
      return `${SIGNED_FILE_PATH}?${query.toString()}`;
    },
    verify(query, now = new Date()) {
      const { key, type, name, expires, signature } = query;
      if (!key || !type || name === undefined || !expires || !signature) return null;
      if (!/^\d{1,12}$/.test(expires)) return null;
      // The exact canonical text: Node's base64url decoding is lenient (it skips an appended `=`,
      // `.` or `!` and reads `+/` as `-_`), so decoded bytes would let altered addresses verify.
      const given = Buffer.from(signature);
      const expected = Buffer.from(mac({ key, type, name, expires }).toString('base64url'));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (Number(expires) * 1000 <= now.getTime()) return null;
      return { key, contentType: type, fileName: name };
    },
  };
}

/**
 * The secret of URL_SIGNING_SECRET, or else the one kept in `${DATA_DIR}/url-signing-secret`,
 * made on first start: links stay valid across restarts, and servers that share a DATA_DIR (or
 * set the same variable) accept each other's links.
 */
export function loadUrlSigningSecret(options: { configured: string | undefined; dataDir: string }): string {
  if (options.configured) return options.configured;
  const file = path.join(options.dataDir, SECRET_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }
  mkdirSync(options.dataDir, { recursive: true });
  try {
    // 'wx': if another process made it first, read theirs instead of overwriting it.
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
