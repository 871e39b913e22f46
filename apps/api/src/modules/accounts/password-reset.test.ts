import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { authTokens, passwordResetTokens, users } from '@harborstay/db';
import { hashToken } from '../../lib/secret-tokens';
import { createUser, signIn, TEST_PASSWORD, testPasswords } from '../../testing/test-app';
import { decodeUid, encodeUid } from '../../access/reset-link';
import { issueInvitation } from '../../access/invitation';
import { createClockedTestApp } from '../../testing/clocked-test-app';
import { readOutbox, resetLinkOf } from '../../testing/outbox';

let ctx: Awaited<ReturnType<typeof createClockedTestApp>>;
let olivia: Awaited<ReturnType<typeof createUser>>;
let oscar: Awaited<ReturnType<typeof createUser>>;
const NEW_PASSWORD = 'Brand#New2027';

const OPERATIONS = 'owners@company.test';

beforeAll(async () => {
  ctx = await createClockedTestApp({ operationsEmail: OPERATIONS });
  olivia = await createUser(ctx.db, { email: 'olivia@example.test', firstName: 'Olivia', lastName: 'Owner' });
  oscar = await createUser(ctx.db, { email: 'oscar@example.test', firstName: 'Oscar', lastName: 'Other' });
});
afterAll(() => ctx.close());

// Every test starts with an empty outbox and, an hour after the last, with fresh request budgets.
let remoteAddress = '198.51.100.1';
beforeEach(() => {
  rmSync(ctx.outboxDir, { recursive: true, force: true });
  ctx.time.advance(3600_000);
  remoteAddress = '198.51.100.1';
});

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
const requestReset = (email: string) => post('/api/auth/password/reset/', { email });
const checkLink = (link: { uid: string; token: string }) => post('/api/auth/password/reset/check/', link);
const confirmReset = (
  link: { uid: string; token: string },
  password1 = NEW_PASSWORD,
  password2 = password1,
) =>
  post('/api/auth/password/reset/confirm/', { ...link, new_password1: password1, new_password2: password2 });
