import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '@harborstay/contracts';
import { createTestApp } from '../../testing/test-app';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const ctx = await createTestApp();
afterAll(() => ctx.close());

const inAMinute = () => new Date(Date.now() + 60_000);

describe('GET /api/files/ (a signed address)', () => {
  it('serves the stored file with its type, inline for a PDF, nosniff, and no session', async () => {
    await ctx.app.fileStorage.put('documents/1/permit.pdf', PDF);
    const url = ctx.app.urlSigner.sign({
      key: 'documents/1/permit.pdf',
      contentType: 'application/pdf',
      fileName: 'Permit.pdf',
      expiresAt: inAMinute(),
    });
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PDF)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe(String(PDF.length));
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Permit.pdf"; filename*=UTF-8''Permit.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('serves an attachment when asked, and never a type a document cannot have', async () => {
    // A file of another type under documents/ is none of ours: refused, not served as a download.
    await ctx.app.fileStorage.put('documents/1/r.html', '<script>alert(1)</script>');
    const html = ctx.app.urlSigner.sign({
      key: 'documents/1/r.html',
      contentType: 'text/html',
      fileName: 'report.html',
      expiresAt: inAMinute(),
    });
    const page = await ctx.app.inject({ method: 'GET', url: html });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('script');

    await ctx.app.fileStorage.put('documents/1/p.png', PNG);
    const png = {
      key: 'documents/1/p.png',
      contentType: 'image/png',
      fileName: 'p.png',
      expiresAt: inAMinute(),
    };
    const inline = await ctx.app.inject({ method: 'GET', url: ctx.app.urlSigner.sign(png) });
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
    expect(inline.headers['content-security-policy']).toContain('sandbox');
    const download = await ctx.app.inject({
      method: 'GET',
      url: ctx.app.urlSigner.sign({ ...png, download: true }),
    });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers 404 with nothing of the file to an altered, expired or unsigned address, or a file gone', async () => {
    await ctx.app.fileStorage.put('documents/1/secret.pdf', PDF);
    const signed = ctx.app.urlSigner.sign({
      key: 'documents/1/secret.pdf',
      contentType: 'application/pdf',
      fileName: 'secret.pdf',
      expiresAt: inAMinute(),
    });
    const expired = ctx.app.urlSigner.sign({
      key: 'documents/1/secret.pdf',
      contentType: 'application/pdf',
      fileName: 'secret.pdf',
      expiresAt: new Date(Date.now() - 1000),
    });
    const gone = ctx.app.urlSigner.sign({
      key: 'documents/1/never.pdf',
      contentType: 'application/pdf',
      fileName: 'never.pdf',
      expiresAt: inAMinute(),
    });
    // A care report's address opens on its own route only (issue 28): never here, whatever it names.
    await ctx.app.fileStorage.put('care-reports/1/report.html', '<p>Report</p>');
    const careReport = ctx.app.urlSigner.sign({
      key: 'care-reports/1/report.html',
      contentType: 'text/html; charset=utf-8',
      fileName: 'care-report-1.html',
      expiresAt: inAMinute(),
    });
    for (const url of [
      careReport,
      signed.replace('secret.pdf', 'permit.pdf'),
      signed.replace('application%2Fpdf', 'text%2Fhtml'),
      signed.replace(/signature=[^&]+/, 'signature=AAAA'),
      signed.replace(/&signature=[^&]+/, ''),
      expired,
      gone,
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ detail: messages.notFound });
    }
  });
});
