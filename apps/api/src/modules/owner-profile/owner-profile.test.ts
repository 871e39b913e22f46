import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailChangeRequests, ownerProfiles, users } from '@harborstay/db';
import { validProfileInput } from '@harborstay/contracts/testing';
import { createUser, signIn, TEST_PASSWORD } from '../../testing/test-app';
import { createClockedTestApp } from '../../testing/clocked-test-app';

let ctx: Awaited<ReturnType<typeof createClockedTestApp>>;
const auth: Record<string, string> = {};

// A real 1x1 PNG, and the first bytes of a JPEG and a WebP file.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PNG = `data:image/png;base64,${PNG_BASE64}`;
const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const JPEG = `data:image/jpeg;base64,${JPEG_BYTES.toString('base64')}`;
const WEBP = `data:image/webp;base64,${Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]).toString('base64')}`;

beforeAll(async () => {
  ctx = await createClockedTestApp();
  await createUser(ctx.db, { email: 'nina@example.test', firstName: 'Nina', lastName: 'New' });
  await createUser(ctx.db, {
    email: 'oscar@example.test',
    firstName: 'Oscar',
    lastName: 'Other',
    withProfile: true,
  });
  await createUser(ctx.db, { email: 'taken@example.test' });
  await createUser(ctx.db, { email: 'vera@example.test', firstName: 'Vera', withProfile: true });
  await createUser(ctx.db, { email: 'fred@example.test', firstName: 'Fred', lastName: 'First' });
  for (const name of ['nina', 'oscar', 'vera', 'fred']) {
    auth[name] = (await signIn(ctx.app, `${name}@example.test`)).authorization;
  }
});
afterAll(() => ctx.close());

const getProfile = (authorization?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/owners/owner/',
    headers: authorization ? { authorization } : {},
  });

const save = (authorization: string | undefined, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/owners/create-owner-profile/',
    headers: authorization ? { authorization } : {},
    payload,
  });

/** The messages the server answers for one field when `change` is applied to a valid profile. */
async function messagesFor(field: string, change: Record<string, unknown>) {
  const response = await save(auth.oscar, {
    ...validProfileInput,
    primary_email: 'oscar@example.test',
    ...change,
  });
  expect(response.statusCode).toBe(400);
  return response.json()[field];
}

/** The e-mails written to the outbox once the queued ones are sent, quoted-printable soft line breaks undone. */
async function outbox() {
  await ctx.app.jobs.drain();
  if (!existsSync(ctx.outboxDir)) return [];
  return readdirSync(ctx.outboxDir)
    .sort()
    .map((file) => readFileSync(path.join(ctx.outboxDir, file), 'utf8').replace(/=\r?\n/g, ''));
}

