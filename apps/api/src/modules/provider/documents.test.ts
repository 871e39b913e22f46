import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_TYPES,
  documentEndpoints,
  endpointUrl,
  messages,
  providerEndpoints,
  type TDocument,
  type TSignedUrl,
} from '@harborstay/contracts';
import { documents } from '@harborstay/db';
import { multipartBody, type MultipartFilePart } from '../../testing/multipart';
import { createProperty, createTestApp, createUser, signIn } from '../../testing/test-app';
import { createProviderKey } from './keys';
import { renderDocumentPdf } from '../../lib/pdf/document-pdf';

/** A limit of its own, so that the test proves UPLOAD_MAX_BYTES reaches the provider's route too. */
const MAX_BYTES = 1024 * 1024;

const STATEMENT = await renderDocumentPdf({
  brand: 'Harborstay',
  title: 'Monthly statement',
  subtitle: 'October 2026',
  sections: [{ heading: 'Totals', rows: [['Net income', '$1,234.56']] }],
  date: '2026-10-31',
});
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2048, 0x90)]);
const pdfPart = (content = STATEMENT): MultipartFilePart => ({
  filename: 'statement.pdf',
  contentType: 'application/pdf',
  content,
});

const ctx = await createTestApp({ options: { uploadMaxBytes: MAX_BYTES } });
afterAll(() => ctx.close());

let key: string;
let owner: string;
let propertyId: number;

