import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coOwnerEndpoints,
  endpointUrl,
  fillPathParams,
  messages,
  ownerProfileEndpoints,
  propertyEndpoints,
  type TOwnerCoOwnersList,
  type TOwnerProfileRecord,
  type TPropertyFinancials,
  type TPropertyInfo,
  type TPropertyListItem,
  type THttpMethod,
} from '@harborstay/contracts';
import { desc } from 'drizzle-orm';
import { careTasks, documents, reservations } from '@harborstay/db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@harborstay/demo-seed';
import { addDays, todayIn } from '@harborstay/domain';
import { seedDemo } from './admin/demo-seed';
import { createProviderKey } from './modules/provider/keys';
import { createTestApp, signIn } from './testing/test-app';

/**
 * The route matrix (docs/decisions/0017): every route of the OpenAPI document that is not one of
 * PUBLIC_ROUTES is called as an anonymous caller (401), as Oscar with the ids of Olivia's
 * resources, and as Carl with the ids of Olivia's properties he does not share (403, 404 or 406,
 * and nothing of hers in the body). A route added later is covered without editing this file; a
 * route that takes ids fails until ROUTE_INPUTS says how to name one of Olivia's resources in it.
 */

/** The public routes of decision 0017, by name: opening any other route fails the matrix. */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/config/',
  'GET /api/files/',
  'POST /api/auth/login/',
  'POST /api/auth/password/reset/',
  'POST /api/auth/password/reset/check/',
  'POST /api/auth/password/reset/confirm/',
  'POST /api/owners/account-requests/',
  'POST /api/owners/confirm-email/',
  'GET /api/care-reports/',
  // Breezeway signs nothing: its secret address is the proof (another token answers 404).
  'POST /api/integrations/breezeway/webhooks/{token}/',
  // Guesty signs through Svix: a missing, wrong or stale signature answers 401.
  'POST /api/integrations/guesty/webhooks/',
  // A notification e-mail's one-click unsubscribe (RFC 8058): the signed token is the permission;
  // its GET only leads to the page.
  'POST /api/owners/notifications/unsubscribe/{token}/',
  'GET /api/owners/notifications/unsubscribe/{token}/',
  // A calendar app sends no header: the feed's secret address is the permission (decision 0057).
  'GET /api/calendar-feeds/{token}.ics',
];

type RouteInput = {
  params?: Record<string, number>;
  /** Path parameters that are not ids (dates). */
  path?: Record<string, string>;
  query?: Record<string, number | string | number[]>;
  body?: Record<string, unknown>;
  /**
   * The route filters by the ids it is given and ignores those that are not the caller's (the
   * dashboard, the reservations report): it answers 200, with nothing of the property in the body.
   */
  ignoresForeignIds?: true;
};