async function confirmationToken(to: string) {
  const mail = (await outbox()).findLast((raw) => raw.includes(`To: ${to}`) && raw.includes('confirm-email'));
  const token = /http:\/\/portal\.test\/accounts\/confirm-email\/([A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link sent to ${to}`);
  return token;
}

const confirm = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/owners/confirm-email/', payload: { token } });

const login = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { username: email, password: TEST_PASSWORD },
  });

describe('GET /api/owners/owner/ and POST /api/owners/create-owner-profile/', () => {
  it('answers 404 before the owner has a profile', async () => {
    const response = await getProfile(auth.nina);
    expect(response.statusCode).toBe(404);
  });

  it('creates the profile, keeps the user names in step, and reads it back', async () => {
    const response = await save(auth.nina, {
      ...validProfileInput,
      first_name: '  Nina ',
      secondary_email: 'nina.home@example.test',
    });
    expect(response.statusCode).toBe(200);
    const profile = (await getProfile(auth.nina)).json();
    expect(profile).toMatchObject({
      first_name: 'Nina',
      last_name: 'New',
      primary_email: 'nina@example.test',
      secondary_email: 'nina.home@example.test',
      address: '12 Juniper Lane, Frisco, CO 80443',
      phone: '+13035550199',
      picture: null,
      active: true,
      account_id: 1,
      pending_primary_email: null,
    });
    expect(typeof profile.user_id).toBe('number');
    expect(Number.isNaN(Date.parse(profile.created_at))).toBe(false);
    expect(response.json()).toEqual(profile);
  });

  it('updates the profile in place and renames the user the top bar shows', async () => {
    const before = (await getProfile(auth.nina)).json();
    const response = await save(auth.nina, {
      ...validProfileInput,
      first_name: 'Nadia',
      last_name: 'Newton',
      secondary_email: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      first_name: 'Nadia',
      last_name: 'Newton',
      secondary_email: null,
    });
    expect(response.json().created_at).toBe(before.created_at);
    const user = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user/',
      headers: { authorization: auth.nina },
    });
    expect(user.json()).toMatchObject({
      first_name: 'Nadia',
      last_name: 'Newton',
      email: 'nina@example.test',
    });
    // Nina's new row, Oscar's and Vera's: the update added none.
    expect(await ctx.db.select().from(ownerProfiles)).toHaveLength(3);
  });

  it('answers every rule of spec section 5 with its message', async () => {
    expect(await messagesFor('first_name', { first_name: '' })).toEqual(['This field is required']);
    expect(await messagesFor('first_name', { first_name: '   ' })).toEqual(['This field is required']);
    expect(await messagesFor('first_name', { first_name: 'x'.repeat(51) })).toEqual([
      'Max length: 50 symbols',
    ]);
    expect(await messagesFor('last_name', { last_name: '' })).toEqual(['This field is required']);
    expect(await messagesFor('last_name', { last_name: 'y'.repeat(51) })).toEqual(['Max length: 50 symbols']);
    expect(await messagesFor('primary_email', { primary_email: '' })).toEqual(['This field is required']);
    expect(await messagesFor('primary_email', { primary_email: 'oscar-at-example' })).toEqual([
      'Invalid email format',
    ]);
    expect(await messagesFor('primary_email', { primary_email: `${'a'.repeat(40)}@example.test` })).toEqual([
      'Max length: 50 symbols',
    ]);
    expect(await messagesFor('secondary_email', { secondary_email: 'nope' })).toEqual([
      'Invalid email format',
    ]);
    expect(await messagesFor('address', { address: '' })).toEqual(['This field is required']);
    expect(await messagesFor('address', { address: 'a'.repeat(257) })).toEqual(['Max length: 256 symbols']);
    expect(await messagesFor('phone', { phone: '' })).toEqual(['This field is required']);
    for (const phone of [
      '13035550199',
      '+123456789',
      `+${'1'.repeat(21)}`,
      '+1 303 555 0199',
      '+1303555019x',
    ]) {
      expect(await messagesFor('phone', { phone })).toEqual(['Phone number is not valid']);
    }
  });

  it('accepts the limits themselves', async () => {
    for (const change of [
      { first_name: 'x'.repeat(50), last_name: 'y'.repeat(50) },
      { address: 'a'.repeat(256) },
      { phone: '+1234567890' },
      { phone: `+${'9'.repeat(20)}` },
      { secondary_email: null },
    ]) {
      const response = await save(auth.oscar, {
        ...validProfileInput,
        primary_email: 'oscar@example.test',
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(200);
    }
  });

  it('refuses an anonymous caller, before and after looking at the body', async () => {
    expect((await getProfile()).statusCode).toBe(401);
    expect((await save(undefined, validProfileInput)).statusCode).toBe(401);
    expect((await save(undefined, { first_name: '' })).statusCode).toBe(401);
  });

  it('only ever reads and writes the caller’s own profile, whatever the body says', async () => {
    const oscarBefore = (await getProfile(auth.oscar)).json();
    const ninaBefore = (await getProfile(auth.nina)).json();
    const response = await save(auth.oscar, {
      ...validProfileInput,
      primary_email: 'oscar@example.test',
      first_name: 'Oscar',
      user_id: ninaBefore.user_id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user_id).toBe(oscarBefore.user_id);
    expect((await getProfile(auth.nina)).json()).toEqual(ninaBefore);
    expect((await getProfile(auth.oscar)).json().address).toBe(validProfileInput.address);
  });
});

describe('the profile photo', () => {
  const picturesDir = () => path.join(ctx.uploadsDir, 'profile-pictures');

  it('stores a PNG as a file under the uploads folder and answers it as a data URL', async () => {
    const response = await save(auth.nina, { ...validProfileInput, picture: PNG });
    expect(response.statusCode).toBe(200);
    expect(response.json().picture).toBe(PNG);
    expect((await getProfile(auth.nina)).json().picture).toBe(PNG);
    const [row] = await ctx.db
      .select()
      .from(ownerProfiles)
      .where(eq(ownerProfiles.primaryEmail, 'nina@example.test'));
    expect(row?.picturePath).toMatch(/^profile-pictures\/\d+-[0-9a-f]{16}\.png$/);
    expect(readFileSync(path.join(ctx.uploadsDir, row?.picturePath ?? '')).toString('base64')).toBe(
      PNG_BASE64,
    );
  });

  it('keeps the photo when the save does not mention it, replaces it, and removes the old file', async () => {
    const firstFiles = readdirSync(picturesDir());
    expect((await save(auth.nina, validProfileInput)).json().picture).toBe(PNG);
    const replaced = await save(auth.nina, { ...validProfileInput, picture: JPEG });
    expect(replaced.json().picture).toBe(JPEG);
    const files = readdirSync(picturesDir());
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.jpg$/);
    expect(files).not.toEqual(firstFiles);
    expect((await save(auth.nina, { ...validProfileInput, picture: WEBP })).json().picture).toBe(WEBP);
  });

  it('removes the photo and its file when picture is null', async () => {
    const response = await save(auth.nina, { ...validProfileInput, picture: null });
    expect(response.json().picture).toBeNull();
    expect(readdirSync(picturesDir())).toHaveLength(0);
  });

  it('refuses what is not a PNG, JPEG or WebP by its bytes, whatever the data URL claims', async () => {
    const claims = [
      `data:image/png;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`,
      `data:image/png;base64,${JPEG_BYTES.toString('base64')}`,
      `data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}`,
      `data:text/html;base64,${Buffer.from('<p>hi</p>').toString('base64')}`,
      'not a data url',
    ];
    for (const picture of claims) {
      const response = await save(auth.nina, { ...validProfileInput, picture });
      expect(response.statusCode, picture).toBe(400);
      expect(response.json()).toEqual({ picture: ['Choose a PNG, JPEG or WebP image.'] });
    }
    expect(readdirSync(picturesDir())).toHaveLength(0);
  });

  it('refuses a photo over 300 KB', async () => {
    const big = Buffer.concat([JPEG_BYTES, Buffer.alloc(300 * 1024)]);
    const response = await save(auth.nina, {
      ...validProfileInput,
      picture: `data:image/jpeg;base64,${big.toString('base64')}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ picture: ['The photo is too large: at most 300 KB.'] });
  });
});