beforeAll(async () => {
  key = `Bearer ${(await createProviderKey(ctx.db, 'documents test')).key}`;
  const user = await createUser(ctx.db, { email: 'statements-owner@example.test', withProfile: true });
  propertyId = (await createProperty(ctx.db, { ownerIds: [user.id], timeZone: 'America/Denver' })).id;
  owner = (await signIn(ctx.app, user.email)).authorization;
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
const documentCount = async () => (await ctx.db.select().from(documents)).length;

/** Runs a call that must be refused, and checks that it left neither a file nor a row. */
async function storesNothing<R>(call: () => Promise<R>): Promise<R> {
  const [files, rows] = [storedFiles().length, await documentCount()];
  const response = await call();
  expect(storedFiles().length).toBe(files);
  expect(await documentCount()).toBe(rows);
  return response;
}

const upload = (
  fields: Record<string, string>,
  file?: MultipartFilePart,
  options: { authorization?: string; property?: number } = {},
) => {
  const body = multipartBody(fields, file);
  return ctx.app.inject({
    method: 'POST',
    url: endpointUrl(providerEndpoints.documents, { id: options.property ?? propertyId }),
    headers: { ...body.headers, authorization: options.authorization ?? key },
    payload: body.payload,
  });
};

const statement = { name: 'Statement 2026-10', type: 'Monthly statements', date: '2026-10-31' };

describe('documents from the provider', () => {
  it('stores a monthly statement that the owner then lists and opens, byte for byte', async () => {
    const created = await upload({ ...statement, notes: 'October' }, pdfPart());
    expect(created.statusCode).toBe(201);
    const document = created.json<TDocument>();
    expect(document).toMatchObject({
      name: 'Statement 2026-10',
      type: 'Monthly statements',
      date: '2026-10-31',
      year: 2026,
      month: 10,
      notes: 'October',
      mime_type: 'application/pdf',
      size_bytes: STATEMENT.length,
    });
    const [row] = await ctx.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row?.uploadedBy).toBeNull();
    expect(row?.filePath).toMatch(new RegExp(`^documents/${propertyId}/[0-9a-f-]{36}\\.pdf$`));

    const listed = await ctx.app.inject({
      method: 'GET',
      url: `${endpointUrl(documentEndpoints.list, { propertyId })}?type=Monthly%20statements`,
      headers: { authorization: owner },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<TDocument[]>()).toEqual([document]);

    const address = await ctx.app.inject({
      method: 'POST',
      url: endpointUrl(documentEndpoints.url, { propertyId, id: document.id }),
      headers: { authorization: owner },
    });
    expect(address.statusCode).toBe(200);
    const file = await ctx.app.inject({ method: 'GET', url: address.json<TSignedUrl>().url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(STATEMENT)).toBe(true);
  });

  it.each(DOCUMENT_TYPES)(
    'takes a %s, and dates it today in the property’s time zone when undated',
    async (type) => {
      const created = await upload({ name: `A ${type}`, type }, pdfPart());
      expect(created.statusCode).toBe(201);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date());
      expect(created.json<TDocument>()).toMatchObject({ type, date: today });
    },
  );

  it("refuses an owner's token, and the provider key on the owners' upload, storing nothing", async () => {
    const withToken = await storesNothing(() => upload(statement, pdfPart(), { authorization: owner }));
    expect(withToken.statusCode).toBe(401);
    const body = multipartBody({ name: 'Permit', type: 'Permit' }, pdfPart());
    const onOwnerRoute = await storesNothing(() =>
      ctx.app.inject({
        method: 'POST',
        url: endpointUrl(documentEndpoints.upload, { propertyId }),
        headers: { ...body.headers, authorization: key },
        payload: body.payload,
      }),
    );
    expect(onOwnerRoute.statusCode).toBe(401);
  });

  it('answers 404 for a property that does not exist, storing nothing', async () => {
    const response = await storesNothing(() => upload(statement, pdfPart(), { property: 999_999 }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: messages.notFound });
  });

  it('refuses an executable named .pdf by its bytes, storing nothing', async () => {
    const response = await storesNothing(() =>
      upload(statement, { filename: 'statement.pdf', contentType: 'application/pdf', content: ELF }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: [messages.documentFileType] });
  });

  it('refuses a body without a file, or without a type, under the field', async () => {
    const noFile = await storesNothing(() => upload(statement));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ file: [messages.required] });
    const noType = await storesNothing(() => upload({ name: 'Untyped' }, pdfPart()));
    expect(noType.statusCode).toBe(400);
    expect(noType.json()).toEqual({ type: [messages.required] });
    const unknownType = await storesNothing(() => upload({ name: 'Odd', type: 'Invoice' }, pdfPart()));
    expect(Object.keys(unknownType.json())).toEqual(['type']);
    const farDate = await storesNothing(() => upload({ ...statement, date: '0000-01-01' }, pdfPart()));
    expect(farDate.statusCode).toBe(400);
    expect(Object.keys(farDate.json())).toEqual(['date']);
  });

  it('refuses a file over UPLOAD_MAX_BYTES, declared or streamed, storing nothing', async () => {
    const big = Buffer.concat([STATEMENT, Buffer.alloc(MAX_BYTES + 1, 0x20)]);
    const declared = await storesNothing(() => upload(statement, pdfPart(big)));
    expect(declared.statusCode).toBe(400);
    expect(declared.json()).toEqual({ file: [messages.documentTooLarge(1)] });

    // Streamed with no Content-Length: the limit stops it while it streams.
    const body = multipartBody(statement, pdfPart(big));
    const streamed = await storesNothing(() =>
      ctx.app.inject({
        method: 'POST',
        url: endpointUrl(providerEndpoints.documents, { id: propertyId }),
        headers: { ...body.headers, authorization: key },
        payload: Readable.from(
          Array.from({ length: Math.ceil(body.payload.length / 65536) }, (_, i) =>
            body.payload.subarray(i * 65536, (i + 1) * 65536),
          ),
        ),
      }),
    );
    expect(streamed.statusCode).toBe(400);
    expect(streamed.json()).toEqual({ file: [messages.documentTooLarge(1)] });
  });

  it('leaves neither a file nor a row when the body is cut off midway', async () => {
    const body = multipartBody(statement, pdfPart(Buffer.concat([STATEMENT, Buffer.alloc(800_000, 0x20)])));
    const cut = await storesNothing(() =>
      ctx.app.inject({
        method: 'POST',
        url: endpointUrl(providerEndpoints.documents, { id: propertyId }),
        headers: { ...body.headers, authorization: key },
        payload: body.payload.subarray(0, 600_000),
      }),
    );
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual({ non_field_errors: [messages.documentUploadBroken] });
  });

  it("is not held to the owners' 20 uploads per 15 minutes", async () => {
    for (let i = 0; i < 25; i += 1) {
      const response = await upload({ ...statement, name: `Batch ${i}` }, pdfPart());
      expect(response.statusCode).toBe(201);
    }
  });
});
