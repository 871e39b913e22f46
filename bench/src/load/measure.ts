import http from 'node:http';
import autocannon from 'autocannon';

export const CONNECTIONS = 20;

export type RouteFigures = {
  route: string;
  caller: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Socket errors and timeouts plus answers outside 2xx: a sound run has none. */
  failures: number;
};

/** `connections` clients call the paths in turn for `seconds`, as fast as the server answers. */
export async function hammer(options: {
  origin: string;
  paths: readonly string[];
  seconds: number;
  connections?: number;
  authorization?: string;
}): Promise<Omit<RouteFigures, 'route' | 'caller'>> {
  let turn = 0;
  const result = await autocannon({
    url: options.origin,
    connections: options.connections ?? CONNECTIONS,
    duration: options.seconds,
    headers: options.authorization ? { authorization: options.authorization } : {},
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          turn += 1;
          return { ...request, path: options.paths[turn % options.paths.length] };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** One request of a cold run: its path (with its query) and whose session asks it. */
export type ColdRequest = { path: string; authorization?: string | undefined };

export type ColdFigures = {
  /** Requests answered, each timed, those sent before the clock ran out included. */
  answered: number;
  /** How many distinct requests the route's pool held (each sent at most once); 0: no pool (health). */
  pool: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Errors, answers outside 2xx, and requests unanswered after 60 s. */
  failures: number;
};

/** Longer than any answer a sound server gives under this load; a request past it counts as failed. */
const REQUEST_TIMEOUT_MS = 60_000;

/**
 * `connections` clients send requests one after the other, each the next that `next` gives (the
 * cold run's requests each once; health again and again), as fast as the server answers, until
 * `next` has none left or `seconds` have passed. Unlike autocannon, the requests still running when
 * the time is up are waited for and counted, so a slow route's slowest answers are not the ones
 * left out. Plain keep-alive HTTP from node:http, the same client for health and every route.
 */
export async function measureEach(options: {
  origin: string;
  next: () => ColdRequest | undefined;
  seconds: number;
  pool: number;
  connections?: number;
}): Promise<ColdFigures> {
  const connections = options.connections ?? CONNECTIONS;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(options.origin);
  const latencies: number[] = [];
  let failures = 0;
  const t0 = performance.now();
  const deadline = t0 + options.seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const request = options.next();
      if (!request) return;
      const started = performance.now();
      const status = await get(agent, url, request).catch(() => 0);
      latencies.push(performance.now() - started);
      if (status < 200 || status > 299) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - t0) / 1000;
  agent.destroy();
  const sorted = latencies.toSorted((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
  return {
    answered: latencies.length,
    pool: options.pool,
    requestsPerSecond: elapsed > 0 ? latencies.length / elapsed : 0,
    p50: at(0.5),
    p99: at(0.99),
    max: sorted.at(-1) ?? 0,
    failures,
  };
}

/** Each request of the list once, in order, then none. */
export function eachOnce(requests: readonly ColdRequest[]): () => ColdRequest | undefined {
  let turn = 0;
  return () => requests[turn++];
}

function get(agent: http.Agent, url: URL, request: ColdRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = http.get(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: request.path,
        headers: request.authorization ? { authorization: request.authorization } : {},
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
        response.once('error', reject);
      },
    );
    outgoing.once('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.once('error', reject);
  });
}

/** The figures as a table, each route's req/s also as a share of the baseline's (the first row). */
export function printTable(title: string, rows: readonly RouteFigures[], p99TargetMs: number) {
  const baseline = rows[0]?.requestsPerSecond ?? 0;
  const header = ['route', 'as', 'req/s', 'p50 ms', 'p99 ms', '× health', 'errors/non-2xx', ''];
  const lines = rows.map((row, i) => [
    row.route,
    row.caller,
    row.requestsPerSecond.toFixed(0),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    baseline > 0 ? (row.requestsPerSecond / baseline).toFixed(2) : '-',
    String(row.failures),
    i > 0 && row.p99 >= p99TargetMs ? `p99 over ${p99TargetMs} ms` : '',
  ]);
  const widths = header.map((cell, c) => Math.max(cell.length, ...lines.map((line) => line[c]?.length ?? 0)));
  const format = (cells: string[]) =>
    cells
      .map((cell, c) => (c < 2 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}