describe('changing the primary e-mail', () => {
  // Each test starts with a fresh hour's budget of confirmation e-mails (3 per owner).
  beforeEach(() => ctx.time.advance(3600_000));

  it('keeps the sign-in e-mail until the link sent to the new address is followed', async () => {
    const response = await save(auth.nina, {
      ...validProfileInput,
      primary_email: ' Nina.New@Example.TEST ',
      current_password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      primary_email: 'nina@example.test',
      pending_primary_email: 'nina.new@example.test',
    });
    expect((await login('nina@example.test')).statusCode).toBe(200);
    expect((await login('nina.new@example.test')).statusCode).toBe(400);

    const mail = (await outbox()).findLast((raw) => raw.includes('To: nina.new@example.test')) ?? '';
    expect(mail).toContain('Subject: Confirm your new e-mail address for Harborstay');
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
    const [request] = await ctx.db.select().from(emailChangeRequests);
    const token = await confirmationToken('nina.new@example.test');
    // Only a hash of the token is stored.
    expect(request?.tokenHash).not.toContain(token);
    expect(request?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);

    // Saving again with the current address leaves the change waiting.
    expect((await save(auth.nina, validProfileInput)).json().pending_primary_email).toBe(
      'nina.new@example.test',
    );

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      detail: 'Your e-mail address is confirmed. Sign in with it from now on.',
      email: 'nina.new@example.test',
    });
    expect((await getProfile(auth.nina)).json()).toMatchObject({
      primary_email: 'nina.new@example.test',
      pending_primary_email: null,
    });
    expect((await login('nina.new@example.test')).statusCode).toBe(200);
    expect((await login('nina@example.test')).statusCode).toBe(400);
    const notice = (await outbox()).findLast((raw) => raw.includes('To: nina@example.test')) ?? '';
    expect(notice).toContain('sign-in e-mail has changed');
    expect(notice).toContain('nina.new@example.test');
  });

  it('a link works once only', async () => {
    await save(auth.nina, {
      ...validProfileInput,
      primary_email: 'nina.third@example.test',
      current_password: TEST_PASSWORD,
    });
    const token = await confirmationToken('nina.third@example.test');
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      non_field_errors: ['This confirmation link is invalid, used or expired.'],
    });
  });

  it('a forged, an expired or a replaced link does nothing', async () => {
    expect((await confirm('x'.repeat(43))).json()).toEqual({
      non_field_errors: ['This confirmation link is invalid, used or expired.'],
    });

    await save(auth.nina, {
      ...validProfileInput,
      primary_email: 'nina.expired@example.test',
      current_password: TEST_PASSWORD,
    });
    const expired = await confirmationToken('nina.expired@example.test');
    await ctx.db.update(emailChangeRequests).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await confirm(expired)).statusCode).toBe(400);

    await save(auth.nina, {
      ...validProfileInput,
      primary_email: 'nina.first@example.test',
      current_password: TEST_PASSWORD,
    });
    const first = await confirmationToken('nina.first@example.test');
    await save(auth.nina, {
      ...validProfileInput,
      primary_email: 'nina.second@example.test',
      current_password: TEST_PASSWORD,
    });
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(await confirmationToken('nina.second@example.test'))).statusCode).toBe(200);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, 'nina.second@example.test'));
    expect(user?.firstName).toBe('Nina');
  });

  it('does not tell who has an account when asked, and refuses an address taken by then', async () => {
    const response = await save(auth.oscar, {
      ...validProfileInput,
      primary_email: 'taken@example.test',
      current_password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().pending_primary_email).toBe('taken@example.test');
    const confirmed = await confirm(await confirmationToken('taken@example.test'));
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json()).toEqual({
      non_field_errors: ['This e-mail address is already used by another account.'],
    });
    expect((await getProfile(auth.oscar)).json().primary_email).toBe('oscar@example.test');
  });
});

