import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  calendarEndpoints,
  dashboardEndpoints,
  providerEndpoints,
  reportEndpoints,
} from '@harborstay/contracts';
import { addMonths, todayIn } from '@harborstay/domain';
import { DATASET_SIZE, LARGE_OWNER_EMAIL, datasetWindow } from '../load/dataset';
import { CONNECTIONS } from '../load/measure';
import { HEALTH_PATH } from '../load/routes';
import { startServer, type RunningServer } from '../load/server';
import { signIn } from '../load/sign-in';
import { loadTarget, type Target } from '../load/target';
import { createBookingSource, cycle, type Booking } from './bookings';
import { checkStored } from './check';
import { fillOwners } from './fill';
import { createProviderKey } from './provider-key';
import { getPaths, putBookings, startArrivals, type ArrivalFigures, type ReadFigures } from './send';

/**
 * The ingestion bench (issue 22): guest bookings a second through the provider API at 20
 * connections, new and replayed, and the owner's reads while 20 bookings a second arrive for
 * their properties; on the built server over the load bench's data, on PGlite and, when
 * BENCH_DATABASE_URL is set, on PostgreSQL.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 8483);
const ARRIVALS_PER_SECOND = 20;
/** The key's limit, far above what two cores can answer, so that the limit is not what is measured. */
const KEY_REQUESTS_PER_SECOND = 1_000_000;
/** Owners of the load bench's dataset loaded, the large owner first (all of them: 1000). */
const owners = Number(process.env.BENCH_INGEST_OWNERS ?? 100);
const INGESTED = 'ing';
const ARRIVED = 'arr';

const target = await loadTarget();
const today = todayIn('America/Denver');
// The bench's bookings start two months after the dataset's last night, one after the demo's: no clash.
const firstNight = addMonths(datasetWindow(today).end, 2);
console.log(
  `Ingestion bench: the server of ${target.root}; demo + the first ${owners} of the load bench's ${DATASET_SIZE.owners} owners ` +
    `(BENCH_INGEST_OWNERS${owners < DATASET_SIZE.owners ? ': a smaller fill than the load bench, with its large owner whole' : ''}); ${CONNECTIONS} connections for ${seconds} s per measurement; provider key limit ` +
    `${KEY_REQUESTS_PER_SECOND.toLocaleString('en-US')} a second (PROVIDER_KEY_REQUESTS_PER_SECOND); new bookings from ${firstNight} on, ` +
    `each property's back to back.`,
);
console.log(
  `Machine: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')} at the start; the load generator shares them with the server (and with whatever else runs).`,
);

await benchEngine('PGlite', async (dataDir) => {
  const database = await target.db.openDatabase({ dataDir: path.join(dataDir, 'db') });
  await timedFill(database, dataDir);
  return {
    server: await start(dataDir),
    reopen: () => target.db.openDatabase({ dataDir: path.join(dataDir, 'db') }),
  };
});

const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) {
  await benchEngine('PostgreSQL', async (dataDir) => {
    const url = await freshDatabase(adminUrl, process.env.BENCH_DATABASE_NAME ?? 'harborstay_ingest_bench');
    const database = await target.db.openDatabase({ url });
    await timedFill(database, dataDir);
    return {
      server: await start(dataDir, url),
      reopen: () => target.db.openDatabase({ url }),
      databaseUrl: url,
    };
  });
}

type Database = Awaited<ReturnType<Target['db']['openDatabase']>>;

function start(dataDir: string, databaseUrl?: string) {
  return startServer({
    root: target.root,
    port,
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    env: { PROVIDER_KEY_REQUESTS_PER_SECOND: String(KEY_REQUESTS_PER_SECOND) },
  });
}

