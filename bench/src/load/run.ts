import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { todayIn } from '@harborstay/domain';
import { createProviderKey } from '../ingest/provider-key';
import { measureCold, WRITES_PER_SECOND, type SignedInOwner } from './cold';
import { DATASET_SIZE, datasetWindow } from './dataset';
import { exportFigures } from './export';
import { fillDatabase } from './fill';
import { loadHistory } from './history';
import { CONNECTIONS } from './measure';
import { WARM_UP_OWNER_EMAILS } from './dataset';
import { readLargeOwners, readOwners, type ColdOwner } from './owners';
import { HEALTH_PATH } from './routes';
import { startServer, type RunningServer } from './server';
import { logIn } from './sign-in';
import { loadTarget, type Target } from './target';
import { measureWarm, settle } from './warm';

/**
 * The HTTP load bench (decision 0029, issue 25): the built server on PGlite, and on PostgreSQL when
 * BENCH_DATABASE_URL is set, over the demo plus the large dataset, measured with autocannon; cold
 * (every request a new one, a writer running) unless BENCH_MODE=warm.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 8480);
const mode = process.env.BENCH_MODE ?? 'cold';
if (mode !== 'cold' && mode !== 'warm') throw new Error(`BENCH_MODE is cold or warm, not '${mode}'`);
const history = Number(process.env.BENCH_HISTORY ?? 1);
if (!Number.isInteger(history) || history < 1) throw new Error(`BENCH_HISTORY is a whole number ≥ 1`);
const adminUrl = process.env.BENCH_DATABASE_URL;
const engines = (process.env.BENCH_ENGINES ?? (history > 1 ? 'postgresql' : 'pglite,postgresql'))
  .split(',')
  .map((engine) => engine.trim().toLowerCase());
if (history > 1 && engines.includes('pglite'))
  throw new Error('BENCH_HISTORY loads PostgreSQL only: leave BENCH_ENGINES unset or postgresql');
if ((history > 1 || !engines.includes('pglite')) && !adminUrl)
  throw new Error('BENCH_HISTORY and BENCH_ENGINES=postgresql need BENCH_DATABASE_URL');
/**
 * BENCH_REUSE=1 keeps the filled data for the next run instead of loading it again (PGlite in
 * `BENCH_PGLITE_DIR`, default the system's temp folder's harborstay-load-kept; PostgreSQL in
 * BENCH_DATABASE_NAME): for trying a change in minutes. Each run's writer adds its bookings, so a
 * kept run's data is not a fresh seed's; the figures of record come from runs without it.
 */
const reuse = process.env.BENCH_REUSE === '1';
const keptPgliteDir = process.env.BENCH_PGLITE_DIR ?? path.join(os.tmpdir(), 'harborstay-load-kept');
/**
 * The server's PostgreSQL connections, sized as docs/deploy.md sizes them: about twice the
 * database's cores, and here the database has this machine's (decision 0070). DATABASE_POOL_SIZE
 * in the environment overrides it.
 */
const poolSize = process.env.DATABASE_POOL_SIZE ?? String(2 * os.availableParallelism());
/** The key's limit, far above the writer's pace, so that the limit is not what is measured. */
const KEY_REQUESTS_PER_SECOND = 1_000_000;

const target = await loadTarget();
const today = todayIn('America/Denver');
const window = datasetWindow(today);
const { reservations, owners, largeOwners, largeOwnerProperties } = DATASET_SIZE;
console.log(
  `Load bench (${mode}): the server of ${target.root}; demo + ${owners} owners and ${reservations} reservations ` +
    `(${largeOwners} large owners of ${largeOwnerProperties} properties)` +
    (history > 1 ? `, ${history}× the reservations' history on PostgreSQL (BENCH_HISTORY)` : '') +
    `; ${CONNECTIONS} connections for at most ${seconds} s per route` +
    (mode === 'cold'
      ? `, each request asked once, ${WRITES_PER_SECOND} bookings a second arriving through the provider API.`
      : ', the same requests again and again (answers kept by the server are reused).'),
);
console.log(
  `Machine: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')} at the start; the load generator shares them with the server (and with whatever else runs)` +
    (engines.includes('postgresql') ? `; the server opens at most ${poolSize} PostgreSQL connections.` : '.'),
);

type Database = Awaited<ReturnType<Target['db']['openDatabase']>>;
/** The large owners the cold run measures, and the others it warms the server with first. */
type Owners = { measured: ColdOwner[]; warmUp: ColdOwner[] };

