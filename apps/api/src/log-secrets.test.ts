import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Webhook } from 'svix';
import {
  calendarFeedEndpoints,
  careEndpoints,
  documentEndpoints,
  endpointUrl,
  fillPathParams,
  integrationEndpoints,
  unsubscribePagePath,
} from '@harborstay/contracts';
import { addDays, todayIn } from '@harborstay/domain';
import { createProviderKey } from './modules/provider/keys';
import { createUnsubscribeSigner } from './notifications/unsubscribe-token';
import { operationsOf, type OpenApiDocument } from './testing/documented-answers';
import { createMemoryLog } from './testing/memory-log';
import { multipartBody } from './testing/multipart';
import { readOutbox, resetLinkOf } from './testing/outbox';
import { createProperty, createTestApp, createUser, signIn } from './testing/test-app';
import { renderDocumentPdf } from './lib/pdf/document-pdf';

/**
 * Issue 43, item 11 (decision 0095): one run through every way a secret travels in an address, a
 * header or an e-mailed link, with the server logging everything it can (trace), then not one of
 * those secrets in any log line. The last part calls every operation of the OpenAPI document with
 * a secret-like value in each path parameter and in a query, so that a route added later, with a
 * secret of its own in its path, is held to the same rule without being named here.
 */
const URL_SIGNING_SECRET = randomBytes(32).toString('base64url');
const BREEZEWAY_TOKEN = randomBytes(32).toString('base64url');
const GUESTY_SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const NOWHERE = 'http://127.0.0.1:9';

