import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'harborstay-web-dist-'));
let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Harborstay</title>');
  writeFileSync(path.join(webDist, 'assets', 'index-Ab12Cd34.js'), 'console.log("app")');
  writeFileSync(path.join(webDist, 'assets', 'index-Ab12Cd34.js.map'), '{"sources":["src/secret.ts"]}');
  // What the build's precompress step writes beside a file.
  writeFileSync(
    path.join(webDist, 'assets', 'index-Ab12Cd34.js.br'),
    brotliCompressSync('console.log("app")'),
  );
  writeFileSync(path.join(webDist, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync('console.log("app")'));
  writeFileSync(
    path.join(webDist, 'index.html.br'),
    brotliCompressSync('<!doctype html><title>Harborstay</title>'),
  );
  ctx = await createTestApp({ options: { webDist } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('the built web app', () => {
  it('serves the assets, and the page for any other path', async () => {
    expect((await get('/assets/index-Ab12Cd34.js')).body).toBe('console.log("app")');
    const page = await get('/owner/dashboard');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Harborstay</title>');
  });

  it('lets browsers keep the hashed assets for a year and ask again for the page', async () => {
    const asset = await get('/assets/index-Ab12Cd34.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/owner/dashboard')).headers['cache-control']).toBe('no-cache');
  });

  it('answers each browser in the smallest encoding it accepts', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("app")');

    const gz = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log("app")');

    const plain = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');

    const page = await get('/owner/dashboard', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Harborstay</title>');
  });

  it('serves the compressed copies only in place of their file, and no page for a missing asset', async () => {
    expect((await get('/assets/index-Ab12Cd34.js.br')).statusCode).toBe(404);
    const missing = await get('/assets/index-Gone0000.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<title>');
  });

  it('compresses API answers over 1 KB for a browser that accepts it, and not the small ones', async () => {
    const openApi = await get('/api/openapi.json', { 'accept-encoding': 'br, gzip' });
    expect(openApi.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(openApi.rawPayload).toString()).openapi).toMatch(/^3/);
    const health = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it('never serves a source map', async () => {
    const map = await get('/assets/index-Ab12Cd34.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
  });

  it('sends the page with the security headers, framing forbidden', async () => {
    const page = await get('/owner/dashboard');
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
