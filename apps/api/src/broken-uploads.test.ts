import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentEndpoints, endpointUrl, messages, providerEndpoints } from '@harborstay/contracts';
import { documents } from '@harborstay/db';
import { renderDocumentPdf } from './lib/pdf/document-pdf';
import { createProviderKey } from './modules/provider/keys';
import { createMemoryLog } from './testing/memory-log';
import { multipartBody } from './testing/multipart';
import { createProperty, createTestApp, createUser, signIn } from './testing/test-app';

/** Pino's level of error lines and above. */
const ERROR_LEVEL = 50;

const PDF = await renderDocumentPdf({
  brand: 'Harborstay',
  title: 'Permit',
  subtitle: 'Cut off',
  sections: [{ heading: 'Permit', rows: [['Number', 'STR-2026-0043']] }],
  date: '2026-01-10',
});
const BODY = multipartBody(
  { name: 'Cut off', type: 'Permit' },
  {
    filename: 'permit.pdf',
    contentType: 'application/pdf',
    content: Buffer.concat([PDF, Buffer.alloc(200_000, 0x20)]),
  },
);
/** Where the file's bytes start in the body. */
const FILE_START = BODY.payload.indexOf(Buffer.from('%PDF'));

const log = createMemoryLog();
const ctx = await createTestApp({ options: { logger: { level: 'info', stream: log.stream } } });
afterAll(() => ctx.close());

let routes: { label: string; url: string; authorization: string }[];
beforeAll(async () => {
  const user = await createUser(ctx.db, { email: 'cut-off@example.test', withProfile: true });
  const propertyId = (await createProperty(ctx.db, { ownerIds: [user.id] })).id;
  routes = [
    {
      label: "the owner's upload",
      url: endpointUrl(documentEndpoints.upload, { propertyId }),
      authorization: (await signIn(ctx.app, user.email)).authorization,
    },
    {
      label: "the provider's upload",
      url: endpointUrl(providerEndpoints.documents, { id: propertyId }),
      authorization: `Bearer ${(await createProviderKey(ctx.db, 'cut-off uploads')).key}`,
    },
  ];
});

function storedFiles(): string[] {
  try {
    return readdirSync(ctx.uploadsDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

/**
 * Issue 43, item 12: a whole request whose multipart body ends inside the file part. Early in the
 * file the reader destroys the file's stream before busboy's own error reaches the parts, and the
 * upload answered 500 "Premature close", logged at error level.
 */
describe('an upload whose body ends inside the file part', () => {
  // Bytes of the file sent: inside the sniffed head, just past it, and well into the storage's write.
  it.each([1, 100, 5000, 150_000])(
    'answers 400 on both routes, stores nothing and logs no error (%i bytes of the file)',
    async (fileBytes) => {
      for (const { label, url, authorization } of routes) {
        const [files, rows] = [storedFiles(), (await ctx.db.select().from(documents)).length];
        const linesBefore = log.lines().length;
        const cut = await ctx.app.inject({
          method: 'POST',
          url,
          headers: { ...BODY.headers, authorization },
          payload: BODY.payload.subarray(0, FILE_START + fileBytes),
        });
        expect({ route: label, status: cut.statusCode, body: cut.json<unknown>() }).toEqual({
          route: label,
          status: 400,
          body: { non_field_errors: [messages.documentUploadBroken] },
        });
        expect(storedFiles()).toEqual(files);
        expect((await ctx.db.select().from(documents)).length).toBe(rows);
        const lines = log.lines().slice(linesBefore);
        expect(lines.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
        expect(lines).toContainEqual(expect.objectContaining({ level: 30, msg: 'upload broken' }));
      }
    },
  );
});