// A built web app of one page, so that the e-mailed links' pages are served (and logged) as in production.
const webDist = mkdtempSync(path.join(os.tmpdir(), 'harborstay-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Harborstay</title>');

const log = createMemoryLog();
const ctx = await createTestApp({
  options: {
    logger: { level: 'trace', stream: log.stream },
    webDist,
    urlSigningSecret: URL_SIGNING_SECRET,
    operationsEmail: 'ops@portal.test',
    breezeway: {
      apiUrl: NOWHERE,
      clientId: 'id',
      clientSecret: 'secret',
      webhookToken: BREEZEWAY_TOKEN,
      timeoutMs: 1000,
    },
    guesty: {
      apiUrl: NOWHERE,
      clientId: 'id',
      clientSecret: 'secret',
      webhookSecret: GUESTY_SECRET,
      timeoutMs: 1000,
      unavailableWaitMs: 100,
    },
  },
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** Every secret sent or handed out in the run, by what it is. */
const secrets: [label: string, value: string][] = [];
const keep = (label: string, value: string) => {
  expect(value.length, label).toBeGreaterThan(10);
  secrets.push([label, value]);
  return value;
};
const secretLike = (label: string) => keep(label, randomBytes(32).toString('base64url'));

const call = (method: string, url: string, options: { authorization?: string; payload?: unknown } = {}) =>
  ctx.app.inject({
    method: method as 'GET',
    url,
    ...(options.authorization ? { headers: { authorization: options.authorization } } : {}),
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });

/** The query values of a signed address (its signature, the stored file's name…). */
function signedValues(label: string, address: string) {
  const url = new URL(address, 'http://portal.test');
  keep(`${label} signature`, url.searchParams.get('signature') ?? '');
  // The stored file's random name: the key itself is logged percent-encoded, its slashes as %2F.
  keep(`${label} file name`, url.searchParams.get('key')?.split('/').at(-1) ?? '');
  return `${url.pathname}${url.search}`;
}

async function drainedMails() {
  await ctx.app.jobs.drain();
  return readOutbox(ctx.outboxDir);
}

describe('the log', () => {
  it('holds none of the secrets of addresses, headers and e-mailed links', async () => {
    const user = await createUser(ctx.db, { email: 'log-owner@example.test', withProfile: true });
    const property = await createProperty(ctx.db, { ownerIds: [user.id], timeZone: 'America/Denver' });
    const owner = (await signIn(ctx.app, user.email)).authorization;
    keep('session key', owner.replace(/^Token /, ''));
    const providerKey = keep('provider key', (await createProviderKey(ctx.db, 'log test')).key);
    const provider = `Bearer ${providerKey}`;

    // Calendar feeds: the address, a reset one, an unknown one.
    const feedAddress = endpointUrl(calendarFeedEndpoints.address, { id: property.id });
    const feedUrl = (await call('GET', feedAddress, { authorization: owner })).json<{ url: string }>().url;
    const resetUrl = (await call('POST', feedAddress, { authorization: owner })).json<{ url: string }>().url;
    for (const url of [feedUrl, resetUrl]) {
      keep('feed token', /calendar-feeds\/([^/.]+)\.ics$/.exec(url)?.[1] ?? '');
      await call('GET', new URL(url).pathname);
    }
    await call('GET', endpointUrl(calendarFeedEndpoints.feed, { token: secretLike('unknown feed token') }));

    // Breezeway's webhook, at its secret address and at a guessed one.
    for (const token of [keep('Breezeway token', BREEZEWAY_TOKEN), secretLike('guessed Breezeway token')])
      await call('POST', endpointUrl(integrationEndpoints.breezewayWebhook, { token }), {
        payload: { event: 'test_webhook_event' },
      });

    // Guesty's webhook, signed as Svix signs.
    const body = JSON.stringify({ reservationId: 'abc123' });
    const at = new Date();
    const svixId = keep('svix-id', `msg_${randomBytes(16).toString('hex')}`);
    const signature = new Webhook(GUESTY_SECRET).sign(svixId, at, body);
    keep('svix-signature', signature.replace(/^v1,/, ''));
    const delivered = await ctx.app.inject({
      method: 'POST',
      url: integrationEndpoints.guestyWebhook.path,
      headers: {
        'content-type': 'application/json',
        'svix-id': svixId,
        'svix-timestamp': String(Math.floor(at.getTime() / 1000)),
        'svix-signature': signature,
      },
      payload: body,
    });
    expect(delivered.statusCode).toBe(200);

    // A document from the owner and one from the provider, and their signed addresses.
    const pdf = await renderDocumentPdf({
      brand: 'Harborstay',
      title: 'Permit',
      subtitle: 'Log test',
      sections: [],
      date: '2026-01-10',
    });
    const file = { filename: 'permit.pdf', contentType: 'application/pdf', content: pdf };
    for (const [url, authorization] of [
      [endpointUrl(documentEndpoints.upload, { propertyId: property.id }), owner],
      [`/api/provider/v1/properties/${property.id}/documents/`, provider],
    ] as const) {
      const upload = multipartBody({ name: 'Permit', type: 'Permit' }, file);
      const stored = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...upload.headers, authorization },
        payload: upload.payload,
      });
      expect(stored.statusCode, stored.body).toBe(201);
      const { id } = stored.json<{ id: number }>();
      const signed = await call('POST', endpointUrl(documentEndpoints.url, { propertyId: property.id, id }), {
        authorization: owner,
      });
      const address = signedValues('signed file address', signed.json<{ url: string }>().url);
      expect((await call('GET', address)).statusCode).toBe(200);
      await call('GET', `${address}&download=1`);
    }

    // A care report from the provider, opened by the owner through its signed address.
    const task = await call('PUT', `/api/provider/v1/properties/${property.id}/tasks/LOG-1/`, {
      authorization: provider,
      payload: {
        name: 'Turnover clean',
        type_task_status: 'finished',
        finished_at: '2026-11-20T15:30:00-07:00',
        report_html: '<p>All good</p>',
        report_url: null,
      },
    });
    expect(task.statusCode, task.body).toBe(201);
    const reportUrl = await call('POST', careEndpoints.reportUrl.path, {
      authorization: owner,
      payload: { task_id: task.json<{ id: number }>().id },
    });
    const report = signedValues('care report address', reportUrl.json<{ url: string }>().url);
    expect((await call('GET', report)).statusCode).toBe(200);

    // A guest booking: its e-mail to the owner carries unsubscribe links.
    const today = todayIn('America/Denver');
    const booked = await call('PUT', `/api/provider/v1/properties/${property.id}/reservations/LOG-B1/`, {
      authorization: provider,
      payload: {
        status: 'confirmed',
        start_date: addDays(today, 20),
        end_date: addDays(today, 23),
        arrival: '16:00',
        guests_count: 2,
        guest: { first_name: 'Grace', last_name: 'Guest', email: null, phone: null },
        platform: 'Airbnb',
        confirmation_code: 'HMLOG',
        confirmed_at: '2026-11-01T10:00:00Z',
        revenue: 900,
        management_fee: 180,
        net_income: 720,
        cleaning_cost: 120,
        updated_at: '2026-11-01T10:00:00Z',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const unsubscribeTokens = new Set(
      (await drainedMails()).flatMap((mail) =>
        [...mail.text.matchAll(/notifications\/unsubscribe\/([^\s/]+)/g)].map((match) => match[1] ?? ''),
      ),
    );
    expect(unsubscribeTokens.size).toBeGreaterThan(0);
    // And one signed here, for a kind no e-mail of this run carried.
    unsubscribeTokens.add(
      createUnsubscribeSigner(URL_SIGNING_SECRET).sign(user.id, 'statement_published', new Date()),
    );
    for (const token of unsubscribeTokens) {
      keep('unsubscribe token', token.split('.').at(-1) ?? '');
      await call('GET', unsubscribePagePath(token));
      await call('POST', `/api/owners/notifications/unsubscribe/${token}/`);
    }

    // A password reset link and an invitation link, e-mailed, then opened.
    await call('POST', '/api/auth/password/reset/', { payload: { email: user.email } });
    const invited = await call('PUT', '/api/provider/v1/owners/log-crm-1/', {
      authorization: provider,
      payload: { email: 'invited@example.test', first_name: 'Ivy', last_name: 'Invited', phone: null },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mails = await drainedMails();
    for (const [label, to] of [
      ['reset link', user.email],
      ['invitation link', 'invited@example.test'],
    ] as const) {
      const mail = mails.find((each) => each.to.includes(to) && /accounts\/reset\//.test(each.text));
      if (!mail) throw new Error(`no ${label} e-mailed`);
      const link = resetLinkOf(mail);
      keep(label, link.token);
      await call('GET', new URL(link.url).pathname);
      await call('POST', '/api/auth/password/reset/check/', {
        payload: { uid: link.uid, token: link.token },
      });
    }
    await call('GET', `/accounts/confirm-email/${secretLike('e-mail confirmation token')}`);

    // Every operation of the document, with a secret-like value in each path parameter and a query.
    const document = (await call('GET', '/api/openapi.json')).json<OpenApiDocument>();
    for (const operation of operationsOf(document)) {
      const url = fillPathParams(operation.path, (name) => secretLike(`${operation.key} {${name}}`));
      const authorization = operation.path.startsWith('/api/provider/') ? provider : owner;
      await call(operation.method, `${url}?probe=${secretLike(`${operation.key} query`)}`, { authorization });
    }

    await ctx.app.jobs.drain();
    const written = log.text();
    const leaked = secrets.filter(([, value]) => written.includes(value)).map(([label]) => label);
    expect(leaked).toEqual([]);
    // And it logged what it did: requests, and e-mails with their links, redacted.
    expect(written).toContain('incoming request');
    expect(written).toContain('/api/integrations/breezeway/webhooks/[redacted]/');
    expect(written).toContain('e-mail written to the outbox');
  });
});
