import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPathParams } from '@harborstay/contracts';
import { validOnboardingPropertyInput, validProfileInput } from '@harborstay/contracts/testing';
import { careTasks, documents, properties, propertyOwners, users } from '@harborstay/db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@harborstay/demo-seed';
import { seedDemo } from '../admin/demo-seed';
import { createProviderKey } from '../modules/provider/keys';
import { createUnsubscribeSigner } from '../notifications/unsubscribe-token';
import {
  createAnswerChecker,
  operationsOf,
  type DocumentedOperation,
  type OpenApiDocument,
} from '../testing/documented-answers';
import { multipartBody } from '../testing/multipart';
import { OPERATION_CASES, type CaseFixtures, type OperationCase } from '../testing/operation-cases';
import { createTestApp, createUser, signIn } from '../testing/test-app';

/**
 * The OpenAPI document tells the truth (issue 28, item 7; docs/decisions/0058): the document is a
 * valid OpenAPI 3 document by an independent validator, and every operation in it, called for real
 * with the request cases of OPERATION_CASES, answers a status, a Content-Type and a body that its
 * documented responses list and whose schema (checked by Ajv, not by the zod schemas it came from)
 * the body matches. A protected operation is also called without a credential. An operation with
 * no case fails, so a new route comes with its case.
 */

const BREEZEWAY_WEBHOOK_TOKEN = `bw-${randomBytes(16).toString('hex')}`;
const GUESTY_WEBHOOK_SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const URL_SIGNING_SECRET = randomBytes(32).toString('base64url');
// The connectors are on, so that their webhooks answer; nothing here calls them (no job is worked).
const NOWHERE = 'http://127.0.0.1:9';
const ctx = await createTestApp({
  options: {
    urlSigningSecret: URL_SIGNING_SECRET,
    breezeway: {
      apiUrl: NOWHERE,
      clientId: 'id',
      clientSecret: 'secret',
      webhookToken: BREEZEWAY_WEBHOOK_TOKEN,
      timeoutMs: 1_000,
    },
    guesty: {
      apiUrl: NOWHERE,
      clientId: 'id',
      clientSecret: 'secret',
      webhookSecret: GUESTY_WEBHOOK_SECRET,
      timeoutMs: 1_000,
      unavailableWaitMs: 100,
    },
  },
});
afterAll(() => ctx.close());

const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
const operations = operationsOf(document);
const checkAnswer = createAnswerChecker();

let fixtures: CaseFixtures;
let counter = 0;

beforeAll(async () => {
  await seedDemo(ctx.db, { dataDir: path.dirname(ctx.uploadsDir) });
  const [olivia] = await ctx.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.owner.email));
  if (!olivia) throw new Error('the demo has no Olivia');
  const [property] = await ctx.db
    .select({ id: properties.id })
    .from(properties)
    .innerJoin(propertyOwners, eq(propertyOwners.propertyId, properties.id))
    .where(and(eq(propertyOwners.userId, olivia.id), eq(properties.harborstayServices, true)))
    .orderBy(properties.id);
  if (!property) throw new Error('Olivia has no active property');
  const [document_] = await ctx.db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.propertyId, property.id), eq(documents.mimeType, 'application/pdf')));
  const [task] = await ctx.db
    .select({ id: careTasks.id })
    .from(careTasks)
    .where(and(eq(careTasks.propertyId, property.id), isNotNull(careTasks.reportPath)))
    .orderBy(desc(careTasks.finishedAt));
  if (!document_ || !task) throw new Error('the demo property has no PDF document or no care report');
  const unique = () => `${Date.now().toString(36)}-${(counter += 1)}`;
  fixtures = {
    app: ctx.app,
    outboxDir: ctx.outboxDir,
    propertyId: property.id,
    documentId: document_.id,
    careTaskId: task.id,
    owner: (await signIn(ctx.app, DEMO_ACCOUNTS.owner.email, { password: DEMO_PASSWORD })).authorization,
    provider: `Bearer ${(await createProviderKey(ctx.db, 'openapi answers')).key}`,
    newOwner: async ({ withProfile }) => {
      const email = `owner-${unique()}@example.test`;
      await createUser(ctx.db, { email, withProfile });
      return { email, authorization: (await signIn(ctx.app, email)).authorization };
    },
    unique,
    breezewayWebhookToken: BREEZEWAY_WEBHOOK_TOKEN,
    guestyWebhookSecret: GUESTY_WEBHOOK_SECRET,
    unsubscribeToken: createUnsubscribeSigner(URL_SIGNING_SECRET).sign(olivia.id, 'new_booking', new Date()),
    profileInput: validProfileInput,
    firstPropertyInput: validOnboardingPropertyInput,
  };
}, 120_000);

