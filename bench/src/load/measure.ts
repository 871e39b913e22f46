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