describe('a stolen token alone cannot change the primary e-mail', () => {
  const PASSWORD_REQUIRED = {
    current_password: ['Enter your current password to change your primary e-mail.'],
  };
  const WRONG_PASSWORD = {
    current_password: ['Your current password was entered incorrectly. Please enter it again.'],
  };
  const vera = { ...validProfileInput, first_name: 'Vera', primary_email: 'vera@example.test' };
  const pendingOf = async (authorization?: string) =>
    (await getProfile(authorization)).json().pending_primary_email;
  const mailsTo = async (to: string) => (await outbox()).filter((raw) => raw.includes(`To: ${to}`));

  it('refuses a new primary e-mail without the current password, and changes nothing', async () => {
    const requestsBefore = await ctx.db.select().from(emailChangeRequests);
    for (const extra of [{}, { current_password: '' }, { current_password: null }]) {
      const response = await save(auth.vera, {
        ...vera,
        address: 'Not saved',
        primary_email: 'attacker@evil.test',
        ...extra,
      });
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json()).toEqual(PASSWORD_REQUIRED);
    }
    expect(await ctx.db.select().from(emailChangeRequests)).toEqual(requestsBefore);
    expect(await mailsTo('attacker@evil.test')).toHaveLength(0);
    expect((await getProfile(auth.vera)).json()).toMatchObject({
      primary_email: 'vera@example.test',
      address: '1 Test Street, Denver, CO',
      pending_primary_email: null,
    });
  });

  it('refuses a wrong password and counts it against the account’s sign-in budget', async () => {
    ctx.time.advance(3600_000);
    for (let i = 0; i < 5; i += 1) {
      const response = await save(auth.vera, {
        ...vera,
        primary_email: 'attacker@evil.test',
        current_password: `Wrong#Pass${i}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(WRONG_PASSWORD);
    }
    // The budget is spent: even the right password waits, and so does sign-in.
    const refused = await save(auth.vera, {
      ...vera,
      primary_email: 'attacker@evil.test',
      current_password: TEST_PASSWORD,
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
    expect(refused.json()).toEqual({ detail: 'Too many wrong passwords. Try again in 15 minutes.' });
    expect((await login('vera@example.test')).statusCode).toBe(429);
    expect(await pendingOf(auth.vera)).toBeNull();
    expect(await mailsTo('attacker@evil.test')).toHaveLength(0);

    // Saving without an e-mail change checks no password, so it is not held back.
    expect((await save(auth.vera, { ...vera, phone: '+13035550177' })).statusCode).toBe(200);
    ctx.time.advance(15 * 60_000);
  });

  it('accepts the right password, and the new address still needs its confirmation link', async () => {
    const response = await save(auth.vera, {
      ...vera,
      primary_email: 'vera.new@example.test',
      current_password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      primary_email: 'vera@example.test',
      pending_primary_email: 'vera.new@example.test',
    });
    expect(response.body).not.toContain(TEST_PASSWORD);
    // Nothing changes for signing in until the link is followed.
    expect((await login('vera@example.test')).statusCode).toBe(200);
    expect((await confirm(await confirmationToken('vera.new@example.test'))).statusCode).toBe(200);
    expect((await login('vera.new@example.test')).statusCode).toBe(200);
  });

  it('needs no password for a save that keeps the e-mail, however it is typed', async () => {
    for (const primaryEmail of ['vera.new@example.test', '  Vera.New@Example.TEST ']) {
      const response = await save(auth.vera, { ...vera, primary_email: primaryEmail, phone: '+13035550178' });
      expect(response.statusCode, primaryEmail).toBe(200);
    }
    // A password sent along when the e-mail stays is not checked: a wrong one changes nothing.
    const withWrong = await save(auth.vera, {
      ...vera,
      primary_email: 'vera.new@example.test',
      current_password: 'Wrong#Pass9',
    });
    expect(withWrong.statusCode).toBe(200);
  });

  it('applies to the first save of a profile too (onboarding step 1)', async () => {
    const first = { ...validProfileInput, first_name: 'Fred', last_name: 'First' };
    const refused = await save(auth.fred, { ...first, primary_email: 'fred.elsewhere@example.test' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(PASSWORD_REQUIRED);
    expect((await getProfile(auth.fred)).statusCode).toBe(404);
    const wrong = await save(auth.fred, {
      ...first,
      primary_email: 'fred.elsewhere@example.test',
      current_password: 'Wrong#Pass1',
    });
    expect(wrong.json()).toEqual(WRONG_PASSWORD);
    expect((await getProfile(auth.fred)).statusCode).toBe(404);

    const saved = await save(auth.fred, {
      ...first,
      primary_email: 'fred.elsewhere@example.test',
      current_password: TEST_PASSWORD,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      primary_email: 'fred@example.test',
      pending_primary_email: 'fred.elsewhere@example.test',
    });
  });
});