/** How each route that takes ids names a resource of the target property (one of Olivia's). */
const ROUTE_INPUTS: Record<string, (target: { propertyId: number }) => RouteInput> = {
  'GET /api/owners/owner/property/{id}/': ({ propertyId }) => ({ params: { id: propertyId } }),
  'GET /api/owners/owner/property/financials/{id}/': ({ propertyId }) => ({ params: { id: propertyId } }),
  'GET /api/owners/owner/property/financials/{id}': ({ propertyId }) => ({ params: { id: propertyId } }),
  'GET /api/owners/dashboard/': ({ propertyId }) => ({ query: { id: propertyId }, ignoresForeignIds: true }),
  'PUT /api/owners/owner/properties/': ({ propertyId }) => ({
    body: { id: propertyId, company_structure: 'Matrix LLC' },
  }),
  // The calendar (issue 10): valid bodies, so that only the owner scope can refuse them.
  'GET /api/owners/owner/property/{id}/reservations/': ({ propertyId }) => ({ params: { id: propertyId } }),
  'GET /api/owners/owner/property/reservation/{id}/': ({ propertyId }) => ({
    params: { id: reservationOf(propertyId) },
  }),
  'PUT /api/owners/owner/property/reservation/{id}/': ({ propertyId }) => ({
    params: { id: reservationOf(propertyId) },
    body: { status: 'canceled' },
  }),
  'POST /api/owners/owner/property/reservation/': ({ propertyId }) => ({
    body: { ...validStay, property_id: propertyId },
  }),
  'POST /api/owners/owner/property/{propertyId}/calendar/': ({ propertyId }) => ({
    params: { propertyId },
    body: validBlock,
  }),
  'PUT /api/owners/owner/property/{propertyId}/calendar/': ({ propertyId }) => ({
    params: { propertyId },
    body: { id: reservationOf(propertyId), status: 'available' },
  }),
  'GET /api/owners/owner/property/{id}/calendar/{startDate}/{endDate}/': ({ propertyId }) => ({
    params: { id: propertyId },
    path: { startDate: addDays(todayIn('UTC'), -7), endDate: addDays(todayIn('UTC'), 30) },
  }),
  // The calendar feed (issue 27): an address of another owner's property is neither shown nor made.
  'GET /api/owners/owner/property/{id}/calendar-feed/': ({ propertyId }) => ({ params: { id: propertyId } }),
  'POST /api/owners/owner/property/{id}/calendar-feed/': ({ propertyId }) => ({ params: { id: propertyId } }),
  'GET /api/owners/owner/property/{propertyId}/documents/': ({ propertyId }) => ({ params: { propertyId } }),
  'POST /api/owners/owner/property/documents/{propertyId}/': ({ propertyId }) => ({ params: { propertyId } }),
  'POST /api/owners/owner/property/{propertyId}/documents/{id}/url/': ({ propertyId }) => ({
    params: { propertyId, id: firstDocumentOf(propertyId) },
  }),
  'GET /api/owners/owner/property/properties-care/': ({ propertyId }) => ({
    query: { property: propertyId },
  }),
  'POST /api/owners/owner/property/properties-care/getUrl/': ({ propertyId }) => ({
    body: { task_id: careTaskOf(propertyId) },
  }),
  'GET /api/owners/owner/reservations/': ({ propertyId }) => ({
    query: { property: propertyId, start: '2000-01-01', end: '2100-12-31' },
    ignoresForeignIds: true,
  }),
  'GET /api/owners/owner/reservations/export/': ({ propertyId }) => ({
    query: { property: propertyId, start: '2000-01-01', end: '2100-12-31', format: 'csv' },
    ignoresForeignIds: true,
  }),
};

const validStay = {
  start_date: addDays(todayIn('UTC'), 40),
  end_date: addDays(todayIn('UTC'), 43),
  arrival: '16:00',
  guests_count: 2,
  reservation_for: 'Myself',
};
const validBlock = {
  start_date: addDays(todayIn('UTC'), 40),
  end_date: addDays(todayIn('UTC'), 42),
  type_of_maintenance: 'Deep clean',
  notes: 'Matrix block',
};

/** One reservation id of each of Olivia's properties, read once the demo is seeded. */
const reservationIds = new Map<number, number>();
function reservationOf(propertyId: number): number {
  const id = reservationIds.get(propertyId);
  if (id === undefined) throw new Error(`no reservation of property ${propertyId} in the demo`);
  return id;
}

/** One document of each demo property (the seed gives every property documents of every type). */
const documentIdByProperty = new Map<number, number>();
function firstDocumentOf(propertyId: number): number {
  const id = documentIdByProperty.get(propertyId);
  if (id === undefined) throw new Error(`property ${propertyId} has no document`);
  return id;
}

/** A care task with a report of each demo property, read once the demo is seeded. */
const careTaskByProperty = new Map<number, number>();
function careTaskOf(propertyId: number): number {
  const taskId = careTaskByProperty.get(propertyId);
  if (taskId === undefined) throw new Error(`no care task with a report on property ${propertyId}`);
  return taskId;
}

/** A parameter or body field that names a resource: id, property, property_id, task_id… */
const RESOURCE_NAME = /^(id|property|.*_id|.*Id)$/;

