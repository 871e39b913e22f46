import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createTestApp, createUser, signIn } from '../../testing/test-app';
import { createProviderKey } from './keys';

/** The company's own report server, on this machine: an origin the portal is told to trust. */
const reports = http.createServer((request, response) => {
  const url = request.url ?? '/';
  if (url === '/report') return response.end('<html><body><h1>Turnover clean</h1>All good.</body></html>');
  if (url === '/big') return response.end(Buffer.alloc(6 * 1024 * 1024, 'a'));
  if (url === '/gone') return response.writeHead(410).end();
  if (url === '/hang-up') return request.socket.destroy();
  if (url === '/to-metadata')
    return response.writeHead(302, { location: 'https://169.254.169.254/latest/meta-data/' }).end();
  if (url === '/to-localhost')
    return response.writeHead(302, { location: 'https://localhost:9/report' }).end();
  return response.writeHead(404).end();
});
await new Promise<void>((resolve) => reports.listen(0, '127.0.0.1', resolve));
const reportsOrigin = `http://127.0.0.1:${(reports.address() as AddressInfo).port}`;

/** An origin let through whose port nobody listens on: the connection is refused. */
const closed = http.createServer();
await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
const closedOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
await new Promise((resolve) => closed.close(resolve));

const ctx = await createTestApp({ options: { reportFetchAllowOrigins: [reportsOrigin, closedOrigin] } });
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => reports.close(resolve));
});

let key: string;
let propertyId: number;
let owner: string;
beforeAll(async () => {
  key = (await createProviderKey(ctx.db, 'care system')).key;
  const user = await createUser(ctx.db, { email: 'care-owner@example.test', withProfile: true });
  propertyId = (await createProperty(ctx.db, { ownerIds: [user.id] })).id;
  owner = (await signIn(ctx.app, user.email)).authorization;
});

const task = (report: { report_html?: string | null; report_url?: string | null }) => ({
  name: 'Turnover clean',
  type_task_status: 'finished',
  finished_at: '2026-11-20T15:30:00-07:00',
  report_html: null,
  report_url: null,
  ...report,
});

const put = (externalId: string, body: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/provider/v1/properties/${propertyId}/tasks/${externalId}/`,
    headers: { authorization: `Bearer ${key}` },
    payload: body as Record<string, unknown>,
  });

/** The report as the owner reads it: through the signed address the care page asks for. */
async function ownerReport(taskId: number) {
  const signed = await ctx.app.inject({
    method: 'POST',
    url: '/api/owners/owner/property/properties-care/getUrl/',
    headers: { authorization: owner },
    payload: { task_id: taskId },
  });
  expect(signed.statusCode).toBe(200);
  const url = new URL(signed.json<{ url: string }>().url, 'http://portal.test');
  return (await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).body;
}

describe('care tasks from the provider', () => {
  it('stores a report sent as HTML, which the owner then reads; the same PUT again answers 200', async () => {
    const created = await put('BW-1', task({ report_html: '<p>Hot tub cleaned</p>' }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ breezeway_task_id: 'BW-1', has_report: true });
    expect(await ownerReport(created.json<{ id: number }>().id)).toContain('Hot tub cleaned');
    expect((await put('BW-1', task({ report_html: '<p>Hot tub cleaned</p>' }))).statusCode).toBe(200);
  });

  it('fetches a report address once and keeps it when the provider’s link is gone', async () => {
    const created = await put('BW-2', task({ report_url: `${reportsOrigin}/report` }));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect(await ownerReport(id)).toContain('Turnover clean');
    // The same address is not fetched again, so a replay after the link expired still works.
    expect((await put('BW-2', task({ report_url: `${reportsOrigin}/report` }))).statusCode).toBe(200);
    expect(await ownerReport(id)).toContain('Turnover clean');
  });

  it.each([
    ['plain http to this machine', 'http://127.0.0.1:9/report', 'https'],
    ['https to loopback', 'https://127.0.0.1/report', 'loopback, private or link-local'],
    [
      'the cloud metadata address',
      'https://169.254.169.254/latest/meta-data/',
      'loopback, private or link-local',
    ],
    ['a private address', 'https://10.20.30.40/report', 'loopback, private or link-local'],
    ['a redirect to the metadata address', `${reportsOrigin}/to-metadata`, 'loopback, private or link-local'],
    [
      'a redirect to a name of this machine',
      `${reportsOrigin}/to-localhost`,
      'loopback, private or link-local',
    ],
    ['a 6 MB report', `${reportsOrigin}/big`, 'larger than 5 MB'],
    ['an answer other than 200', `${reportsOrigin}/gone`, 'answered 410'],
  ])('refuses %s under report_url, storing nothing', async (_name, address, reason) => {
    const externalId = `BW-refused-${Math.random().toString(36).slice(2, 8)}`;
    const response = await put(externalId, task({ report_url: address }));
    expect(response.statusCode, response.body).toBe(400);
    const errors = response.json<{ report_url: string[] }>().report_url;
    expect(errors.join(' ')).toContain(reason);
  });

  // Issue 43: the resolver's and the socket's own words ('getaddrinfo ENOTFOUND …', 'connect
  // ECONNREFUSED 127.0.0.1:…', 'socket hang up') named the portal's network to the provider.
  it.each([
    [
      'a host name that does not exist',
      'https://no-such-host.invalid/report',
      'The host name of the report address could not be found.',
    ],
    ['a refused connection', `${closedOrigin}/report`, 'The report address could not be reached.'],
    [
      'a connection closed without an answer',
      `${reportsOrigin}/hang-up`,
      'The report address could not be reached.',
    ],
  ])(
    'answers %s with a fixed sentence, not the resolver’s or the socket’s words',
    async (_name, address, sentence) => {
      const response = await put(
        `BW-unreachable-${Math.random().toString(36).slice(2, 8)}`,
        task({ report_url: address }),
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ report_url: [sentence] });
    },
  );

  it('refuses a report sent both ways', async () => {
    const response = await put(
      'BW-3',
      task({ report_html: '<p>x</p>', report_url: `${reportsOrigin}/report` }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['report_url']);
  });
});
