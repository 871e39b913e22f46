import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  documentEndpoints,
  endpointUrl,
  messages,
  type TDocument,
  type TSignedUrl,
} from '@harborstay/contracts';
import { documents } from '@harborstay/db';
import { createS3Storage, type FileStorage } from '../../lib/file-storage';
import { multipartBody, type MultipartFilePart } from '../../testing/multipart';
import { startTestS3 } from '../../testing/s3-server';
import { createProperty, createTestApp, createUser, signIn } from '../../testing/test-app';
import { renderDocumentPdf } from '../../lib/pdf/document-pdf';

const PDF = await renderDocumentPdf({
  brand: 'Harborstay',
  title: 'Short-Term Rental Permit',
  subtitle: 'Test upload',
  sections: [{ heading: 'Permit', rows: [['Number', 'STR-2026-1234']] }],
  date: '2026-01-10',
});
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d494844520000000100000001080600000', 'hex'),
  Buffer.alloc(64, 1),
]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2048, 0x90)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const pdfPart = (content = PDF): MultipartFilePart => ({
  filename: 'permit.pdf',
  contentType: 'application/pdf',
  content,
});

function listFiles(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

const s3 = await startTestS3();
afterAll(() => s3.close());

describe.each([
  ['the local folder', 'local'],
  ['S3', 's3'],
] as const)('documents with files in %s', (_label, kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let olivia: string;
  let oscar: string;
  let propertyId: number;
  let storage: FileStorage;
  /** Every stored file: the uploads folder's, or the bucket's objects. */
  const storedFiles = () =>
    kind === 'local'
      ? listFiles(ctx.uploadsDir)
      : listFiles(s3.directory).filter((file) => file.endsWith('._S3rver_object'));
  const documentCount = async () => (await ctx.db.select().from(documents)).length;

  beforeAll(async () => {
    storage = createS3Storage({ ...s3.options, prefix: 'documents-test/' });
    ctx = await createTestApp({ options: kind === 's3' ? { storage } : {} });
    if (kind === 'local') storage = ctx.app.fileStorage;
    const oliviaUser = await createUser(ctx.db, { email: 'olivia@example.com', withProfile: true });
    const oscarUser = await createUser(ctx.db, { email: 'oscar@example.com', withProfile: true });
    propertyId = (await createProperty(ctx.db, { ownerIds: [oliviaUser.id], timeZone: 'America/Denver' })).id;
    await createProperty(ctx.db, { ownerIds: [oscarUser.id] });
    olivia = (await signIn(ctx.app, 'olivia@example.com')).authorization;
    oscar = (await signIn(ctx.app, 'oscar@example.com')).authorization;
  });
  afterAll(() => ctx.close());

  const upload = (
    fields: Record<string, string>,
    file?: MultipartFilePart,
    options: { authorization?: string; property?: number } = {},
  ) => {
    const body = multipartBody(fields, file);
    return ctx.app.inject({
      method: 'POST',
      url: endpointUrl(documentEndpoints.upload, { propertyId: options.property ?? propertyId }),
      headers: {
        ...body.headers,
        ...(options.authorization === '' ? {} : { authorization: options.authorization ?? olivia }),
      },
      payload: body.payload,
    });
  };
  const list = (query = '', authorization = olivia) =>
    ctx.app.inject({
      method: 'GET',
      url: `${endpointUrl(documentEndpoints.list, { propertyId })}${query}`,
      headers: { authorization },
    });
  const signedUrl = (id: number, authorization = olivia) =>
    ctx.app.inject({
      method: 'POST',
      url: endpointUrl(documentEndpoints.url, { propertyId, id }),
      headers: { authorization },
    });

  it('uploads a real PDF, lists and filters it, and serves it back byte for byte through a signed address', async () => {
    const created = await upload(
      { name: 'Permit 2026', type: 'Permit', date: '2026-01-10', notes: 'Renewed' },
      pdfPart(),
    );
    expect(created.statusCode).toBe(201);
    const document = created.json<TDocument>();
    expect(document).toMatchObject({
      name: 'Permit 2026',
      type: 'Permit',
      date: '2026-01-10',
      year: 2026,
      month: 1,
      notes: 'Renewed',
      mime_type: 'application/pdf',
      size_bytes: PDF.length,
    });
    await upload({ name: 'Policy 2025', type: 'Insurance', date: '2025-06-01' }, pdfPart());

    expect((await list()).json<TDocument[]>().map((d) => d.name)).toEqual(['Permit 2026', 'Policy 2025']);
    expect((await list('?type=Permit')).json<TDocument[]>().map((d) => d.name)).toEqual(['Permit 2026']);
    expect((await list('?type=Insurance&year=2025')).json<TDocument[]>().map((d) => d.name)).toEqual([
      'Policy 2025',
    ]);
    expect((await list('?year=2026&month=1')).json<TDocument[]>().map((d) => d.name)).toEqual([
      'Permit 2026',
    ]);
    expect((await list('?year=2026&month=2')).json<TDocument[]>()).toEqual([]);
    expect((await list('?type=Nonsense')).statusCode).toBe(400);

    const address = await signedUrl(document.id);
    expect(address.statusCode).toBe(200);
    const { url, expires_at } = address.json<TSignedUrl>();
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(60_000);
    // No Authorization header: a tab or a frame cannot send one.
    const file = await ctx.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="Permit 2026.pdf"; filename*=UTF-8''Permit%202026.pdf`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const download = await ctx.app.inject({ method: 'GET', url: `${url}&download=1` });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('stores images as images, under a generated name, and defaults the type to Permit and the date to today', async () => {
    const created = await upload(
      { name: 'Front door' },
      { filename: '../../etc/passwd.png', contentType: 'image/png', content: PNG },
    );
    expect(created.statusCode).toBe(201);
    const document = created.json<TDocument>();
    expect(document).toMatchObject({ type: 'Permit', mime_type: 'image/png', size_bytes: PNG.length });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date());
    expect(document.date).toBe(today);
    const [row] = await ctx.db
      .select()
      .from(documents)
      .where(sql`${documents.id} = ${document.id}`);
    expect(row?.filePath).toMatch(new RegExp(`^documents/${propertyId}/[0-9a-f-]{36}\\.png$`));
    const file = await ctx.app.inject({
      method: 'GET',
      url: (await signedUrl(document.id)).json<TSignedUrl>().url,
    });
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^inline;/);
  });

  it.each([
    ['an executable renamed .pdf', { filename: 'invoice.pdf', contentType: 'application/pdf', content: ELF }],
    ['an SVG renamed .png', { filename: 'logo.png', contentType: 'image/png', content: SVG }],
    ['an empty file', { filename: 'empty.pdf', contentType: 'application/pdf', content: Buffer.alloc(0) }],
  ])('refuses %s by its content, storing nothing', async (_name, file) => {
    const [files, rows] = [storedFiles().length, await documentCount()];
    const refused = await upload({ name: 'Looks fine', type: 'Permit' }, file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ file: [messages.documentFileType] });
    expect(storedFiles().length).toBe(files);
    expect(await documentCount()).toBe(rows);
  });

  it('refuses an 11 MB file without storing it, whether or not the size was declared', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024 - PDF.length, 0x20)]);
    const [files, rows] = [storedFiles().length, await documentCount()];
    const declared = await upload({ name: 'Too big', type: 'Permit' }, pdfPart(big));
    expect(declared.statusCode).toBe(400);
    expect(declared.json()).toEqual({ file: [messages.documentTooLarge(10)] });

    // Streamed with no Content-Length: the limit stops it while it streams, and nothing stays.
    const body = multipartBody({ name: 'Too big', type: 'Permit' }, pdfPart(big));
    const streamed = await ctx.app.inject({
      method: 'POST',
      url: endpointUrl(documentEndpoints.upload, { propertyId }),
      headers: { ...body.headers, authorization: olivia },
      payload: Readable.from(
        Array.from({ length: Math.ceil(body.payload.length / 65536) }, (_, i) =>
          body.payload.subarray(i * 65536, (i + 1) * 65536),
        ),
      ),
    });
    expect(streamed.statusCode).toBe(400);
    expect(streamed.json()).toEqual({ file: [messages.documentTooLarge(10)] });
    expect(storedFiles().length).toBe(files);
    expect(await documentCount()).toBe(rows);
  });

  it("answers the spec's messages for a missing or 51-character name and a missing file", async () => {
    const long = await upload({ name: 'x'.repeat(51), type: 'Permit' }, pdfPart());
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ name: [messages.maxLength(50)] });
    expect((await upload({ name: 'x'.repeat(50), type: 'Permit' }, pdfPart())).statusCode).toBe(201);
    const blank = await upload({ name: '  ', type: 'Permit' }, pdfPart());
    expect(blank.json()).toEqual({ name: [messages.required] });
    const noFile = await upload({ name: 'No file', type: 'Permit' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ file: [messages.required] });
  });

  it('answers a multipart body that names no boundary with a 400, storing nothing (issue 28)', async () => {
    const [files, rows] = [storedFiles().length, await documentCount()];
    const refused = await ctx.app.inject({
      method: 'POST',
      url: endpointUrl(documentEndpoints.upload, { propertyId }),
      headers: { authorization: olivia, 'content-type': 'multipart/form-data' },
      payload: 'name=Permit&type=Permit',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ non_field_errors: [messages.documentUploadBroken] });
    expect(storedFiles().length).toBe(files);
    expect(await documentCount()).toBe(rows);
  });

  it('refuses a date outside 1900 to 2200 or not a calendar day, storing nothing (issue 28)', async () => {
    // An owner of their own: each try counts towards the owner's upload limit.
    const user = await createUser(ctx.db, { email: `dated-${kind}@example.com`, withProfile: true });
    const { authorization } = await signIn(ctx.app, `dated-${kind}@example.com`);
    const own = await createProperty(ctx.db, { ownerIds: [user.id] });
    const [files, rows] = [storedFiles().length, await documentCount()];
    for (const [date, message] of [
      ['0000-01-01', messages.dateOutOfRange],
      ['9999-12-31', messages.dateOutOfRange],
      ['2026-02-30', messages.invalidDate],
    ] as const) {
      const refused = await upload({ name: 'Dated', type: 'Permit', date }, pdfPart(), {
        authorization,
        property: own.id,
      });
      expect(refused.statusCode, date).toBe(400);
      expect(refused.json(), date).toEqual({ date: [message] });
    }
    expect(storedFiles().length).toBe(files);
    expect(await documentCount()).toBe(rows);
  });

  it.each(['Monthly statements', 'Annual statements', 'Owner Agreement', 'Receipts'])(
    'does not let an owner add a %s',
    async (type) => {
      const [files, rows] = [storedFiles().length, await documentCount()];
      const refused = await upload({ name: 'Mine', type }, pdfPart());
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ type: [messages.documentTypeNotAllowed] });
      expect(storedFiles().length).toBe(files);
      expect(await documentCount()).toBe(rows);
    },
  );

  it('serves nothing at an altered or expired signed address', async () => {
    const [document] = (await list()).json<TDocument[]>();
    const { url } = (await signedUrl(document?.id ?? 0)).json<TSignedUrl>();
    const others = (await list()).json<TDocument[]>().filter((d) => d.id !== document?.id);
    const otherUrl = (await signedUrl(others[0]?.id ?? 0)).json<TSignedUrl>().url;
    const otherKey = new URL(otherUrl, 'http://x').searchParams.get('key') ?? '';
    const altered = new URL(url, 'http://x');
    altered.searchParams.set('key', otherKey);
    const later = new URL(url, 'http://x');
    later.searchParams.set('expires', String(Number(later.searchParams.get('expires')) + 86_400));
    const retyped = new URL(url, 'http://x');
    retyped.searchParams.set('type', 'text/html');
    for (const bad of [altered, later, retyped]) {
      const response = await ctx.app.inject({ method: 'GET', url: `${bad.pathname}${bad.search}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: messages.notFound });
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
      const expired = await ctx.app.inject({ method: 'GET', url });
      expect(expired.statusCode).toBe(404);
      expect(expired.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("lets neither another owner nor an anonymous caller list, upload to, or get an address of Olivia's documents", async () => {
    const [document] = (await list()).json<TDocument[]>();
    const id = document?.id ?? 0;
    const [files, rows] = [storedFiles().length, await documentCount()];
    for (const authorization of [oscar, '']) {
      const expected = authorization ? 404 : 401;
      const listed = await list('', authorization);
      expect(listed.statusCode).toBe(expected);
      const uploaded = await upload({ name: 'Intruder', type: 'Permit' }, pdfPart(), { authorization });
      expect(uploaded.statusCode).toBe(expected);
      const address = await signedUrl(id, authorization);
      expect(address.statusCode).toBe(expected);
      for (const response of [listed, uploaded, address]) expect(response.body).not.toContain(document?.name);
    }
    expect(storedFiles().length).toBe(files);
    expect(await documentCount()).toBe(rows);
  });

  it('leaves neither a file nor a row when the body is cut off midway', async () => {
    const [files, rows] = [storedFiles().length, await documentCount()];
    const big = Buffer.concat([PDF, Buffer.alloc(7 * 1024 * 1024, 0x20)]);
    const body = multipartBody({ name: 'Cut off', type: 'Permit' }, pdfPart(big));
    // The client goes away after 6 MB: the body ends without its closing boundary.
    const cut = await ctx.app.inject({
      method: 'POST',
      url: endpointUrl(documentEndpoints.upload, { propertyId }),
      headers: { ...body.headers, authorization: olivia },
      payload: body.payload.subarray(0, 6 * 1024 * 1024),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual({ non_field_errors: [messages.documentUploadBroken] });
    expect(storedFiles().length).toBe(files);
    expect(await documentCount()).toBe(rows);
  });

  it('removes the stored file when the row cannot be written', async () => {
    // A database that refuses this one row, as a constraint or a lost connection would.
    await ctx.db.execute(
      sql.raw(`create function refuse_doc() returns trigger language plpgsql as $$
        begin if new.name = 'Refused row' then raise exception 'refused'; end if; return new; end $$`),
    );
    await ctx.db.execute(
      sql.raw(
        'create trigger refuse_doc before insert on documents for each row execute function refuse_doc()',
      ),
    );
    const [files, rows] = [storedFiles().length, await documentCount()];
    const failed = await upload({ name: 'Refused row', type: 'Permit' }, pdfPart());
    expect(failed.statusCode).toBe(500);
    expect(storedFiles().length).toBe(files);
    expect(await documentCount()).toBe(rows);
    await ctx.db.execute(sql.raw('drop trigger refuse_doc on documents'));
    await ctx.db.execute(sql.raw('drop function refuse_doc()'));
  });

  it('limits uploads per owner, answering 429 with Retry-After', async () => {
    const user = await createUser(ctx.db, { email: `busy-${kind}@example.com`, withProfile: true });
    const busy = await signIn(ctx.app, `busy-${kind}@example.com`);
    const own = await createProperty(ctx.db, { ownerIds: [user.id] });
    for (let i = 0; i < 20; i += 1) {
      const ok = await upload({ name: `Upload ${i}`, type: 'Permit' }, pdfPart(), {
        authorization: busy.authorization,
        property: own.id,
      });
      expect(ok.statusCode).toBe(201);
    }
    const throttled = await upload({ name: 'One more', type: 'Permit' }, pdfPart(), {
      authorization: busy.authorization,
      property: own.id,
    });
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled.json<{ detail: string }>().detail).toMatch(
      /^Too many uploads\. Try again in \d+ minutes?\.$/,
    );
  });
});
