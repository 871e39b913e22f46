import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'svix';
import { calendarFeedEndpoints, endpointUrl, integrationEndpoints, messages } from '@harborstay/contracts';
import { buildApp } from './app';
import { createFakeClock } from './testing/fake-clock';
import { createProperty, createTestApp, createUser, signIn } from './testing/test-app';

/**
 * Issue 43: a client address that guesses calendar feed or webhook tokens is held back with 429
 * and Retry-After after UNKNOWN_TOKENS_PER_ADDRESS unknown ones in UNKNOWN_TOKEN_WINDOW_MS, on
 * every server of the database; a request with a valid token is never counted nor held back.
 */
const LIMIT = { limit: 3, windowMs: 60_000 };
const BREEZEWAY_TOKEN = randomBytes(32).toString('base64url');
const GUESTY_SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const time = createFakeClock();
const options = {
  clock: time.clock,
  unknownTokenLimit: LIMIT,
  breezeway: {
    apiUrl: 'http://127.0.0.1:9',
    clientId: 'id',
    clientSecret: 'secret',
    webhookToken: BREEZEWAY_TOKEN,
    timeoutMs: 1000,
  },
  guesty: {
    apiUrl: 'http://127.0.0.1:9',
    clientId: 'id',
    clientSecret: 'secret',
    webhookSecret: GUESTY_SECRET,
    timeoutMs: 1000,
    unavailableWaitMs: 100,
    limits: { second: 10, minute: 100, hour: 1000 },
  },
};
const ctx = await createTestApp({ options });
/** A second server on the same database, as behind a balancer. */
const second = await buildApp({
  database: ctx.database,
  brandName: 'Harborstay',
  publicUrl: 'http://portal.test',
  mail: { from: 'Harborstay <no-reply@portal.test>', outboxDir: ctx.outboxDir },
  uploadsDir: ctx.uploadsDir,
  ...options,
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

type Server = typeof ctx.app;
let feedPath: string;
beforeAll(async () => {
  const user = await createUser(ctx.db, { email: 'feed-owner@example.test', withProfile: true });
  const propertyId = (await createProperty(ctx.db, { ownerIds: [user.id] })).id;
  const { authorization } = await signIn(ctx.app, user.email);
  const address = await ctx.app.inject({
    method: 'GET',
    url: endpointUrl(calendarFeedEndpoints.address, { id: propertyId }),
    headers: { authorization },
  });
  feedPath = new URL(address.json<{ url: string }>().url).pathname;
});

let addressCount = 0;
/** A client address of its own for each test: the budgets are per address. */
const newAddress = () => `203.0.113.${(addressCount += 1)}`;
const guess = () => randomBytes(32).toString('base64url');

const feed = (remoteAddress: string, path: string, server: Server = ctx.app) =>
  server.inject({ method: 'GET', url: path, remoteAddress });
const unknownFeed = (remoteAddress: string, server?: Server) =>
  feed(remoteAddress, endpointUrl(calendarFeedEndpoints.feed, { token: guess() }), server);
const breezeway = (remoteAddress: string, token: string, server: Server = ctx.app) =>
  server.inject({
    method: 'POST',
    url: endpointUrl(integrationEndpoints.breezewayWebhook, { token }),
    payload: { event: 'test_webhook_event' },
    remoteAddress,
  });
const guesty = (remoteAddress: string, secret: string) => {
  const body = JSON.stringify({ event: 'ping' });
  const at = new Date();
  const id = `msg_${guess()}`;
  return ctx.app.inject({
    method: 'POST',
    url: integrationEndpoints.guestyWebhook.path,
    headers: {
      'content-type': 'application/json',
      'svix-id': id,
      'svix-timestamp': String(Math.floor(at.getTime() / 1000)),
      'svix-signature': new Webhook(secret).sign(id, at, body),
    },
    payload: body,
    remoteAddress,
  });
};

describe('answers to unknown feed and webhook tokens', () => {
  it('hold an address back with 429 and Retry-After once it has sent too many, on every server, and no other address', async () => {
    const guesser = newAddress();
    expect((await unknownFeed(guesser)).statusCode).toBe(404);
    expect((await breezeway(guesser, guess())).statusCode).toBe(404);
    expect((await unknownFeed(guesser, second)).statusCode).toBe(404);
    for (const refused of [await unknownFeed(guesser), await breezeway(guesser, guess(), second)]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('60');
      expect(refused.json()).toEqual({ detail: messages.tooManyUnknownTokens(1) });
    }
    expect((await unknownFeed(newAddress())).statusCode).toBe(404);
  });

  it('count wrong Guesty signatures too', async () => {
    const guesser = newAddress();
    const wrongSecret = `whsec_${randomBytes(24).toString('base64')}`;
    for (let i = 0; i < LIMIT.limit; i += 1)
      expect((await guesty(guesser, wrongSecret)).statusCode).toBe(401);
    expect((await guesty(guesser, wrongSecret)).statusCode).toBe(429);
  });

  it('never count nor hold back a valid token, even from an address that is held back', async () => {
    const owner = newAddress();
    // Many valid requests, then as many unknown ones as the limit allows: none of the first counted.
    for (let i = 0; i < 10; i += 1) {
      expect((await feed(owner, feedPath)).statusCode).toBe(200);
      expect((await breezeway(owner, BREEZEWAY_TOKEN)).statusCode).toBe(200);
      expect((await guesty(owner, GUESTY_SECRET)).statusCode).toBe(200);
    }
    for (let i = 0; i < LIMIT.limit; i += 1) expect((await unknownFeed(owner)).statusCode).toBe(404);
    expect((await unknownFeed(owner)).statusCode).toBe(429);
    // Held back for unknown tokens, the address still gets its calendar and its deliveries through.
    expect((await feed(owner, feedPath)).statusCode).toBe(200);
    expect((await feed(owner, feedPath, second)).statusCode).toBe(200);
    expect((await breezeway(owner, BREEZEWAY_TOKEN, second)).statusCode).toBe(200);
    expect((await guesty(owner, GUESTY_SECRET)).statusCode).toBe(200);
  });

  it('let the address try again once the window has passed', async () => {
    const guesser = newAddress();
    for (let i = 0; i < LIMIT.limit; i += 1) await unknownFeed(guesser);
    expect((await unknownFeed(guesser)).statusCode).toBe(429);
    time.advance(LIMIT.windowMs);
    expect((await unknownFeed(guesser)).statusCode).toBe(404);
  });
});