async function benchEngine(
  engine: string,
  prepare: (
    dataDir: string,
  ) => Promise<{ server: RunningServer; reopen: () => Promise<Database>; databaseUrl?: string }>,
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harborstay-ingest-'));
  try {
    const { server, reopen, databaseUrl } = await prepare(dataDir);
    const bookings = createBookingSource(firstNight);
    let ingestion: Awaited<ReturnType<typeof measureIngestion>> | undefined;
    const arrived: Booking[] = [];
    try {
      const key = await createProviderKey({
        root: target.root,
        dataDir,
        ...(databaseUrl ? { databaseUrl } : {}),
      });
      ingestion = await measureIngestion(engine, server.origin, key, bookings);
      arrived.push(...(await measureReads(engine, server.origin, key, bookings)));
    } finally {
      // Requests whose clients timed out may still be running: let them end before the server stops.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await server.stop();
    }
    const database = await reopen();
    try {
      console.log(
        await checkStored(database.db, {
          prefixes: [INGESTED, ARRIVED],
          made: bookings.made,
          acknowledged: [...ingestion.acknowledged, ...arrived],
          replays: ingestion.replays,
          replayedPrefix: INGESTED,
        }),
      );
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Health (the baseline), then new bookings over every property in turn, then the same bookings again. */
async function measureIngestion(
  engine: string,
  origin: string,
  key: string,
  bookings: ReturnType<typeof createBookingSource>,
) {
  const listed = await fetch(`${origin}${providerEndpoints.properties.path}`, {
    headers: { authorization: `Bearer ${key}` },
  });
  if (!listed.ok) throw new Error(`the provider's property list answered ${listed.status}`);
  const propertyIds = ((await listed.json()) as { id: number }[]).map((property) => property.id);

  const health = await getPaths({ origin, seconds, paths: [HEALTH_PATH] });
  const created = await putBookings({
    origin,
    key,
    seconds,
    next: bookings.roundRobin(INGESTED, propertyIds),
  });
  // Bookings still being written when the clock stopped land before the replays start.
  await pause(3000);
  if (created.acknowledged.length === 0) throw new Error('no booking was acknowledged: nothing to replay');
  const replayStart = new Date();
  const replayed = await putBookings({ origin, key, seconds, next: cycle(created.acknowledged) });
  const replayEnd = new Date();
  await pause(1000);

  const route = providerEndpoints.putReservation.path;
  printTable(
    `${engine}: guest bookings through the provider API, ${CONNECTIONS} connections, ${propertyIds.length} properties in turn`,
    [
      'route',
      'what',
      'req/s',
      'p50 ms',
      'p99 ms',
      'max ms',
      '× health',
      'non-2xx',
      'errors/timeouts',
      'answers',
    ],
    [
      [HEALTH_PATH, 'baseline', ...figures(health, health.requestsPerSecond), statusList(health)],
      [`PUT ${route}`, 'new bookings', ...figures(created, health.requestsPerSecond), statusList(created)],
      [
        `PUT ${route}`,
        'replays (same bodies)',
        ...figures(replayed, health.requestsPerSecond),
        statusList(replayed),
      ],
    ],
  );
  return {
    acknowledged: [...created.acknowledged, ...replayed.acknowledged],
    replays: { start: replayStart, end: replayEnd },
  };
}

/**
 * The large owner's reads, each measured quiet and then while a second client sends 20 new
 * bookings a second to that owner's properties (each booking moves the owner's data version, so
 * the next read of every figure computes it afresh). Answers the arrived bookings acknowledged.
 */
async function measureReads(
  engine: string,
  origin: string,
  key: string,
  bookings: ReturnType<typeof createBookingSource>,
): Promise<Booking[]> {
  const large = await signIn(origin, LARGE_OWNER_EMAIL, target.demo.DEMO_PASSWORD);
  const year = new Date().getFullYear();
  const runs = [
    { route: HEALTH_PATH, caller: 'anyone', paths: [HEALTH_PATH], authorization: undefined },
    {
      route: dashboardEndpoints.figures.path,
      caller: 'all 50 properties',
      paths: [dashboardEndpoints.figures.path],
      authorization: large.authorization,
    },
    {
      route: `${dashboardEndpoints.figures.path}?id=…`,
      caller: 'each property in turn',
      paths: large.propertyIds.map((id) => `${dashboardEndpoints.figures.path}?id=${id}`),
      authorization: large.authorization,
    },
    {
      route: calendarEndpoints.reservations.path,
      caller: 'each property in turn',
      paths: large.propertyIds.map((id) => calendarEndpoints.reservations.path.replace('{id}', String(id))),
      authorization: large.authorization,
    },
    {
      route: `${reportEndpoints.reservations.path} (a year, by check-in)`,
      caller: 'pages 1-50 in turn',
      paths: Array.from(
        { length: 50 },
        (_unused, page) =>
          `${reportEndpoints.reservations.path}?start=${year}-01-01&end=${year}-12-31&sort=start_date&page=${page + 1}&page_size=10`,
      ),
      authorization: large.authorization,
    },
  ];
  const next = bookings.roundRobin(ARRIVED, large.propertyIds);
  const arrived: Booking[] = [];
  const rows: string[][] = [];
  for (const run of runs) {
    // Every path once first, one after the other: the quiet run then reads answers already kept.
    for (const route of run.paths) await settle(origin, route, run.authorization);
    const quiet = await getPaths({ origin, seconds, ...run });
    const arrivals = startArrivals({ origin, key, perSecond: ARRIVALS_PER_SECOND, next });
    await pause(1000);
    const busy = await getPaths({ origin, seconds, ...run });
    const landed: ArrivalFigures = await arrivals.stop();
    arrived.push(...landed.acknowledged);
    rows.push([
      run.route,
      run.caller,
      quiet.requestsPerSecond.toFixed(0),
      quiet.p50.toFixed(1),
      quiet.p99.toFixed(1),
      busy.requestsPerSecond.toFixed(0),
      busy.p50.toFixed(1),
      busy.p99.toFixed(1),
      `${trouble(quiet)} | ${trouble(busy)}`,
      `${landed.sent} at ${landed.perSecond.toFixed(1)}/s, p50 ${landed.p50.toFixed(0)} ms, p99 ${landed.p99.toFixed(0)} ms, ${landed.failures} failed`,
    ]);
  }
  printTable(
    `${engine}: the large owner's reads (${large.propertyIds.length} properties), ${CONNECTIONS} connections; quiet | while ${ARRIVALS_PER_SECOND} bookings a second arrive for those properties`,
    [
      'route',
      'as',
      'quiet req/s',
      'p50 ms',
      'p99 ms',
      'arriving req/s',
      'p50 ms',
      'p99 ms',
      'non-2xx or failed: quiet | arriving',
      'bookings sent meanwhile',
    ],
    rows,
  );
  console.log(
    'Latencies are those of answered requests; one unanswered after 10 s counts under errors/timeouts instead.',
  );
  return arrived;
}

function figures(row: ReadFigures, baseline: number): string[] {
  return [
    row.requestsPerSecond.toFixed(0),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    row.max.toFixed(0),
    baseline > 0 ? (row.requestsPerSecond / baseline).toFixed(2) : '-',
    String(row.non2xx),
    String(row.errors),
  ];
}

/** What went wrong, if anything: the statuses outside 2xx and the requests that failed. */
function trouble(row: ReadFigures): string {
  const statuses = [...row.statuses.entries()]
    .filter(([status]) => status < 200 || status > 299)
    .map(([status, times]) => `${times} × ${status}`);
  if (row.errors > 0) statuses.push(`${row.errors} errors/timeouts`);
  return statuses.length > 0 ? statuses.join(', ') : 'none';
}

function statusList(row: ReadFigures): string {
  return [...row.statuses.entries()]
    .toSorted(([a], [b]) => a - b)
    .map(([status, times]) => `${times} × ${status}`)
    .join(', ');
}

function printTable(title: string, header: string[], lines: string[][]) {
  const widths = header.map((cell, c) => Math.max(cell.length, ...lines.map((line) => line[c]?.length ?? 0)));
  const isText = (c: number) => c < 2 || c === header.length - 1;
  const format = (cells: string[]) =>
    cells
      .map((cell, c) => (isText(c) ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

async function timedFill(database: Database, dataDir: string) {
  const t0 = performance.now();
  try {
    const summary = await fillOwners(target, database.db, dataDir, owners);
    const took = ((performance.now() - t0) / 1000).toFixed(1);
    console.log(`\n${database.kind}: loaded the demo and ${JSON.stringify(summary)} in ${took} s`);
  } finally {
    await database.close();
  }
}

/** Drops and creates `name` on the server of `adminUrl` (no other database), and answers its URL. */
async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_DATABASE_NAME '${name}' is not a plain name`);
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

async function settle(origin: string, route: string, authorization: string | undefined) {
  const response = await fetch(`${origin}${route}`, { headers: authorization ? { authorization } : {} });
  if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  await response.arrayBuffer();
}

function pause(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