/** The credential an operation asks for: none, the provider key, or (the document's default) an owner's token. */
function defaultAuthorization(operation: DocumentedOperation): string | null {
  const security = operation.spec.security;
  if (Array.isArray(security) && security.length === 0) return null;
  if (JSON.stringify(security) === JSON.stringify([{ providerKey: [] }])) return fixtures.provider;
  return fixtures.owner;
}

function urlOf(operation: DocumentedOperation, request: OperationCase): string {
  if (request.url) return request.url;
  const url = fillPathParams(operation.path, (name) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`${operation.key}: its case gives no {${name}}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query ?? {})) {
    for (const item of [value].flat()) query.append(name, String(item));
  }
  return query.size > 0 ? `${url}?${query}` : url;
}

function send(operation: DocumentedOperation, request: OperationCase) {
  const authorization =
    request.authorization === undefined ? defaultAuthorization(operation) : request.authorization;
  const multipart = request.form ? multipartBody(request.form.fields, request.form.file) : undefined;
  const body = multipart?.payload ?? request.body;
  return ctx.app.inject({
    method: operation.method,
    url: urlOf(operation, request),
    headers: {
      ...(authorization ? { authorization } : {}),
      ...multipart?.headers,
      ...request.headers,
    },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3 document (an independent validator)', async () => {
    const validator = new Validator();
    const result = await validator.validate(document as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('gives every operation an operationId of its own', () => {
    const ids = operations.map((operation) => operation.spec.operationId);
    for (const [i, id] of ids.entries()) expect(id, operations[i]?.key).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a request case for every operation, and none for an operation it does not list', () => {
    const ids = operations.map((operation) => operation.spec.operationId ?? operation.key);
    const missing = operations
      .filter((operation) => !OPERATION_CASES[operation.spec.operationId ?? ''])
      .map((operation) => `${operation.spec.operationId} (${operation.key})`);
    expect(missing, 'add these to OPERATION_CASES in apps/api/src/testing/operation-cases.ts').toEqual([]);
    expect(Object.keys(OPERATION_CASES).filter((id) => !ids.includes(id))).toEqual([]);
  });
});

describe.each(
  operations.map((operation) => [operation.spec.operationId ?? operation.key, operation] as const),
)('%s', (_id, operation) => {
  it(`${operation.key} answers each case as its document says`, async () => {
    const cases = OPERATION_CASES[operation.spec.operationId ?? ''];
    if (!cases) throw new Error(`no request case for ${operation.key}: add one to OPERATION_CASES`);
    for (const request of await cases(fixtures)) {
      const response = await send(operation, request);
      const label = `${operation.key} case ${JSON.stringify(request).slice(0, 200)}`;
      expect(checkAnswer(operation, response), label).toEqual([]);
      expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBe(request.status);
    }
  });

  const isPublic = Array.isArray(operation.spec.security) && operation.spec.security.length === 0;
  if (!isPublic) {
    it(`${operation.key} documents its answer to a caller without a credential`, async () => {
      const response = await ctx.app.inject({
        method: operation.method,
        url: fillPathParams(operation.path, () => '1'),
      });
      expect(response.statusCode).toBe(401);
      expect(checkAnswer(operation, response)).toEqual([]);
    });
  }
});