const login = (email: string, password: string) => post('/api/auth/login/', { username: email, password });
const me = (authorization: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/user/', headers: { authorization } });

/** Asks for a reset of this e-mail and returns the link of the e-mail it sent. */
async function mailedLink(email: string) {
  expect((await requestReset(email)).statusCode).toBe(200);
  await ctx.app.jobs.drain();
  const mail = readOutbox(ctx.outboxDir).at(-1);
  if (!mail) throw new Error('no e-mail was sent');
  return resetLinkOf(mail);
}

/** Tests that change Olivia's password put the test password back for the next. */
async function setPasswordBack(userId: number) {
  await ctx.db
    .update(users)
    .set({ passwordHash: await testPasswords.hash(TEST_PASSWORD), passwordChangedAt: null })
    .where(eq(users.id, userId));
}

describe('POST /api/auth/password/reset/', () => {
  it('answers a known and an unknown e-mail with the same status, body and headers', async () => {
    const known = await requestReset('olivia@example.test');
    const unknown = await requestReset('nobody@example.test');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ detail: 'Password reset e-mail has been sent.' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const comparable = (headers: Record<string, unknown>) => {
      const { date: _date, 'x-request-id': _id, ...rest } = headers;
      return rest;
    };
    expect(comparable(unknown.headers)).toEqual(comparable(known.headers));

    await ctx.app.jobs.drain();
    expect(readOutbox(ctx.outboxDir).map((mail) => mail.to)).toEqual(['olivia@example.test']);
  });

  it('answers before the e-mail goes out, so its timing cannot tell whether the account exists', async () => {
    const original = ctx.app.mailer.send;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sends = 0;
    ctx.app.mailer.send = async (message) => {
      sends += 1;
      await held;
      return original(message);
    };
    try {
      const response = await requestReset('olivia@example.test');
      expect(response.statusCode).toBe(200);
      expect(readOutbox(ctx.outboxDir)).toHaveLength(0);
    } finally {
      release();
      await ctx.app.jobs.drain();
      ctx.app.mailer.send = original;
    }
    expect(sends).toBe(1);
    expect(readOutbox(ctx.outboxDir)).toHaveLength(1);
  });

  it('e-mails a link to /accounts/reset/{uid}/{token} on the public URL, in text and HTML, with the brand', async () => {
    await requestReset('Olivia@Example.TEST');
    await ctx.app.jobs.drain();
    const [mail] = readOutbox(ctx.outboxDir);
    if (!mail) throw new Error('no e-mail was sent');
    const link = resetLinkOf(mail);

    expect(mail.to).toBe('olivia@example.test');
    expect(mail.subject).toBe('Reset your Harborstay password');
    expect(link.url).toBe(`http://portal.test/accounts/reset/${encodeUid(olivia.id)}/${link.token}`);
    expect(decodeUid(link.uid)).toBe(olivia.id);
    expect(mail.text).toContain('Hello Olivia,');
    expect(mail.text).toContain('expires in 1 hour');
    expect(mail.html).toContain(`href="${link.url}"`);
    expect(mail.html).toContain('Harborstay');
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(mail.raw).not.toContain(TEST_PASSWORD);
    expect(mail.raw).not.toContain('oscar@example.test');

    // Only the token's hash is kept, with a one-hour expiry.
    const [row] = await ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(link.token)));
    expect(row?.userId).toBe(olivia.id);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(3600_000);
    const all = await ctx.db.select().from(passwordResetTokens);
    expect(all.some((token) => token.tokenHash.includes(link.token))).toBe(false);
  });

  it('sends nothing for an account that is switched off', async () => {
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, oscar.id));
    try {
      expect((await requestReset('oscar@example.test')).statusCode).toBe(200);
      await ctx.app.jobs.drain();
      expect(readOutbox(ctx.outboxDir)).toHaveLength(0);
    } finally {
      await ctx.db.update(users).set({ isActive: true }).where(eq(users.id, oscar.id));
    }
  });

  it('checks the e-mail with the messages of spec section 5', async () => {
    const cases = [
      ['', 'This field is required'],
      ['   ', 'This field is required'],
      ['not-an-email', 'Invalid email format'],
      [`${'a'.repeat(39)}@example.com`, 'Max length: 50 symbols'],
    ] as const;
    for (const [email, message] of cases) {
      const response = await requestReset(email);
      expect(response.statusCode, email).toBe(400);
      expect(response.json(), email).toEqual({ email: [message] });
    }
    // Exactly 50 characters is allowed.
    expect((await requestReset(`${'a'.repeat(38)}@example.com`)).statusCode).toBe(200);
  });
});

describe('the per-e-mail and per-address limits of reset requests', () => {
  it('refuses the sixth request for one e-mail within an hour with 429, known or unknown alike', async () => {
    for (const email of ['olivia@example.test', 'nobody@example.test']) {
      for (let i = 0; i < 5; i += 1) {
        remoteAddress = `203.0.113.${i + 1}`;
        expect((await requestReset(email)).statusCode).toBe(200);
      }
      remoteAddress = '203.0.113.99';
      const refused = await requestReset(email.toUpperCase());
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      expect(refused.json()).toEqual({
        detail: 'Too many password reset requests. Try again in 60 minutes.',
      });
    }
    // No flood: five e-mails reached Olivia, none more.
    await ctx.app.jobs.drain();
    expect(readOutbox(ctx.outboxDir).filter((mail) => mail.to === 'olivia@example.test')).toHaveLength(5);
  });

  it('refuses the 21st request from one address within an hour, whatever the e-mail', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await requestReset(`someone-${i}@example.test`)).statusCode).toBe(200);
    }
    const refused = await requestReset('oscar@example.test');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    remoteAddress = '192.0.2.200';
    expect((await requestReset('oscar@example.test')).statusCode).toBe(200);
  });
});

describe('POST /api/auth/password/reset/check/', () => {
  it('answers 200 for a link that works and 400 with a clear message for a forged one', async () => {
    const link = await mailedLink('olivia@example.test');
    expect((await checkLink(link)).json()).toEqual({
      detail: 'This password reset link is valid.',
      purpose: 'reset',
      email: 'olivia@example.test',
    });

    const invalid = { non_field_errors: ['This password reset link is invalid, used or expired.'] };
    const forgeries = [
      { uid: link.uid, token: 'A'.repeat(43) },
      { uid: encodeUid(oscar.id), token: link.token },
      { uid: 'not-a-uid!', token: link.token },
      { uid: Buffer.from(`0${olivia.id}`).toString('base64url'), token: link.token },
    ];
    for (const forged of forgeries) {
      const response = await checkLink(forged);
      expect(response.statusCode, JSON.stringify(forged)).toBe(400);
      expect(response.json()).toEqual(invalid);
    }
  });
});

