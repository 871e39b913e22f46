import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, propertyOwners, type Database } from '@harborstay/db';
import { createScratchDatabase } from '@harborstay/db/testing';
import { multipartBody } from '../testing/multipart';
import { startTestS3 } from '../testing/s3-server';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { startSmtpSink, startStalledSmtp } from '../testing/smtp-sink';
import { createProperty, createUser, TEST_PASSWORD } from '../testing/test-app';
import { resetLinkOf } from '../testing/outbox';
import { renderDocumentPdf } from '../lib/pdf/document-pdf';

/**
 * Several real server processes on one PostgreSQL database, one S3 bucket (s3rver) and one SMTP
 * server, as behind a balancer (issue 21). Each scenario uses its own client address
 * (X-Forwarded-For, TRUST_PROXY=1) and its own accounts, so the limits of one do not reach another.
 */
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(hasPostgres)('several servers on one PostgreSQL database', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let database: Database;
  const servers: ServerProcess[] = [];

  /** The settings every server of the installation shares (docs/deploy.md). */
  const sharedEnv = () => ({
    DATABASE_URL: scratch.url,
    S3_BUCKET: s3.options.bucket,
    S3_ENDPOINT: s3.options.endpoint ?? '',
    S3_ACCESS_KEY_ID: s3.options.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey ?? '',
    SMTP_URL: smtp.smtpUrl,
    URL_SIGNING_SECRET: 'a-secret-every-server-of-the-test-shares-0123456789',
    PUBLIC_URL: 'http://portal.test',
    TRUST_PROXY: '1',
    JOB_POLL_MS: '100',
    JOB_LEASE_MS: '3000',
    JOB_RETRY_DELAYS_MS: '200',
  });

  const start = (env: Record<string, string> = {}) => {
    const server = startServerProcess({ ...sharedEnv(), ...env });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    [scratch, s3, smtp] = await Promise.all([createScratchDatabase(), startTestS3(), startSmtpSink()]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    await database?.close();
    await Promise.all([s3?.close(), smtp?.close()]);
    await scratch?.drop();
  });

  const call = (
    server: ServerProcess,
    path: string,
    init: { method?: string; body?: unknown; key?: string; address: string },
  ) =>
    fetch(`${server.origin}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        'x-forwarded-for': init.address,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.key ? { authorization: `Token ${init.key}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  const signIn = async (server: ServerProcess, email: string, address: string) => {
    const response = await call(server, '/api/auth/login/', {
      body: { username: email, password: TEST_PASSWORD },
      address,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { key: string }).key;
  };

  it('migrates once when three servers start together on an empty database, and all three answer', async () => {
    const three = [start(), start(), start()];
    await Promise.all(three.map((server) => server.ready()));
    database = await openDatabase({ url: scratch.url });
    const applied = await database.db.execute(
      sql`SELECT count(*)::int AS count, count(DISTINCT hash)::int AS distinct FROM drizzle.__drizzle_migrations`,
    );
    const [row] = (applied as unknown as { rows: { count: number; distinct: number }[] }).rows;
    expect(row?.count).toBeGreaterThan(10);
    expect(row?.count).toBe(row?.distinct);
    for (const server of three) expect((await fetch(`${server.origin}/api/health`)).status).toBe(200);
  });

  it('spends the sign-in failure limit across servers: 200 simultaneous wrong passwords test at most 5', async () => {
    const [a, b] = servers;
    if (!a || !b) throw new Error('servers not started');
    await createUser(database.db, { email: 'guessed@example.test' });
    const attempts = Array.from({ length: 200 }, (_, i) =>
      call(i % 2 === 0 ? a : b, '/api/auth/login/', {
        body: { username: 'guessed@example.test', password: `wrong-${i}` },
        address: '198.51.100.10',
      }).then((response) => response.status),
    );
    const statuses = await Promise.all(attempts);
    const tested = statuses.filter((status) => status === 400).length;
    expect(tested).toBeGreaterThan(0);
    expect(tested).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - tested);
  });

  it('refuses on one server a session signed out on another, at once', async () => {
    const [a, b] = servers;
    if (!a || !b) throw new Error('servers not started');
    await createUser(database.db, { email: 'signs-out@example.test' });
    const key = await signIn(a, 'signs-out@example.test', '198.51.100.11');
    expect((await call(b, '/api/auth/user/', { key, address: '198.51.100.11' })).status).toBe(200);
    expect((await call(a, '/api/auth/logout/', { key, body: {}, address: '198.51.100.11' })).status).toBe(
      200,
    );
    expect((await call(b, '/api/auth/user/', { key, address: '198.51.100.11' })).status).toBe(401);
  });

  it('refuses on one server the other sessions of a password changed on another, at once', async () => {
    const [a, b] = servers;
    if (!a || !b) throw new Error('servers not started');
    await createUser(database.db, { email: 'changes@example.test' });
    const changer = await signIn(a, 'changes@example.test', '198.51.100.14');
    const other = await signIn(b, 'changes@example.test', '198.51.100.14');
    const changed = await call(a, '/api/auth/password/change/', {
      key: changer,
      body: {
        old_password: TEST_PASSWORD,
        new_password1: 'Changed#Pass2026',
        new_password2: 'Changed#Pass2026',
      },
      address: '198.51.100.14',
    });
    expect(changed.status).toBe(200);
    expect((await call(b, '/api/auth/user/', { key: other, address: '198.51.100.14' })).status).toBe(401);
    expect((await call(b, '/api/auth/user/', { key: changer, address: '198.51.100.14' })).status).toBe(200);
  });

  it('refuses on every server a property whose ownership was removed, on the very next request', async () => {
    const [a, b] = servers;
    if (!a || !b) throw new Error('servers not started');
    const owner = await createUser(database.db, { email: 'loses@example.test', withProfile: true });
    const property = await createProperty(database.db, { ownerIds: [owner.id] });
    const key = await signIn(a, 'loses@example.test', '198.51.100.15');
    const reservations = `/api/owners/owner/property/${property.id}/reservations/`;
    // Asked on both first, so that any server that kept an answer would have it.
    for (const server of [a, b])
      expect((await call(server, reservations, { key, address: '198.51.100.15' })).status).toBe(200);
    await database.db.delete(propertyOwners).where(eq(propertyOwners.propertyId, property.id));
    for (const server of [b, a])
      expect((await call(server, reservations, { key, address: '198.51.100.15' })).status).toBe(404);
  });

  it('reads through one server a document uploaded through another', async () => {
    const [a, b] = servers;
    if (!a || !b) throw new Error('servers not started');
    const owner = await createUser(database.db, { email: 'uploads@example.test', withProfile: true });
    const property = await createProperty(database.db, { ownerIds: [owner.id] });
    const key = await signIn(a, 'uploads@example.test', '198.51.100.12');
    const pdf = await renderDocumentPdf({
      brand: 'Harborstay',
      title: 'Short-Term Rental Permit',
      subtitle: 'Uploaded through one server',
      sections: [{ heading: 'Permit', rows: [['Number', 'STR-2026-1234']] }],
      date: '2026-01-10',
    });
    const { payload, headers } = multipartBody(
      { name: 'Shared permit', type: 'Permit', date: '2026-01-10', notes: '' },
      { filename: 'permit.pdf', contentType: 'application/pdf', content: pdf },
    );
    const uploaded = await fetch(`${a.origin}/api/owners/owner/property/documents/${property.id}/`, {
      method: 'POST',
      headers: { ...headers, authorization: `Token ${key}`, 'x-forwarded-for': '198.51.100.12' },
      body: payload,
    });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: number };
    const signed = await call(b, `/api/owners/owner/property/${property.id}/documents/${id}/url/`, {
      key,
      body: {},
      address: '198.51.100.12',
    });
    expect(signed.status).toBe(200);
    const { url } = (await signed.json()) as { url: string };
    const signedPath = new URL(url, 'http://portal.test');
    const file = await fetch(`${b.origin}${signedPath.pathname}${signedPath.search}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('delivers through another server the reset e-mail of a server killed right after it answered', async () => {
    const [, b] = servers;
    if (!b) throw new Error('servers not started');
    await createUser(database.db, { email: 'forgot@example.test' });
    // The doomed server's mail server hangs, so it cannot have sent the e-mail before it dies.
    const stalled = await startStalledSmtp();
    const doomed = start({ SMTP_URL: stalled.smtpUrl });
    await doomed.ready();
    const answered = await call(doomed, '/api/auth/password/reset/', {
      body: { email: 'forgot@example.test' },
      address: '198.51.100.13',
    });
    expect(answered.status).toBe(200);
    await doomed.stop('SIGKILL');
    await stalled.close();
    // Another server takes the job once the dead one's lease has run out, and sends it.
    await expect
      .poll(() => smtp.received.filter((mail) => mail.to === 'forgot@example.test').length, {
        timeout: 30_000,
        interval: 100,
      })
      .toBe(1);
    const mail = smtp.received.find((message) => message.to === 'forgot@example.test');
    if (!mail) throw new Error('no reset e-mail');
    const link = resetLinkOf(mail);
    const check = await call(b, '/api/auth/password/reset/check/', {
      body: { uid: link.uid, token: link.token },
      address: '198.51.100.13',
    });
    expect(check.status).toBe(200);
  });

  it('on SIGTERM answers 503 on /api/health while it drains, serves what comes meanwhile, then exits cleanly', async () => {
    const leaving = start({ SHUTDOWN_DRAIN_MS: '10000' });
    await leaving.ready();
    leaving.signal('SIGTERM');
    await expect
      .poll(() => fetch(`${leaving.origin}/api/health`).then((response) => response.status), {
        timeout: 10_000,
      })
      .toBe(503);
    expect((await fetch(`${leaving.origin}/api/config/`)).status).toBe(200);
    expect(await leaving.exited).toEqual({ code: 0, signal: null });
  });
});
