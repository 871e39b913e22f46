import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '@harborstay/db';
import { createProperty, createTestApp, createUser } from '../testing/test-app';
import { AdminError, runAdminCommand } from './commands';
import { testAdminDeps } from '../testing/admin-deps';
import { renderDocumentPdf } from '../lib/pdf/document-pdf';

const PDF = await renderDocumentPdf({
  brand: 'Harborstay',
  title: 'Owner statement',
  sections: [],
  date: '2026-10-31',
});

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let folder: string;
let propertyId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  folder = mkdtempSync(path.join(os.tmpdir(), 'harborstay-admin-doc-'));
  writeFileSync(path.join(folder, 'statement.pdf'), PDF);
  writeFileSync(path.join(folder, 'tool.pdf'), Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4]));
  const owner = await createUser(ctx.db, { email: 'olivia@example.com' });
  propertyId = (await createProperty(ctx.db, { ownerIds: [owner.id] })).id;
});
afterAll(async () => {
  await ctx.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('npm run admin -- document:add', () => {
  const run = (args: Record<string, string>) =>
    runAdminCommand(ctx.db, 'document:add', args, testAdminDeps(ctx.app.fileStorage));

  it("adds a provider's Monthly statement, stored through the file storage", async () => {
    const said = await run({
      property: String(propertyId),
      type: 'Monthly statements',
      name: 'October 2026 statement',
      date: '2026-10-31',
      file: path.join(folder, 'statement.pdf'),
    });
    expect(said).toMatch(
      /^Added Monthly statements "October 2026 statement" dated 2026-10-31 \(application\/pdf, \d+ bytes\) as document \d+ of property/,
    );
    const [row] = await ctx.db.select().from(documents);
    expect(row).toMatchObject({
      type: 'Monthly statements',
      mimeType: 'application/pdf',
      sizeBytes: PDF.length,
    });
    const stored = await ctx.app.fileStorage.get(row?.filePath ?? '');
    if (!stored) throw new Error('the file was not stored');
    expect((await buffer(stored.body)).equals(PDF)).toBe(true);
  });

  it('refuses a file that is not a PDF, PNG or JPEG, an unknown type, and a missing file', async () => {
    const base = { property: String(propertyId), name: 'Bad', type: 'Owner Agreement' };
    await expect(run({ ...base, file: path.join(folder, 'tool.pdf') })).rejects.toThrow(
      new AdminError(`${path.join(folder, 'tool.pdf')} is not a PDF, PNG or JPEG file.`),
    );
    await expect(
      run({ ...base, type: 'Receipts', file: path.join(folder, 'statement.pdf') }),
    ).rejects.toThrow(/--type/);
    await expect(run({ ...base, file: path.join(folder, 'none.pdf') })).rejects.toThrow(
      /Cannot read the file/,
    );
    expect(await ctx.db.select().from(documents)).toHaveLength(1);
  });
});
