import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, signIn, TEST_PASSWORD } from '../../testing/test-app';
import { createClockedTestApp } from '../../testing/clocked-test-app';
import { readOutbox } from '../../testing/outbox';

let ctx: Awaited<ReturnType<typeof createClockedTestApp>>;
const auth: Record<string, string> = {};
const OWNERS = ['ava', 'ben', 'cai', 'dee'] as const;

beforeAll(async () => {
  ctx = await createClockedTestApp();
  for (const name of OWNERS) {
    await createUser(ctx.db, { email: `${name}@example.test`, withProfile: true });
    auth[name] = (await signIn(ctx.app, `${name}@example.test`)).authorization;
  }
});
afterAll(() => ctx.close());

// Each test starts with the windows of the last one long past.
beforeEach(() => ctx.time.advance(2 * 3600_000));

const changeEmail = (name: (typeof OWNERS)[number], newEmail: string, currentPassword = TEST_PASSWORD) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/owners/create-owner-profile/',
    headers: { authorization: auth[name] },
    payload: {
      first_name: 'Test',
      last_name: 'Owner',
      primary_email: newEmail,
      address: '1 Test Street, Denver, CO',
      phone: '+13035550100',
      current_password: currentPassword,
    },
  });

const mailsTo = async (pattern: RegExp) => {
  await ctx.app.jobs.drain();
  return readOutbox(ctx.outboxDir).filter((mail) => pattern.test(mail.to));
};

describe('confirmation e-mails of primary e-mail changes', () => {
  it('sends at most 3 an hour per owner, then answers 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      statuses.push((await changeEmail('ava', `ava.${i}@example.test`)).statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3).every((status) => status === 429)).toBe(true);
    expect(await mailsTo(/^ava\./)).toHaveLength(3);

    const refused = await changeEmail('ava', 'ava.late@example.test');
    expect(refused.headers['retry-after']).toBe(String(60 * 60));
    expect(refused.json()).toEqual({ detail: 'Too many e-mail address changes. Try again in 60 minutes.' });

    ctx.time.advance(60 * 60_000);
    expect((await changeEmail('ava', 'ava.later@example.test')).statusCode).toBe(200);
    expect(await mailsTo(/^ava\./)).toHaveLength(4);
  });

  it('sends at most 3 of 30 changes made at the same instant', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => changeEmail('ben', `ben.${i}@example.test`)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(27);
    expect(await mailsTo(/^ben\./)).toHaveLength(3);
  });

  it('sends at most 3 an hour to one inbox, from however many owners', async () => {
    const statuses: number[] = [];
    for (const name of OWNERS) statuses.push((await changeEmail(name, 'target@example.test')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await mailsTo(/^target@/)).toHaveLength(3);
    // Another inbox is not held back by it.
    expect((await changeEmail('dee', 'dee.own@example.test')).statusCode).toBe(200);
  });

  it('does not spend the budget on a change that sends nothing', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await changeEmail('cai', `cai.${i}@example.test`, `Wrong#Pass${i}`)).statusCode).toBe(400);
    }
    for (let i = 0; i < 3; i += 1) {
      expect((await changeEmail('cai', `cai.${i}@example.test`)).statusCode).toBe(200);
    }
    expect(await mailsTo(/^cai\./)).toHaveLength(3);
  });
});
