import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Breezeway that answers in the shapes of its public API (developer.breezeway.io, and the
 * field names decision 0051 lists): tokens limited to one call a minute, `Authorization: JWT`,
 * tasks by property and page and by id, report pages, and the webhook subscription with its test
 * event. Tests change its state directly and inject failures.
 */
export type FakeTask = {
  id: number;
  name: string;
  reference_property_id: string;
  type_task_status: { code: string; name: string; stage: string };
  finished_at: string | null;
  report_url: string | null;
};

export type FakeBreezeway = {
  url: string;
  tasks: Map<number, FakeTask>;
  /** Report pages served at `${url}/reports/{name}`. */
  reports: Map<string, string>;
  tokenCalls: () => number;
  subscriptions: { id: number; url: string; webhook_type: string }[];
  /** The next data calls answer this status (and Retry-After when given). */
  failNext: (times: number, status: number, retryAfterSeconds?: number) => void;
  /** Makes every access token given so far invalid (Breezeway would answer 401). */
  expireTokens: () => void;
  close: () => Promise<void>;
};

const CLIENT = { id: 'fake-client', secret: 'fake-secret' };
export const FAKE_BREEZEWAY_CREDENTIALS = { clientId: CLIENT.id, clientSecret: CLIENT.secret };

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

export async function startFakeBreezeway(options: { tokenIntervalMs?: number } = {}): Promise<FakeBreezeway> {
  const tokenIntervalMs = options.tokenIntervalMs ?? 60_000;
  const tasks = new Map<number, FakeTask>();
  const reports = new Map<string, string>();
  const subscriptions: FakeBreezeway['subscriptions'] = [];
  const validAccess = new Set<string>();
  const validRefresh = new Set<string>();
  let tokenCalls = 0;
  let lastTokenCall = 0;
  let serial = 0;
  let failures: { times: number; status: number; retryAfter?: number } = { times: 0, status: 503 };

  const issue = (response: ServerResponse) => {
    const now = Date.now();
    if (now - lastTokenCall < tokenIntervalMs)
      return send(response, 429, { message: 'Rate limit of 1 req/min exceeded' }, { 'retry-after': '60' });
    lastTokenCall = now;
    tokenCalls += 1;
    serial += 1;
    const tokens = { access_token: `access-${serial}`, refresh_token: `refresh-${serial}` };
    validAccess.add(tokens.access_token);
    validRefresh.add(tokens.refresh_token);
    return send(response, 200, tokens);
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const auth = /^JWT (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (request.method === 'POST' && url.pathname === '/public/auth/v1/') {
        const body = await readJson(request);
        if (body.client_id !== CLIENT.id || body.client_secret !== CLIENT.secret)
          return send(response, 401, { message: 'Invalid credentials' });
        return issue(response);
      }
      if (request.method === 'POST' && url.pathname === '/public/auth/v1/refresh') {
        if (!auth || !validRefresh.has(auth)) return send(response, 401, { message: 'Invalid token' });
        return issue(response);
      }
      if (url.pathname.startsWith('/reports/')) {
        const page = reports.get(url.pathname.slice('/reports/'.length));
        if (page === undefined) return send(response, 404, 'not found');
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(page);
      }
      if (!auth || !validAccess.has(auth)) return send(response, 401, { message: 'Unauthorized' });
      if (failures.times > 0) {
        failures.times -= 1;
        const headers: Record<string, string> =
          failures.retryAfter === undefined ? {} : { 'retry-after': String(failures.retryAfter) };
        return send(response, failures.status, { message: 'Try again later' }, headers);
      }
      const one = /^\/public\/inventory\/v1\/task\/(\d+)\/?$/.exec(url.pathname);
      if (request.method === 'GET' && one) {
        const task = tasks.get(Number(one[1]));
        return task ? send(response, 200, task) : send(response, 404, { message: 'Not found' });
      }
      if (request.method === 'GET' && url.pathname === '/public/inventory/v1/task/') {
        const reference = url.searchParams.get('reference_property_id');
        if (!reference) return send(response, 400, { message: 'home_id or reference_property_id required' });
        const limit = Number(url.searchParams.get('limit') ?? 100);
        const page = Number(url.searchParams.get('page') ?? 1);
        const own = [...tasks.values()].filter((task) => task.reference_property_id === reference);
        return send(response, 200, { results: own.slice((page - 1) * limit, page * limit) });
      }
      if (request.method === 'POST' && url.pathname === '/public/webhook/v1/subscribe') {
        const body = await readJson(request);
        const target = String(body.url);
        const test = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ event: 'test_webhook_event' }),
        }).catch(() => undefined);
        if (!test?.ok) return send(response, 400, { message: 'The test webhook call failed' });
        const subscription = {
          id: subscriptions.length + 1,
          url: target,
          webhook_type: String(body.webhook_type),
        };
        subscriptions.push(subscription);
        return send(response, 200, { message: 'Subscription successful', company_id: 1, ...subscription });
      }
      return send(response, 404, { message: 'Not found' });
    })().catch((error: unknown) => send(response, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tasks,
    reports,
    subscriptions,
    tokenCalls: () => tokenCalls,
    failNext: (times, status, retryAfter) => {
      failures = { times, status, retryAfter };
    },
    expireTokens: () => validAccess.clear(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