type JsonSchema = {
  properties?: Record<string, unknown>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type OpenApiOperation = {
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
type Operation = {
  key: string;
  method: THttpMethod;
  path: string;
  isPublic: boolean;
  /** Called with a provider key (the provider API), not an owner's token. */
  isProvider: boolean;
  hasBody: boolean;
  takesIds: boolean;
};

function fieldNames(schema: JsonSchema): string[] {
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [...Object.keys(schema.properties ?? {}), ...nested.flatMap(fieldNames)];
}

function toOperation(method: string, routePath: string, spec: OpenApiOperation): Operation {
  const names = [
    ...(spec.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query').map((p) => p.name),
    ...Object.values(spec.requestBody?.content ?? {}).flatMap((content) => fieldNames(content.schema)),
  ];
  return {
    key: `${method.toUpperCase()} ${routePath}`,
    method: method.toUpperCase() as THttpMethod,
    path: routePath,
    isPublic: Array.isArray(spec.security) && spec.security.length === 0,
    isProvider: JSON.stringify(spec.security ?? []) === JSON.stringify([{ providerKey: [] }]),
    hasBody: spec.requestBody !== undefined,
    takesIds: names.some((name) => RESOURCE_NAME.test(name)),
  };
}

const ctx = await createTestApp();
const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
  paths: Record<string, Record<string, OpenApiOperation>>;
}>();
const operations = Object.entries(document.paths).flatMap(([routePath, methods]) =>
  Object.entries(methods).map(([method, spec]) => toOperation(method, routePath, spec)),
);
const ownerOperations = operations.filter(
  (operation) => !PUBLIC_ROUTES.includes(operation.key) && !operation.isProvider,
);
const providerOperations = operations.filter((operation) => operation.isProvider);
/** A live provider key: it must open no owner route (decision 0047). */
const providerKey = `Bearer ${(await createProviderKey(ctx.db, 'route matrix')).key}`;

/** What of an owner a body must not show to another: texts (names, addresses, e-mails…) and money. */
type Traces = { texts: Set<string>; figures: Set<number> };
const emptyTraces = (): Traces => ({ texts: new Set(), figures: new Set() });

function addTexts(traces: Traces, values: (string | null | undefined)[]) {
  // Shorter values ('CO', '2') say nothing of whom they belong to.
  for (const value of values) if (value && value.length >= 4) traces.texts.add(value);
}
function addFigures(traces: Traces, figures: TPropertyFinancials) {
  // Small amounts are anyone's; larger ones, to the cent, are this owner's.
  for (const value of [figures.montly_profit, figures.total_profit, figures.year_income]) {
    if (Math.abs(value) >= 100) traces.figures.add(value);
  }
}

/** Everything an owner sees of themself, their co-owners and each of their properties. */
type Holdings = { person: Traces; byProperty: Map<number, Traces> };

async function holdingsOf(authorization: string): Promise<Holdings> {
  const get = async <T>(url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: { authorization } });
    expect(response.statusCode, url).toBe(200);
    return response.json<T>();
  };
  const person = emptyTraces();
  const profile = await get<TOwnerProfileRecord>(endpointUrl(ownerProfileEndpoints.get));
  addTexts(person, [
    profile.first_name,
    profile.primary_email,
    profile.secondary_email,
    profile.address,
    profile.phone,
  ]);
  const [self] = await get<TOwnerCoOwnersList>(endpointUrl(coOwnerEndpoints.list));
  for (const property of self?.co_owners_data ?? [])
    addTexts(
      person,
      property.owners.map((o) => o.first_name),
    );
  addFigures(person, await get<TPropertyFinancials>(endpointUrl(propertyEndpoints.ownerFinancials)));

  const byProperty = new Map<number, Traces>();
  for (const { id } of await get<TPropertyListItem[]>(endpointUrl(propertyEndpoints.list))) {
    const traces = emptyTraces();
    const info = await get<TPropertyInfo>(endpointUrl(propertyEndpoints.info, { id }));
    addTexts(traces, [
      info.entity_name,
      info.street_address,
      info.wifi_network,
      info.wifi_password,
      info.primary_email,
      info.phone,
      info.secondary_email,
      info.secondary_phone,
      info.third_email,
      info.third_phone,
    ]);
    addFigures(traces, await get<TPropertyFinancials>(endpointUrl(propertyEndpoints.financials, { id })));
    byProperty.set(id, traces);
  }
  return { person, byProperty };
}

