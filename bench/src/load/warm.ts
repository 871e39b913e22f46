import { reportEndpoints } from '@harborstay/contracts';
import { LARGE_OWNER_EMAIL } from './dataset';
import { hammer, printTable, type RouteFigures } from './measure';
import {
  FILTERED_READ_PATHS,
  HEALTH_PATH,
  MAIN_READ_PATHS,
  idsFor,
  isMeasured,
  ownerReadPaths,
  pathsFor,
} from './routes';
import { signIn } from './sign-in';
import type { Target } from './target';

/**
 * The warm mode (`BENCH_MODE=warm`, the bench before issue 25): each route asked again and again
 * by the first large owner (and the demo owner Olivia), so that whatever the server keeps is
 * reused; then /api/health beside four clients reading figures.
 */
export async function measureWarm(options: {
  engine: string;
  p99TargetMs: number;
  origin: string;
  target: Target;
  seconds: number;
}) {
  const rows = await measureRoutes(options.origin, options.target, options.seconds);
  printTable(
    `${options.engine}, warm: target p99 < ${options.p99TargetMs} ms for the large owner's reads`,
    rows,
    options.p99TargetMs,
  );
  await healthUnderFigures(options.origin, options.target, options.seconds);
}

async function measureRoutes(origin: string, target: Target, seconds: number): Promise<RouteFigures[]> {
  const password = target.demo.DEMO_PASSWORD;
  const large = await signIn(origin, LARGE_OWNER_EMAIL, password);
  const olivia = await signIn(origin, target.demo.DEMO_ACCOUNTS.owner.email, password);
  const runs = [
    { route: HEALTH_PATH, caller: 'anyone', paths: [HEALTH_PATH], authorization: undefined },
    ...(await ownerReadPaths(origin)).map((route) => ({
      route,
      caller: 'large owner',
      paths: pathsFor(route, idsFor(route, large)),
      authorization: large.authorization,
    })),
    ...FILTERED_READ_PATHS.map((route) => ({
      route: `${route}?id=…`,
      caller: 'large owner, one property',
      paths: large.propertyIds.map((id) => `${route}?id=${id}`),
      authorization: large.authorization,
    })),
    ...MAIN_READ_PATHS.map((route) => ({
      route,
      caller: 'Olivia (demo)',
      paths: pathsFor(route, idsFor(route, olivia)),
      authorization: olivia.authorization,
    })),
  ];
  // The reservations report over a whole year of the large owner's 50 properties (about 2,000
  // check-ins), sorted by check-in date: each request asks the next of its first 50 pages.
  const year = new Date().getFullYear();
  const reportPages = Array.from(
    { length: 50 },
    (_unused, page) =>
      `${reportEndpoints.reservations.path}?start=${year}-01-01&end=${year}-12-31&sort=start_date&page=${page + 1}&page_size=10`,
  );
  runs.push({
    route: `${reportEndpoints.reservations.path} (a year, by check-in, pages 1-50)`,
    caller: 'large owner',
    paths: reportPages,
    authorization: large.authorization,
  });
  const rows: RouteFigures[] = [];
  for (const run of runs.filter(({ route }) => isMeasured(route))) {
    // One request first, alone: it waits out what the previous route left queued, and warms up.
    await settle(origin, run.paths[0] ?? HEALTH_PATH, run.authorization);
    const figures = await hammer({ origin, seconds, paths: run.paths, authorization: run.authorization });
    rows.push({ route: run.route, caller: run.caller, ...figures });
  }
  return rows;
}

export async function settle(origin: string, route: string, authorization: string | undefined) {
  const response = await fetch(`${origin}${route}`, { headers: authorization ? { authorization } : {} });
  if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  await response.arrayBuffer();
}

/**
 * Does a heavy read starve everyone else? One client asks /api/health while four read the
 * large owner's figures of all properties (issue 9: on PGlite health went unanswered for 8 s).
 */
async function healthUnderFigures(origin: string, target: Target, seconds: number) {
  const large = await signIn(origin, LARGE_OWNER_EMAIL, target.demo.DEMO_PASSWORD);
  const figuresPath = '/api/owners/owner/property/financials/';
  const [health, figures] = await Promise.all([
    hammer({ origin, seconds, paths: [HEALTH_PATH], connections: 1 }),
    hammer({ origin, seconds, paths: [figuresPath], connections: 4, authorization: large.authorization }),
  ]);
  console.log(
    `health beside 4 clients reading ${figuresPath}: health p50 ${health.p50} ms, p99 ${health.p99} ms, ` +
      `max ${health.max} ms, ${health.failures} failed; figures ${figures.requestsPerSecond.toFixed(0)} req/s, ` +
      `p99 ${figures.p99} ms, ${figures.failures} failed`,
  );
}