describe('POST /api/auth/password/reset/check/ of an invitation', () => {
  /** Invites a new owner as the provider API does, and returns the link of the e-mail it sent. */
  async function invitedLink(email: string) {
    const user = await createUser(ctx.db, { email, firstName: 'Ines' });
    await ctx.db.transaction((tx) =>
      issueInvitation(
        tx,
        { brandName: 'Harborstay', publicUrl: 'http://portal.test', operationsEmail: OPERATIONS },
        user,
      ),
    );
    await ctx.app.jobs.drain();
    const mail = readOutbox(ctx.outboxDir).at(-1);
    if (!mail) throw new Error('no invitation was sent');
    return { user, link: resetLinkOf(mail) };
  }

  it('says a working link is an invitation, and whose', async () => {
    const { link } = await invitedLink('ines.welcome@example.test');
    const response = await checkLink(link);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      detail: 'This password reset link is valid.',
      purpose: 'invitation',
      email: 'ines.welcome@example.test',
    });
  });

  it("says a used or expired invitation is one, with the company's contact, and tells a forger nothing", async () => {
    const refused = {
      non_field_errors: ['This invitation link has expired or has already been used.'],
      purpose: 'invitation',
      contact_email: OPERATIONS,
    };
    const used = await invitedLink('ines.used@example.test');
    expect((await confirmReset(used.link)).statusCode).toBe(200);
    const usedAnswer = await checkLink(used.link);
    expect(usedAnswer.statusCode).toBe(400);
    expect(usedAnswer.json()).toEqual(refused);

    const expired = await invitedLink('ines.late@example.test');
    await ctx.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(expired.link.token)));
    expect((await checkLink(expired.link)).json()).toEqual(refused);

    // The same uid with a made-up token, or the real token under another uid: the plain answer.
    const plain = { non_field_errors: ['This password reset link is invalid, used or expired.'] };
    expect((await checkLink({ uid: expired.link.uid, token: 'B'.repeat(43) })).json()).toEqual(plain);
    expect((await checkLink({ uid: encodeUid(oscar.id), token: expired.link.token })).json()).toEqual(plain);
  });

  it('says a used reset link is a reset, without a contact', async () => {
    const link = await mailedLink('oscar@example.test');
    expect((await confirmReset(link)).statusCode).toBe(200);
    expect((await checkLink(link)).json()).toEqual({
      non_field_errors: ['This password reset link is invalid, used or expired.'],
      purpose: 'reset',
      contact_email: null,
    });
    await setPasswordBack(oscar.id);
  });
});

