import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { fillDatabase } from './fill';
import { DATASET_SIZE, LARGE_OWNER_EMAIL } from './dataset';
import { CONNECTIONS, hammer, printTable, type RouteFigures } from './measure';
import { reportEndpoints } from '@harborstay/contracts';
import { exportFigures } from './export';
import { signIn } from './sign-in';
import {
  FILTERED_READ_PATHS,
  HEALTH_PATH,
  MAIN_READ_PATHS,
  isMeasured,
  ownerReadPaths,
  idsFor,
  pathsFor,
} from './routes';
import { startServer, type RunningServer } from './server';
import { loadTarget, type Target } from './target';

/**
 * The HTTP load bench (decision 0029): the built server on PGlite, and on PostgreSQL when
 * BENCH_DATABASE_URL is set, over the demo plus the large dataset, measured with autocannon.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 8480);
const target = await loadTarget();
const { reservations, owners } = DATASET_SIZE;
console.log(
  `Load bench: the server of ${target.root}; demo + ${owners} owners and ${reservations} reservations; ` +
    `${CONNECTIONS} connections for ${seconds} s per route; figures answers cached: ` +
    (process.env.FIGURES_CACHE_ENTRIES === '0' ? 'no (FIGURES_CACHE_ENTRIES=0)' : 'yes (decision 0042)') +
    '; sessions kept on PGlite: ' +
    (process.env.SESSION_CACHE_ENTRIES === '0' ? 'no (SESSION_CACHE_ENTRIES=0).' : 'yes (decision 0043).'),
);

await benchEngine('PGlite', 50, async (dataDir) => {
  const database = await target.db.openDatabase({ dataDir: path.join(dataDir, 'db') });
  await timedFill(database, dataDir);
  return startServer({ root: target.root, port, dataDir });
});

const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) {
  await benchEngine('PostgreSQL', 25, async (dataDir) => {
    const url = await freshDatabase(adminUrl, process.env.BENCH_DATABASE_NAME ?? 'harborstay_bench');
    const database = await target.db.openDatabase({ url });
    await timedFill(database, dataDir);
    return startServer({ root: target.root, port, dataDir, databaseUrl: url });
  });
}

async function benchEngine(
  engine: string,
  p99TargetMs: number,
  start: (dataDir: string) => Promise<RunningServer>,
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harborstay-load-'));
  try {
    const server = await start(dataDir);
    try {
      const rows = await measureRoutes(server.origin, target);
      printTable(`${engine}: target p99 < ${p99TargetMs} ms for the large owner's reads`, rows, p99TargetMs);
      await healthUnderFigures(server.origin, target);
      await exportFigures(server, target);
    } finally {
      // Requests whose clients timed out may still be running: let them end before the server stops.
      await settle(server.origin, HEALTH_PATH, undefined).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function timedFill(database: Awaited<ReturnType<Target['db']['openDatabase']>>, dataDir: string) {
  const t0 = performance.now();
  try {
    const summary = await fillDatabase(target, database.db, dataDir);
    const took = ((performance.now() - t0) / 1000).toFixed(1);
    console.log(`\n${database.kind}: loaded the demo and ${JSON.stringify(summary)} in ${took} s`);
  } finally {
    await database.close();
  }
}

/** Drops and creates `name` on the server of `adminUrl`, and answers its URL. */
async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function measureRoutes(origin: string, target: Target): Promise<RouteFigures[]> {
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
  // The reservations report over a whole year of the large owner's 50 properties (about 5,000
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

async function settle(origin: string, route: string, authorization: string | undefined) {
  const response = await fetch(`${origin}${route}`, { headers: authorization ? { authorization } : {} });
  if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  await response.arrayBuffer();
}

/**
 * Does a heavy read starve everyone else? One client asks /api/health while four read the
 * large owner's figures of all properties (issue 9: on PGlite health went unanswered for 8 s).
 */
async function healthUnderFigures(origin: string, target: Target) {
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