/** Olivia's traces of the target properties and of herself, less what the caller may see anyway. */
function forbiddenTo(caller: Holdings, targets: number[]): Traces {
  const visible = [caller.person, ...caller.byProperty.values()];
  const visibleTexts = new Set(visible.flatMap((traces) => [...traces.texts]));
  const visibleFigures = new Set(visible.flatMap((traces) => [...traces.figures]));
  const hers = [olivia.person, ...targets.map((id) => olivia.byProperty.get(id) ?? emptyTraces())];
  return {
    texts: new Set(hers.flatMap((traces) => [...traces.texts]).filter((text) => !visibleTexts.has(text))),
    figures: new Set(
      hers.flatMap((traces) => [...traces.figures]).filter((figure) => !visibleFigures.has(figure)),
    ),
  };
}

/** The traces found in a body; a figure counts as a whole JSON number, not as part of a longer one. */
function tracesIn(body: string, forbidden: Traces): string[] {
  const texts = [...forbidden.texts].filter((text) => body.includes(text));
  const figures = [...forbidden.figures]
    .map(String)
    .filter((figure) => new RegExp(`(?<![\\d.])${figure.replace('.', '\\.')}(?![\\d])`).test(body));
  return [...texts, ...figures];
}

function urlOf(operation: Operation, input: RouteInput): string {
  const url = fillPathParams(operation.path, (name) => {
    const value = input.params?.[name] ?? input.path?.[name];
    if (value === undefined) throw new Error(`${operation.key}: ROUTE_INPUTS gives no {${name}}`);
    return String(value);
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    for (const item of [value].flat()) query.append(name, String(item));
  }
  return query.size > 0 ? `${url}?${query}` : url;
}

type Body = Record<string, unknown> | undefined;

const call = (operation: Operation, options: { url: string; body: Body; authorization?: string }) =>
  ctx.app.inject({
    method: operation.method,
    url: options.url,
    headers: options.authorization ? { authorization: options.authorization } : {},
    ...(options.body === undefined ? {} : { payload: options.body }),
  });

const signInAs = async (email: string) =>
  (await signIn(ctx.app, email, { password: DEMO_PASSWORD })).authorization;

type Caller = { email: string; holdings: Holdings; targets: number[] };
let olivia: Holdings;
const callers = new Map<'oscar' | 'carl', Caller>();

beforeAll(async () => {
  await seedDemo(ctx.db, { dataDir: path.dirname(ctx.uploadsDir) });
  for (const row of await ctx.db
    .select({ id: reservations.id, propertyId: reservations.propertyId })
    .from(reservations)) {
    if (!reservationIds.has(row.propertyId)) reservationIds.set(row.propertyId, row.id);
  }
  for (const row of await ctx.db
    .select({ id: documents.id, propertyId: documents.propertyId })
    .from(documents))
    if (!documentIdByProperty.has(row.propertyId)) documentIdByProperty.set(row.propertyId, row.id);
  for (const task of await ctx.db.select().from(careTasks).orderBy(desc(careTasks.finishedAt))) {
    if (task.reportPath && !careTaskByProperty.has(task.propertyId))
      careTaskByProperty.set(task.propertyId, task.id);
  }
  olivia = await holdingsOf(await signInAs(DEMO_ACCOUNTS.owner.email));
  const oliviasProperties = [...olivia.byProperty.keys()];
  for (const [name, email] of [
    ['oscar', DEMO_ACCOUNTS.other.email],
    ['carl', DEMO_ACCOUNTS.coowner.email],
  ] as const) {
    const holdings = await holdingsOf(await signInAs(email));
    const targets = oliviasProperties.filter((id) => !holdings.byProperty.has(id));
    callers.set(name, { email, holdings, targets });
  }
  // The demo the matrix relies on: Oscar shares nothing with Olivia, Carl shares one property.
  expect(callers.get('oscar')?.targets).toEqual(oliviasProperties);
  expect(callers.get('carl')?.targets.length).toBe(oliviasProperties.length - 1);
}, 120_000);
afterAll(() => ctx.close());

describe('the OpenAPI document', () => {
  it('opens exactly the public routes of decision 0017', () => {
    const documented = operations.filter((operation) => operation.isPublic).map((operation) => operation.key);
    expect(documented.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('puts every call under /api/provider/ under the provider key, and no other', () => {
    const underProvider = operations.filter((operation) => operation.path.startsWith('/api/provider/'));
    expect(underProvider.length).toBeGreaterThan(0);
    expect(providerOperations).toEqual(underProvider);
  });

  it('still lists every route the matrix knows the ids of', () => {
    const keys = operations.map((operation) => operation.key);
    for (const key of Object.keys(ROUTE_INPUTS)) expect(keys, key).toContain(key);
  });
});

describe.each(ownerOperations.map((operation) => [operation.key, operation] as const))(
  '%s',
  (_key, operation) => {
    it('answers 401 to an anonymous caller and to a stale token, before it reads the path or body', async () => {
      // An id no route accepts and an empty body: a route that validated first would answer 400.
      const url = fillPathParams(operation.path, () => 'x');
      const body: Body = operation.hasBody ? {} : undefined;
      const anonymous = await call(operation, { url, body });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ detail: messages.notAuthenticated });
      const stale = await call(operation, { url, body, authorization: `Token ${'B'.repeat(43)}` });
      expect(stale.statusCode).toBe(401);
      expect(stale.json()).toEqual({ detail: messages.invalidToken });
      const provider = await call(operation, { url, body, authorization: providerKey });
      expect(provider.statusCode).toBe(401);
    });

    it.each(['oscar', 'carl'] as const)(
      "refuses %s the properties of Olivia's he does not share, and shows him nothing of hers",
      async (name) => {
        const caller = callers.get(name);
        if (!caller) throw new Error(`${name} was not signed in`);
        const forbidden = forbiddenTo(caller.holdings, caller.targets);
        const fill = ROUTE_INPUTS[operation.key];
        if (!operation.takesIds) {
          // A call of the caller's own data: it may answer, but with nothing of Olivia's.
          const url = fillPathParams(operation.path, () => 'x');
          const body: Body = operation.hasBody ? {} : undefined;
          const response = await call(operation, { url, body, authorization: await signInAs(caller.email) });
          expect(response.statusCode).toBeLessThan(500);
          expect(tracesIn(response.body, forbidden)).toEqual([]);
          return;
        }
        if (!fill)
          throw new Error(`The route matrix cannot fill the ids of ${operation.key}: add it to ROUTE_INPUTS`);
        for (const propertyId of caller.targets) {
          const input = fill({ propertyId });
          const response = await call(operation, {
            url: urlOf(operation, input),
            body: input.body ?? (operation.hasBody ? {} : undefined),
            authorization: await signInAs(caller.email),
          });
          if (input.ignoresForeignIds) expect(response.statusCode, `property ${propertyId}`).toBe(200);
          else expect([403, 404, 406], `property ${propertyId}`).toContain(response.statusCode);
          expect(tracesIn(response.body, forbidden), `property ${propertyId}`).toEqual([]);
        }
      },
    );
  },
);

describe.each(providerOperations.map((operation) => [operation.key, operation] as const))(
  '%s',
  (_key, operation) => {
    it("answers 401 to an anonymous caller, an owner's token and an unknown key, before it reads the path or body", async () => {
      const url = fillPathParams(operation.path, () => 'x');
      const body: Body = operation.hasBody ? {} : undefined;
      const owner = await signInAs(DEMO_ACCOUNTS.owner.email);
      for (const authorization of [undefined, owner, `Bearer hsp_${'C'.repeat(43)}`, 'Bearer not-a-key']) {
        const response = await call(operation, { url, body, authorization });
        expect(response.statusCode, authorization ?? 'anonymous').toBe(401);
      }
    });
  },
);
