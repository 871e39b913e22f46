import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'harborstay-web-dist-'));
let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Harborstay</title>');
  writeFileSync(path.join(webDist, 'assets', 'index-Ab12Cd34.js'), 'console.log("app")');
  writeFileSync(path.join(webDist, 'assets', 'index-Ab12Cd34.js.map'), '{"sources":["src/secret.ts"]}');
  ctx = await createTestApp({ options: { webDist } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

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
