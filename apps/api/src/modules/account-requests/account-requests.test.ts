import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import fc from 'fast-check';
import { count, eq } from 'drizzle-orm';
import { messages, type TOwnerAccountRequest } from '@harborstay/contracts';
import { validAccountRequest } from '@harborstay/contracts/testing';
import { jobs, users } from '@harborstay/db';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import { createTestApp, createUser } from '../../testing/test-app';
import { createFakeClock } from '../../testing/fake-clock';
import { readOutbox } from '../../testing/outbox';

const OPERATIONS = 'ops@provider.test';
const URL = '/api/owners/account-requests/';
const ACCEPTED = { detail: messages.accountRequestReceived };
const { limit, windowMs } = RATE_LIMITS.accountRequestsPerAddress;

const time = createFakeClock();
const ctx = await createTestApp({ options: { operationsEmail: OPERATIONS, clock: time.clock } });
afterAll(() => ctx.close());

beforeAll(async () => {
  await createUser(ctx.db, { email: 'olivia@example.test', firstName: 'Olivia', lastName: 'Owner' });
});

// Every test starts with an empty outbox and with the last test's request budgets long spent.
beforeEach(async () => {
  await ctx.app.jobs.drain();
  rmSync(ctx.outboxDir, { recursive: true, force: true });
  time.advance(2 * windowMs);
});

/** Each test asks from an address of its own, so that only the rate limit test meets the limit. */
let addressCount = 0;
const nextAddress = () => `2001:db8::${(addressCount += 1).toString(16)}`;

