// Screenshots of pages as an owner sees them, at desktop and phone width, for a person to look at.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir]   (a running server with the demo data)
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.mjs';

const baseUrl = process.argv[2] ?? 'http://localhost:8080';
const outDir = path.resolve(process.argv[3] ?? 'screenshots');
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const login = await fetch(`${baseUrl}/api/auth/login/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'owner@demo.test', password: 'Harborstay#2026' }),
}).then((r) => r.json());
const [firstProperty] = await fetch(`${baseUrl}/api/owners/owner/properties/`, {
  headers: { authorization: `Token ${login.key}` },
}).then((r) => r.json());

const PAGES = [
  { name: 'login', path: '/login', signedIn: false },
  { name: 'terms', path: '/terms/', signedIn: false },
  { name: 'dashboard', path: '/owner/dashboard', signedIn: true },
  { name: 'properties', path: '/owner/properties', signedIn: true },
  { name: 'co-owners', path: '/owner/co-owners', signedIn: true },
  { name: 'property-info', path: `/owner/property-details/${firstProperty.id}`, signedIn: true },
  { name: 'documents', path: `/owner/property-document/${firstProperty.id}`, signedIn: true },
  { name: 'property-care', path: `/owner/property-care/${firstProperty.id}`, signedIn: true },
  { name: 'reservations-report', path: '/owner/financial/reservation-feed/', signedIn: true },
  { name: 'profile', path: '/profile', signedIn: true },
];

for (const width of [1440, 390]) {
  const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } });
  const page = await context.newPage();
  for (const { name, path: pagePath, signedIn } of PAGES) {
    await page.goto(`${baseUrl}/login`);
    await page.evaluate(
      (session) => {
        localStorage.clear();
        if (session) localStorage.setItem('harborstay_user', JSON.stringify(session));
      },
      signedIn ? login : null,
    );
    await page.goto(`${baseUrl}${pagePath}`);
    await page.waitForLoadState('networkidle');
    const file = path.join(outDir, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: false });
    console.log(file);
  }
  await context.close();
}
await browser.close();
