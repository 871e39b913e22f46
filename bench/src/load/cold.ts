import {
  calendarEndpoints,
  CARE_TASK_SORTS,
  careEndpoints,
  dashboardEndpoints,
  documentEndpoints,
  RESERVATION_REPORT_SORTS,
  reportEndpoints,
} from '@harborstay/contracts';
import { createRandom } from '@harborstay/demo-seed';
import { addDays, addMonths, nightsBetween } from '@harborstay/domain';
import { createBookingSource } from '../ingest/bookings';
import { startArrivals, type ArrivalFigures } from '../ingest/send';
import { CONNECTIONS, eachOnce, measureEach, type ColdFigures, type ColdRequest } from './measure';
import type { ColdOwner } from './owners';
import { HEALTH_PATH, isMeasured, ownerReadPaths } from './routes';

/** The writer's pace: new guest bookings a second through the provider API, the whole run. */
export const WRITES_PER_SECOND = 20;
/** Rows of the report asked per page, and the deepest page asked. */
const REPORT_PAGE_SIZE = 10;
const REPORT_PAGES = 100;
/**
 * Before anything is timed, each route is asked this many times by ten other owners (none of them
 * measured), ten at a time: a server that has run for a while has compiled its code paths
 * (JavaScript, and the embedded database's WebAssembly), and each of its pooled connections has
 * loaded the catalog and planned the route's statements (about 20 ms on a connection's first
 * dashboard, 2 ms after). Sent one at a time, the first requests warmed one connection of ten, and
 * the measured requests met the other nine's first runs instead.
 */
const WARM_UP_REQUESTS = 20;
const WARM_UP_CONNECTIONS = 10;
/** The care list's page size when none is asked (apps/api care service). */
const CARE_PAGE_SIZE = 10;

export type SignedInOwner = ColdOwner & { authorization: string };

/** One row of the cold table: a route, what varies from request to request, and its requests. */
type ColdRun = { route: string; varies: string; requests: ColdRequest[] };

/**
 * The cold mode (issue 25): what an owner meets on a first view. Every request of the run is a
 * new (owner, filter, range, page) combination over the 20 large owners, so no answer kept by the
 * server can be reused, while a writer sends 20 new bookings a second to those owners' properties
 * (each moving its owner's figures). /api/health is measured first in the same run, beside the
 * same writer; each route's p99 is printed as a multiple of health's.
 */
export async function measureCold(options: {
  engine: string;
  /** The largest p99 ratio to health's that the engine should show (issue 25: 4× and 8×). */
  targetRatio: number;
  origin: string;
  owners: readonly SignedInOwner[];
  /** Owners whose requests warm the server up, none of them among `owners`. */
  warmUpOwners: readonly SignedInOwner[];
  providerKey: string;
  window: { start: string; end: string };
  year: number;
  seconds: number;
}) {
  const { origin, seconds } = options;
  const runsOf = async (owners: readonly SignedInOwner[]) =>
    (await coldRuns(origin, owners, options.window, options.year)).filter(({ route }) => isMeasured(route));
  const runs = await runsOf(options.owners);
  const warmUps = await runsOf(options.warmUpOwners);
  // The writer's bookings lie two months after the dataset's last night, each property's back to
  // back: nights no other booking holds. Owners take turns, so each sees about a booking a second.
  const bookings = createBookingSource(addMonths(options.window.end, 2));
  const interleaved = Array.from(
    { length: Math.max(...options.owners.map((o) => o.propertyIds.length)) },
    (_u, i) => options.owners.flatMap((owner) => owner.propertyIds[i] ?? []),
  ).flat();
  const writer = startArrivals({
    origin,
    key: options.providerKey,
    perSecond: WRITES_PER_SECOND,
    next: bookings.roundRobin('cold', interleaved),
  });
  let landed: ArrivalFigures | undefined;
  const rows: (ColdFigures & { route: string; varies: string })[] = [];
  try {
    await pause(1000);
    for (const warmUp of warmUps) {
      const requests = warmUp.requests.slice(0, WARM_UP_REQUESTS);
      await measureEach({
        origin,
        seconds,
        pool: requests.length,
        connections: WARM_UP_CONNECTIONS,
        next: eachOnce(requests),
      });
    }
    await measureEach({ origin, seconds: 2, pool: 0, next: () => ({ path: HEALTH_PATH }) });
    const health = await measureEach({ origin, seconds, pool: 0, next: () => ({ path: HEALTH_PATH }) });
    rows.push({ route: HEALTH_PATH, varies: 'the baseline (the same path each time)', ...health });
    for (const run of runs) {
      // One health request alone between routes (no owner's request is asked twice).
      await waitForHealth(origin);
      const figures = await measureEach({
        origin,
        seconds,
        pool: run.requests.length,
        next: eachOnce(run.requests),
      });
      rows.push({ route: run.route, varies: run.varies, ...figures });
    }
  } finally {
    landed = await writer.stop();
  }
  printColdTable(options.engine, options.targetRatio, rows, options.owners.length);
  console.log(
    `writer meanwhile: ${landed.sent} bookings through the provider API at ${landed.perSecond.toFixed(1)}/s ` +
      `(target ${WRITES_PER_SECOND}/s), p50 ${landed.p50.toFixed(0)} ms, p99 ${landed.p99.toFixed(0)} ms, ${landed.failures} failed`,
  );
}