describe('POST /api/auth/password/reset/confirm/', () => {
  it('sets the new password, uses the link up and ends every session of the user', async () => {
    const first = await signIn(ctx.app, 'olivia@example.test');
    const second = await signIn(ctx.app, 'olivia@example.test', { remember: true });
    const oscarSession = await signIn(ctx.app, 'oscar@example.test');
    const link = await mailedLink('olivia@example.test');

    const response = await confirmReset(link);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Password has been reset with the new password.' });

    expect((await me(first.authorization)).statusCode).toBe(401);
    expect((await me(second.authorization)).statusCode).toBe(401);
    expect((await me(oscarSession.authorization)).statusCode).toBe(200);
    expect((await login('olivia@example.test', TEST_PASSWORD)).statusCode).toBe(400);
    expect((await login('olivia@example.test', NEW_PASSWORD)).statusCode).toBe(200);

    const [user] = await ctx.db.select().from(users).where(eq(users.id, olivia.id));
    expect(user?.passwordChangedAt).toBeInstanceOf(Date);
    const live = await ctx.db.select().from(authTokens).where(eq(authTokens.userId, olivia.id));
    expect(live.filter((token) => !token.revokedAt)).toHaveLength(1); // the sign-in just above
    await setPasswordBack(olivia.id);
  });

  it('works once and only once', async () => {
    const link = await mailedLink('olivia@example.test');
    expect((await confirmReset(link)).statusCode).toBe(200);
    const again = await confirmReset(link, 'Other#Pass2028');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      non_field_errors: ['This password reset link is invalid, used or expired.'],
    });
    expect((await checkLink(link)).statusCode).toBe(400);
    expect((await login('olivia@example.test', NEW_PASSWORD)).statusCode).toBe(200);
    await setPasswordBack(olivia.id);
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const link = await mailedLink('olivia@example.test');
    const answers = await Promise.all([
      confirmReset(link, 'First#Pass2027'),
      confirmReset(link, 'Second#Pass2027'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    await setPasswordBack(olivia.id);
  });

  it('does not work after its expiry', async () => {
    const link = await mailedLink('olivia@example.test');
    await ctx.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(link.token)));
    expect((await checkLink(link)).statusCode).toBe(400);
    expect((await confirmReset(link)).statusCode).toBe(400);
    expect((await login('olivia@example.test', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('does not work after a later password change, by reset or by the profile', async () => {
    const older = await mailedLink('olivia@example.test');
    const newer = await mailedLink('olivia@example.test');
    expect((await confirmReset(newer)).statusCode).toBe(200);
    expect((await confirmReset(older, 'Older#Link2027')).statusCode).toBe(400);
    await setPasswordBack(olivia.id);

    const beforeChange = await mailedLink('olivia@example.test');
    const { authorization } = await signIn(ctx.app, 'olivia@example.test');
    const change = await post(
      '/api/auth/password/change/',
      { old_password: TEST_PASSWORD, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      { authorization },
    );
    expect(change.statusCode).toBe(200);
    expect((await checkLink(beforeChange)).statusCode).toBe(400);
    expect((await confirmReset(beforeChange, 'Stale#Link2027')).statusCode).toBe(400);
    await setPasswordBack(olivia.id);
  });

  it('does not work once the password changed after the link was made, even by another path', async () => {
    const link = await mailedLink('olivia@example.test');
    // A password set elsewhere (say, by the provider) that did not touch the reset tokens.
    await ctx.db
      .update(users)
      .set({ passwordChangedAt: new Date(Date.now() + 1000) })
      .where(eq(users.id, olivia.id));
    expect((await checkLink(link)).statusCode).toBe(400);
    await ctx.db.update(users).set({ passwordChangedAt: null }).where(eq(users.id, olivia.id));
  });

  it('enforces the new-password rules of spec section 5, and a refused password leaves the link usable', async () => {
    const link = await mailedLink('olivia@example.test');
    const cases: [string, string, Record<string, string[]>][] = [
      ['Sh0rt#', 'Sh0rt#', { new_password1: ['Your password must contain at least 8 characters'] }],
      ['NoDigits#here', 'NoDigits#here', { new_password1: ['Password requires a number'] }],
      ['UPPER#CASE1', 'UPPER#CASE1', { new_password1: ['Password requires a lowercase letter'] }],
      ['lower#case1', 'lower#case1', { new_password1: ['Password requires an uppercase letter'] }],
      ['NoSymbol123', 'NoSymbol123', { new_password1: ['Password requires a symbol'] }],
      [NEW_PASSWORD, 'Brand#New2028', { new_password2: ["Passwords don't match"] }],
      [NEW_PASSWORD, '', { new_password2: ['This field is required'] }],
      [`Aa1#${'x'.repeat(47)}`, `Aa1#${'x'.repeat(47)}`, { new_password1: ['Max length: 50 symbols'] }],
    ];
    for (const [password1, password2, expected] of cases) {
      const response = await confirmReset(link, password1, password2);
      expect(response.statusCode, password1).toBe(400);
      expect(response.json(), password1).toEqual(expected);
    }
    const empty = await confirmReset(link, '', '');
    expect(empty.json().new_password1[0]).toBe('This field is required');
    expect(empty.json().new_password2).toEqual(['This field is required']);

    expect((await checkLink(link)).statusCode).toBe(200);
  });

  it("cannot set another owner's password: the uid and the token must belong together", async () => {
    const link = await mailedLink('olivia@example.test');
    const response = await confirmReset({ uid: encodeUid(oscar.id), token: link.token });
    expect(response.statusCode).toBe(400);
    expect((await login('oscar@example.test', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await checkLink(link)).statusCode).toBe(200);
  });
});