if (engines.includes('pglite')) {
  await benchEngine(
    { engine: 'PGlite', p99TargetMs: 50, targetRatio: 8, keptDir: reuse ? keptPgliteDir : undefined },
    async (dataDir) => {
      const database = await target.db.openDatabase({ dataDir: path.join(dataDir, 'db') });
      const owners = await prepare(database, dataDir, 1, reuse);
      return { server: await start(dataDir), owners };
    },
  );
}

if (adminUrl && engines.includes('postgresql')) {
  await benchEngine({ engine: 'PostgreSQL', p99TargetMs: 25, targetRatio: 4 }, async (dataDir) => {
    const name = process.env.BENCH_DATABASE_NAME ?? 'harborstay_bench';
    const url = reuse ? await keptDatabase(adminUrl, name) : await freshDatabase(adminUrl, name);
    const owners = await prepare(await target.db.openDatabase({ url }), dataDir, history, reuse);
    return { server: await start(dataDir, url), owners, databaseUrl: url };
  });
}

function start(dataDir: string, databaseUrl?: string) {
  return startServer({
    root: target.root,
    port,
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    env: {
      PROVIDER_KEY_REQUESTS_PER_SECOND: String(KEY_REQUESTS_PER_SECOND),
      ...(databaseUrl ? { DATABASE_POOL_SIZE: poolSize } : {}),
    },
  });
}

async function benchEngine(
  engine: { engine: string; p99TargetMs: number; targetRatio: number; keptDir?: string | undefined },
  open: (dataDir: string) => Promise<{ server: RunningServer; owners: Owners; databaseUrl?: string }>,
) {
  const dataDir = engine.keptDir ?? mkdtempSync(path.join(os.tmpdir(), 'harborstay-load-'));
  if (engine.keptDir) mkdirSync(engine.keptDir, { recursive: true });
  try {
    const { server, owners, databaseUrl } = await open(dataDir);
    try {
      if (mode === 'warm') {
        await measureWarm({ ...engine, origin: server.origin, target, seconds });
      } else {
        const providerKey = await createProviderKey({
          root: target.root,
          dataDir,
          ...(databaseUrl ? { databaseUrl } : {}),
        });
        const signIn = async (list: readonly ColdOwner[]) => {
          const signedIn: SignedInOwner[] = [];
          for (const owner of list) {
            signedIn.push({
              ...owner,
              authorization: await logIn(server.origin, owner.email, target.demo.DEMO_PASSWORD),
            });
          }
          return signedIn;
        };
        await measureCold({
          ...engine,
          origin: server.origin,
          owners: await signIn(owners.measured),
          warmUpOwners: await signIn(owners.warmUp),
          providerKey,
          window,
          year: Number(today.slice(0, 4)),
          seconds,
        });
      }
      await exportFigures(server, target);
    } finally {
      // Requests whose clients timed out may still be running: let them end before the server stops.
      await settle(server.origin, HEALTH_PATH, undefined).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await server.stop();
    }
  } finally {
    if (!engine.keptDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Fills the database (and, with BENCH_HISTORY, its older history), prints how long that took, and
 * reads the large owners' ids for the cold run before closing it for the server.
 */
async function prepare(database: Database, dataDir: string, factor = 1, reuse = false): Promise<Owners> {
  const read = async () => ({
    measured: await readLargeOwners(database.db),
    warmUp: await readOwners(database.db, WARM_UP_OWNER_EMAILS),
  });
  try {
    const kept = reuse ? await read().catch(() => undefined) : undefined;
    if (kept) {
      console.log(`\n${database.kind}: the data of an earlier run, kept (BENCH_REUSE)`);
      return kept;
    }
    const t0 = performance.now();
    const summary = await fillDatabase(target, database.db, dataDir);
    const took = ((performance.now() - t0) / 1000).toFixed(1);
    console.log(`\n${database.kind}: loaded the demo and ${JSON.stringify(summary)} in ${took} s`);
    if (factor > 1) {
      const loaded = await loadHistory(database.db, { factor, window });
      console.log(
        `${database.kind}: history ×${factor}: ${loaded.added} older reservations added in SQL in ` +
          `${loaded.seconds.toFixed(1)} s (${summary.reservations + loaded.added} bench reservations); ${loaded.check}`,
      );
    }
    return await read();
  } finally {
    await database.close();
  }
}

/** The URL of `name` on the server of `adminUrl`, created when it does not exist (BENCH_REUSE). */
async function keptDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) return await freshDatabase(adminUrl, name);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops and creates `name` on the server of `adminUrl` (no other database), and answers its URL. */
async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_DATABASE_NAME '${name}' is not a plain name`);
  if (['postgres', 'test', 'template0', 'template1'].includes(name))
    throw new Error(`BENCH_DATABASE_NAME '${name}' is not a scratch database: the run drops it`);
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