/** Every owner read route of the server (its OpenAPI, the export apart) as one or two cold runs. */
async function coldRuns(
  origin: string,
  owners: readonly SignedInOwner[],
  window: { start: string; end: string },
  year: number,
): Promise<ColdRun[]> {
  const twoMonths = twoMonthWindows(window);
  const runs: ColdRun[] = [];
  for (const route of await ownerReadPaths(origin)) {
    const template = route.split('?')[0] ?? route;
    const perProperty = (varies: string, suffixes: (owner: SignedInOwner, id: number) => string[]) => ({
      route: template,
      varies,
      requests: owners.flatMap((owner) =>
        owner.propertyIds.flatMap((id) =>
          suffixes(owner, id).map((suffix) => ({
            path: template.replace(/\{(id|propertyId)\}/, String(id)) + suffix,
            authorization: owner.authorization,
          })),
        ),
      ),
    });
    switch (template) {
      case dashboardEndpoints.figures.path:
        runs.push(
          {
            route: template,
            varies: 'owner; all 50 properties, or all but one or two (?id=…)',
            requests: owners.flatMap((owner) =>
              allButAFew(owner.propertyIds).map((ids) => ({
                path: template + query(ids.map((id) => ['id', id])),
                authorization: owner.authorization,
              })),
            ),
          },
          {
            ...perProperty('owner; one property', (_owner, id) => [query([['id', id]])]),
            route: `${template}?id=…`,
          },
        );
        break;
      case reportEndpoints.reservations.path:
        runs.push({
          route: template,
          varies: `owner; a year (${year - 1}-${year + 1}); ${RESERVATION_REPORT_SORTS.length} sorts; pages 1-${REPORT_PAGES} of ${REPORT_PAGE_SIZE}`,
          requests: owners.flatMap((owner) =>
            [year - 1, year, year + 1].flatMap((reportYear) =>
              RESERVATION_REPORT_SORTS.flatMap((sort) =>
                Array.from({ length: REPORT_PAGES }, (_unused, page) => ({
                  path:
                    template +
                    query([
                      ['start', `${reportYear}-01-01`],
                      ['end', `${reportYear}-12-31`],
                      ['sort', sort],
                      ['page', page + 1],
                      ['page_size', REPORT_PAGE_SIZE],
                    ]),
                  authorization: owner.authorization,
                })),
              ),
            ),
          ),
        });
        break;
      case calendarEndpoints.reservations.path:
        runs.push(
          perProperty(`property; two months (${twoMonths.length} windows)`, () =>
            twoMonths.map(({ start, end }) =>
              query([
                ['start', start],
                ['end', end],
              ]),
            ),
          ),
        );
        break;
      case calendarEndpoints.prices.path:
        runs.push({
          route: template,
          varies: `property; two months (${twoMonths.length} windows)`,
          requests: owners.flatMap((owner) =>
            owner.propertyIds.flatMap((id) =>
              twoMonths.map(({ start, end }) => ({
                path: template
                  .replace('{id}', String(id))
                  .replace('{startDate}', start)
                  .replace('{endDate}', end),
                authorization: owner.authorization,
              })),
            ),
          ),
        });
        break;
      case calendarEndpoints.reservation.path:
        runs.push({
          route: template,
          varies: "reservation (every 12th of each property's)",
          requests: owners.flatMap((owner) =>
            owner.reservationIds.map((id) => ({
              path: template.replace('{id}', String(id)),
              authorization: owner.authorization,
            })),
          ),
        });
        break;
      case careEndpoints.list.path:
        runs.push(
          perProperty(
            `property; ${CARE_TASK_SORTS.length} sorts; every page of ${CARE_PAGE_SIZE}`,
            (owner, id) =>
              CARE_TASK_SORTS.flatMap((sort) =>
                Array.from(
                  { length: Math.max(1, Math.ceil((owner.tasksByProperty.get(id) ?? 0) / CARE_PAGE_SIZE)) },
                  (_unused, page) =>
                    query([
                      ['property', id],
                      ['sort', sort],
                      ['page', page + 1],
                    ]),
                ),
              ),
          ),
        );
        break;
      case documentEndpoints.list.path:
        runs.push(
          perProperty(`property; every year or none (${year - 2}-${year + 1})`, () => [
            '',
            ...[year - 2, year - 1, year, year + 1].map((documentYear) => query([['year', documentYear]])),
          ]),
        );
        break;
      default:
        // A route of one property asks each in turn; a route of the caller's whole account has only
        // the owner to vary: one request per owner, 20 in all.
        runs.push(
          /\{(id|propertyId)\}/.test(template)
            ? perProperty('property', () => [''])
            : {
                route: template,
                varies: 'owner (nothing else to vary)',
                requests: owners.map((owner) => ({ path: template, authorization: owner.authorization })),
              },
        );
    }
  }
  // Owners, properties, ranges and pages in a seeded shuffle: a run cut short by the clock still
  // spreads over all of them, and both engines get the same order.
  return runs.map((run) => ({ ...run, requests: shuffled(run.requests, `bench:cold:${run.route}`) }));
}

