import { addDays, addMonths, startOfMonth, todayIn } from '@harborstay/domain';
import {
  authEndpoints,
  calendarEndpoints,
  careEndpoints,
  dashboardEndpoints,
  propertyEndpoints,
  reportEndpoints,
  siteEndpoints,
} from '@harborstay/contracts';

type OpenApiDocument = {
  paths: Record<string, Record<string, { security?: unknown[]; deprecated?: boolean }>>;
};

/**
 * Every owner read route of the running server, from its own OpenAPI document (which the
 * endpoint declarations make): a new GET route is measured without asking, and an older
 * checkout is measured on the routes it has. Public operations and the provider API's are left out;
 * deprecated ones are aliases of another path.
 */
export async function ownerReadPaths(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/api/openapi.json`);
  const document = (await response.json()) as OpenApiDocument;
  return Object.entries(document.paths)
    .filter(([, operations]) => {
      const read = operations.get;
      // The owner's operations take the document's default (the session token); public ones say
      // `security: []`, the provider API's its key.
      const security = read?.security as Record<string, unknown>[] | undefined;
      const isOwners = security === undefined || security.some((scheme) => 'token' in scheme);
      return read !== undefined && !read.deprecated && isOwners;
    })
    .map(([path]) => path)
    .filter((path) => !MEASURED_APART.includes(path))
    .map((path) => (READ_QUERIES[path] ? `${path}?${READ_QUERIES[path]}` : path));
}

/** Routes that need a query to answer 200; `{id}` is each of the caller's properties in turn. */
const READ_QUERIES: Record<string, string> = {
  [careEndpoints.list.path]: 'property={id}',
};

/** The export streams every row: timed once per format with the server's memory (exportFigures), not hammered. */
const MEASURED_APART: readonly string[] = [reportEndpoints.reservationsExport.path];

/** The reads behind the demo owner's pages. */
export const MAIN_READ_PATHS: readonly string[] = [
  authEndpoints.user.path,
  propertyEndpoints.list.path,
  propertyEndpoints.info.path,
  propertyEndpoints.ownerFinancials.path,
  propertyEndpoints.financials.path,
  dashboardEndpoints.figures.path,
];

/** Reads that take a property filter (`?id=`): measured again with one property chosen. */
export const FILTERED_READ_PATHS: readonly string[] = [dashboardEndpoints.figures.path];

/**
 * `BENCH_ONLY` (comma-separated parts of paths, e.g. `dashboard`) keeps the routes that contain one
 * of them; `/api/health`, the baseline, is always measured.
 */
export function isMeasured(route: string, only = process.env.BENCH_ONLY): boolean {
  if (!only || route === HEALTH_PATH) return true;
  return only.split(',').some((part) => part.trim() !== '' && route.includes(part.trim()));
}

export const HEALTH_PATH = siteEndpoints.health.path;

/** Whose ids fill a route's `{id}`: a reservation's on the routes of one reservation, else a property's. */
export function idsFor(
  template: string,
  caller: { propertyIds: readonly number[]; reservationIds: readonly number[] },
): readonly number[] {
  return template === calendarEndpoints.reservation.path ? caller.reservationIds : caller.propertyIds;
}

/**
 * The path with `{id}` (or `{propertyId}`) filled by each of the ids in turn, one request after the other, and a
 * calendar's `{startDate}`/`{endDate}` by this month and the next, as the calendar page first asks.
 */
export function pathsFor(template: string, ids: readonly number[]): string[] {
  const thisMonth = startOfMonth(todayIn('UTC'));
  const dated = template
    .replace('{startDate}', thisMonth)
    .replace('{endDate}', addDays(addMonths(thisMonth, 2), -1));
  const idParam = /\{(id|propertyId)\}/;
  return idParam.test(dated) ? ids.map((id) => dated.replace(idParam, String(id))) : [dated];
}