const send = (body: unknown, remoteAddress = nextAddress()) =>
  ctx.app.inject({
    method: 'POST',
    url: URL,
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const userCount = async () => (await ctx.db.select({ n: count() }).from(users))[0]?.n;
const emailJobs = () => ctx.db.select().from(jobs).where(eq(jobs.kind, 'send-email'));

/** The outbox's e-mails once the queue has run, with the Reply-To header nodemailer wrote. */
async function sentMails() {
  await ctx.app.jobs.drain();
  return readOutbox(ctx.outboxDir).map((mail) => ({
    ...mail,
    replyTo: /^Reply-To:\s*(.*)$/im.exec(mail.raw)?.[1]?.trim(),
  }));
}

describe('POST /api/owners/account-requests/', () => {
  it('answers 202 with byte-identical bodies whether or not the e-mail has an account, and creates none', async () => {
    const usersBefore = await userCount();
    const jobsBefore = (await emailJobs()).length;
    const known = await send({ ...validAccountRequest, email: 'Olivia@Example.TEST' });
    const unknown = await send(validAccountRequest);

    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(ACCEPTED);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const comparable = (headers: Record<string, unknown>) => {
      const { date: _date, 'x-request-id': _id, ...rest } = headers;
      return rest;
    };
    expect(comparable(unknown.headers)).toEqual(comparable(known.headers));

    // Exactly one e-mail job a request, written before the answer, and no account.
    expect((await emailJobs()).length - jobsBefore).toBe(2);
    expect(await userCount()).toBe(usersBefore);
    const [prospect] = await ctx.db.select().from(users).where(eq(users.email, validAccountRequest.email));
    expect(prospect).toBeUndefined();
  });

  it('e-mails the request to OPERATIONS_EMAIL, replying to the requester, with every field and the message as typed', async () => {
    expect((await send(validAccountRequest)).statusCode).toBe(202);
    const mails = await sentMails();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe(OPERATIONS);
    expect(mail?.replyTo).toBe(validAccountRequest.email);
    expect(mail?.subject).toBe('Owner account request: Priya Prospect');
    for (const value of [
      'First name: Priya',
      'Last name: Prospect',
      `E-mail: ${validAccountRequest.email}`,
      `Phone: ${validAccountRequest.phone}`,
      `Property address: ${validAccountRequest.property_address}`,
      `Message:\n${validAccountRequest.message}`,
      'Harborstay owner portal',
      'No account was created',
    ]) {
      expect(mail?.text).toContain(value);
    }
    expect(mail?.html).toContain('48 Aspen Way, Breckenridge, CO 80424');
    expect(mail?.html).toContain('white-space:pre-wrap');
  });

  it('escapes what the requester typed in the HTML part', async () => {
    const request = {
      ...validAccountRequest,
      first_name: '<img src=x onerror=alert(1)>',
      property_address: '1 "Quoted" & <b>Bold</b> Road',
      message: "<script>alert('hi')</script>",
    } satisfies TOwnerAccountRequest;
    expect((await send(request)).statusCode).toBe(202);
    const [mail] = await sentMails();
    expect(mail?.html).not.toMatch(/<img|<script|<b>/);
    expect(mail?.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail?.html).toContain('1 &quot;Quoted&quot; &amp; &lt;b&gt;Bold&lt;/b&gt; Road');
    expect(mail?.html).toContain('&lt;script&gt;alert(&#39;hi&#39;)&lt;/script&gt;');
    // The plain-text part is text: it carries the values as typed.
    expect(mail?.text).toContain("<script>alert('hi')</script>");
  });

  it('takes a request without a message', async () => {
    const { message: _message, ...withoutMessage } = validAccountRequest;
    expect((await send(withoutMessage)).statusCode).toBe(202);
    const [mail] = await sentMails();
    expect(mail?.text).toContain('Message:\n(none)');
  });

  it('answers 400 keyed by field, with the messages of the spec, and sends nothing', async () => {
    const jobsBefore = (await emailJobs()).length;
    const response = await send({
      first_name: ' ',
      last_name: 'x'.repeat(51),
      email: 'priya-at-example',
      phone: '3035550177',
      property_address: 'Line one\nLine two',
      message: 'Hello\u0000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      first_name: [messages.required],
      last_name: [messages.maxLength(50)],
      email: [messages.invalidEmail],
      phone: [messages.invalidProfilePhone],
      property_address: [messages.controlCharacters],
      message: [messages.controlCharactersInText],
    });
    expect((await send({})).json()).toEqual({
      first_name: [expect.any(String)],
      last_name: [expect.any(String)],
      email: [expect.any(String)],
      phone: [expect.any(String)],
      property_address: [expect.any(String)],
    });
    for (const body of [[], null, 'hello', 42]) {
      expect((await send(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await emailJobs()).length).toBe(jobsBefore);
  });

  /** What Fastify's JSON parser refuses (`onProtoPoisoning`, `onConstructorPoisoning`): such keys anywhere. */
  const poisonsPrototypes = (value: unknown): boolean =>
    typeof value === 'object' &&
    value !== null &&
    Object.entries(value).some(
      ([key, inner]) =>
        key === '__proto__' ||
        (key === 'constructor' && typeof inner === 'object' && inner !== null && 'prototype' in inner) ||
        poisonsPrototypes(inner),
    );

  it('answers 400, never 500, to generated bad bodies, under the field that is wrong', async () => {
    const fields = Object.keys(validAccountRequest) as (keyof typeof validAccountRequest)[];
    // Values no field takes: not text at all, text with a NUL byte, or longer than any field.
    const badValue = fc.oneof(
      fc.anything().filter((value) => typeof value !== 'string' && value !== undefined),
      fc.tuple(fc.string(), fc.string()).map(([before, after]) => `${before}\u0000${after}`),
      fc.constantFrom('x', 'é', '山', '👩').map((character) => character.repeat(2001)),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), badValue, async (field, value) => {
        const response = await send({ ...validAccountRequest, [field]: value });
        expect(response.statusCode, JSON.stringify(value)).toBe(400);
        // A body that could poison prototypes is refused whole by the JSON parser, before any field.
        expect(Object.keys(response.json<Record<string, string[]>>())).toEqual(
          poisonsPrototypes(value) ? ['detail'] : [field],
        );
      }),
      { numRuns: 300 },
    );
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (body) => {
        expect((await send(body)).statusCode, JSON.stringify(body)).toBe(400);
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it(`answers 429 with Retry-After after ${limit} requests an hour from one address, and sends no more`, async () => {
    const address = '203.0.113.9';
    const statuses: number[] = [];
    for (let i = 0; i < limit + 3; i += 1)
      statuses.push((await send(validAccountRequest, address)).statusCode);
    expect(statuses).toEqual([...Array<number>(limit).fill(202), 429, 429, 429]);

    const refused = await send(validAccountRequest, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(windowMs / 1000));
    expect(refused.json()).toEqual({ detail: messages.tooManyAccountRequests(60) });
    expect(await sentMails()).toHaveLength(limit);

    // Another address is not held back, and the first may ask again once the hour has passed.
    expect((await send(validAccountRequest)).statusCode).toBe(202);
    time.advance(windowMs);
    expect((await send(validAccountRequest, address)).statusCode).toBe(202);
  });
});

describe('without OPERATIONS_EMAIL', () => {
  it('still answers 202, writes no job, and logs one warning a request', async () => {
    const lines: string[] = [];
    const bare = await createTestApp({
      options: { logger: { level: 'warn', stream: { write: (line) => lines.push(line) } } },
    });
    try {
      for (let i = 0; i < 2; i += 1) {
        const response = await bare.app.inject({ method: 'POST', url: URL, payload: validAccountRequest });
        expect(response.statusCode).toBe(202);
        expect(response.json()).toEqual(ACCEPTED);
      }
      expect(await bare.db.select().from(jobs)).toEqual([]);
      const warnings = lines.filter((line) => line.includes('OPERATIONS_EMAIL is not set'));
      expect(warnings).toHaveLength(2);
      // The requester's details stay out of the log.
      expect(warnings.join('')).not.toContain(validAccountRequest.email);
      expect(warnings.join('')).not.toContain(validAccountRequest.phone);
    } finally {
      await bare.close();
    }
  });
});