/** The whole list, and every list with one or two of its ids left out. */
function allButAFew(ids: readonly number[]): number[][] {
  const lists: number[][] = [[...ids]];
  for (let i = 0; i < ids.length; i += 1) {
    lists.push(ids.filter((_id, k) => k !== i));
    for (let j = i + 1; j < ids.length; j += 1) lists.push(ids.filter((_id, k) => k !== i && k !== j));
  }
  // The whole list is asked without a filter, as the dashboard first asks.
  lists[0] = [];
  return lists;
}

/** The windows the calendar first asks (a month and the next), one starting at each month of the data. */
function twoMonthWindows(window: { start: string; end: string }) {
  const windows: { start: string; end: string }[] = [];
  for (let start = window.start; addMonths(start, 2) <= window.end; start = addMonths(start, 1)) {
    windows.push({ start, end: addDays(addMonths(start, 2), -1) });
  }
  if (windows.length === 0 || nightsBetween(window.start, window.end) <= 0)
    throw new Error('the dataset window holds no two months');
  return windows;
}

function query(pairs: [string, string | number][]): string {
  return pairs.length === 0
    ? ''
    : `?${pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

function shuffled<T>(items: readonly T[], seed: string): T[] {
  const random = createRandom(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    const swap = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = swap;
  }
  return copy;
}

async function waitForHealth(origin: string) {
  const response = await fetch(`${origin}${HEALTH_PATH}`);
  if (!response.ok) throw new Error(`${HEALTH_PATH} answered ${response.status}`);
  await response.arrayBuffer();
}

function pause(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The cold table: per route its requests (answered / the pool of distinct ones), req/s, p50, p99
 * and p99 as a multiple of health's; then the summary line: the worst ratio against the target.
 */
function printColdTable(
  engine: string,
  targetRatio: number,
  rows: readonly (ColdFigures & { route: string; varies: string })[],
  owners: number,
) {
  const health = rows[0];
  const healthP99 = health?.p99 ?? 0;
  const ratio = (p99: number) => (healthP99 > 0 ? p99 / healthP99 : Number.POSITIVE_INFINITY);
  const header = [
    'route',
    'what varies',
    'answered/distinct',
    'req/s',
    'p50 ms',
    'p99 ms',
    '× health p99',
    'errors/non-2xx',
    '',
  ];
  const lines = rows.map((row, i) => [
    row.route,
    row.varies,
    i === 0 ? String(row.answered) : `${row.answered}/${row.pool}`,
    row.requestsPerSecond.toFixed(0),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    i === 0 ? '1.0' : healthP99 > 0 ? ratio(row.p99).toFixed(1) : '-',
    String(row.failures),
    i > 0 && ratio(row.p99) > targetRatio ? `over ${targetRatio}×` : '',
  ]);
  const widths = header.map((cell, c) => Math.max(cell.length, ...lines.map((line) => line[c]?.length ?? 0)));
  const format = (cells: string[]) =>
    cells
      .map((cell, c) =>
        c < 2 || c === cells.length - 1 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0),
      )
      .join('  ')
      .trimEnd();
  console.log(
    `\n${engine}, cold: ${CONNECTIONS} connections, ${owners} large owners (50 properties each, signed in once each), ` +
      `each request asked once in the run, ${WRITES_PER_SECOND} bookings a second arriving throughout`,
  );
  console.log(format(header));
  for (const line of lines) console.log(format(line));
  const reads = rows.slice(1);
  const worst = reads.reduce<(typeof reads)[number] | undefined>(
    (found, row) => (found === undefined || row.p99 > found.p99 ? row : found),
    undefined,
  );
  const over = reads.filter((row) => ratio(row.p99) > targetRatio).length;
  const failed = reads.reduce((sum, row) => sum + row.failures, 0);
  if (healthP99 <= 0) {
    console.log(`${engine} cold summary: /api/health was not answered, so no ratio can be given`);
    return;
  }
  console.log(
    worst
      ? `${engine} cold summary: worst p99 ${ratio(worst.p99).toFixed(1)}× health's ${healthP99.toFixed(0)} ms ` +
          `(${worst.route}, ${worst.varies}: ${worst.p99.toFixed(0)} ms); target ${targetRatio}×: ` +
          `${over === 0 ? 'met' : `missed by ${over} of ${reads.length} routes`}` +
          (failed > 0 ? `; ${failed} requests failed or answered outside 2xx` : '')
      : `${engine} cold summary: no owner route measured (BENCH_ONLY)`,
  );
}
