import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createUrlSigner, loadUrlSigningSecret, SIGNED_FILE_PATH } from './url-signer';

const SECRET = 'a'.repeat(43);
const file = { key: 'documents/3/f00d.pdf', contentType: 'application/pdf', fileName: 'Permit 2026.pdf' };
const NOW = new Date('2026-11-24T12:00:00Z');
const LATER = new Date('2026-11-24T12:05:00Z');

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://portal.test').searchParams);

describe('createUrlSigner', () => {
  const signer = createUrlSigner(SECRET);

  it('signs an address of the signed-file route that verifies to the same file until it expires', () => {
    const url = signer.sign({ ...file, expiresAt: LATER });
    expect(url.startsWith(SIGNED_FILE_PATH + '?')).toBe(true);
    expect(signer.verify(queryOf(url), NOW)).toEqual(file);
    expect(signer.verify(queryOf(url), new Date('2026-11-24T12:04:59Z'))).toEqual(file);
    expect(signer.verify(queryOf(url), LATER)).toBeNull();
    expect(signer.verify(queryOf(url), new Date('2026-11-25T00:00:00Z'))).toBeNull();
  });

  it.each([
    ['key', 'documents/3/other.pdf'],
    ['type', 'text/html'],
    ['name', 'evil.html'],
    ['expires', String(Math.floor(LATER.getTime() / 1000) + 3600)],
    ['signature', 'A'.repeat(43)],
    ['signature', 'short'],
  ])('refuses the address with its %s altered', (field, value) => {
    const query = { ...queryOf(signer.sign({ ...file, expiresAt: LATER })), [field]: value };
    expect(signer.verify(query, NOW)).toBeNull();
  });

  it('refuses a signature written any other way than its canonical text (issue 28)', () => {
    const query = queryOf(signer.sign({ ...file, expiresAt: LATER }));
    const signature = query.signature ?? '';
    const standard = Buffer.from(signature, 'base64url').toString('base64');
    const variants = [`${signature}=`, `${signature}.`, `${signature}!`, ` ${signature}`, standard];
    for (const variant of variants)
      expect(signer.verify({ ...query, signature: variant }, NOW), variant).toBeNull();
    expect(signer.verify(query, NOW)).toEqual(file);
  });

  it('refuses an address with a field missing, and one signed with another secret', () => {
    const query = queryOf(signer.sign({ ...file, expiresAt: LATER }));
    for (const field of ['key', 'type', 'expires', 'signature'])
      expect(signer.verify({ ...query, [field]: undefined }, NOW), field).toBeNull();
    const other = createUrlSigner('b'.repeat(43));
    expect(other.verify(query, NOW)).toBeNull();
  });

  it('leaves download out of the signature: it only turns inline into an attachment', () => {
    const url = signer.sign({ ...file, expiresAt: LATER, download: true });
    expect(queryOf(url).download).toBe('1');
    expect(signer.verify(queryOf(url), NOW)).toEqual(file);
  });

  it('refuses a secret too short to be one', () => {
    expect(() => createUrlSigner('short')).toThrow('at least 32 characters');
  });
});

describe('loadUrlSigningSecret', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harborstay-secret-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prefers the configured secret and writes nothing', () => {
    expect(loadUrlSigningSecret({ configured: SECRET, dataDir })).toBe(SECRET);
    expect(() => statSync(path.join(dataDir, 'url-signing-secret'))).toThrow();
  });

  it('makes one under DATA_DIR on first use, private to the server, and keeps it across restarts', () => {
    const first = loadUrlSigningSecret({ configured: undefined, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(43);
    const stored = path.join(dataDir, 'url-signing-secret');
    expect(readFileSync(stored, 'utf8').trim()).toBe(first);
    expect(statSync(stored).mode & 0o777).toBe(0o600);
    expect(loadUrlSigningSecret({ configured: undefined, dataDir })).toBe(first);
  });
});
