import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { propertyOwners, users } from '@harborstay/db';
import { createTestApp, createUser } from '../testing/test-app';
import { readOutbox, resetLinkOf, type OutboxMail } from '../testing/outbox';
import { AdminError, runAdminCommand } from './commands';
import { testAdminDeps } from '../testing/admin-deps';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('admin commands', () => {
  it('invites an owner with no password, and sends a new link that kills the old one', async () => {
    const deps = testAdminDeps(ctx.app.fileStorage);
    const args = { email: 'Ivy@Example.com', 'first-name': 'Ivy', 'last-name': 'Invited' };
    const said = await runAdminCommand(ctx.db, 'owner:invite', args, deps);
    expect(said).toMatch(
      /^Created owner account \d+ for Ivy Invited <ivy@example.com>: the invitation e-mail is queued/,
    );
    const [ivy] = await ctx.db.select().from(users).where(eq(users.email, 'ivy@example.com'));
    expect(ivy?.passwordHash).toBeNull();
    const again = await runAdminCommand(ctx.db, 'owner:invite', args, deps);
    expect(again).toMatch(/^Sent a new invitation to account \d+, .*the link sent before no longer works/);
    await ctx.app.jobs.drain();
    const mails = readOutbox(ctx.outboxDir).filter((mail) => mail.to.includes('ivy@example.com'));
    expect(mails).toHaveLength(2);
    const check = (mail: OutboxMail) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/password/reset/check/', payload: resetLinkOf(mail) });
    expect((await check(mails[0] as OutboxMail)).statusCode).toBe(400);
    expect((await check(mails[1] as OutboxMail)).statusCode).toBe(200);
    expect(mails[1]?.text).toContain('http://portal.test/accounts/reset/');

    await ctx.db.update(users).set({ passwordHash: 'set' }).where(eq(users.email, 'ivy@example.com'));
    await expect(runAdminCommand(ctx.db, 'owner:invite', args, deps)).rejects.toThrow(
      /has a password already/,
    );
  });

  it('creates an owner who can then sign in, and refuses a second account for the e-mail', async () => {
    const said = await runAdminCommand(ctx.db, 'owner:create', {
      email: 'Jane@Example.com',
      'first-name': 'Jane',
      'last-name': 'Doe',
      password: 'Str0ng#Password',
    });
    expect(said).toMatch(/^Created owner account \d+ for Jane Doe <jane@example.com>/);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: 'jane@example.com', password: 'Str0ng#Password' },
    });
    expect(login.statusCode).toBe(200);
    await expect(
      runAdminCommand(ctx.db, 'owner:create', {
        email: 'jane@example.com',
        'first-name': 'J',
        'last-name': 'D',
        password: 'Str0ng#Password',
      }),
    ).rejects.toThrow(/exists already/);
  });

  it('refuses weak passwords and bad e-mails with the spec messages and the usage', async () => {
    const attempt = runAdminCommand(ctx.db, 'owner:create', {
      email: 'nope',
      'first-name': 'A',
      'last-name': 'B',
      password: 'weak',
    });
    await expect(attempt).rejects.toBeInstanceOf(AdminError);
    await expect(attempt).rejects.toThrow(/--email: Invalid email format/);
    await expect(attempt).rejects.toThrow(/--password: Your password must contain at least 8 characters/);
    await expect(attempt).rejects.toThrow(/Usage: npm run admin -- owner:create/);
    expect(await ctx.db.select().from(users).where(eq(users.email, 'nope'))).toHaveLength(0);
  });

  it('adds a property in progress to an owner and a co-owner to it', async () => {
    await createUser(ctx.db, { email: 'carl@example.com' });
    const said = await runAdminCommand(ctx.db, 'property:add', {
      owner: 'jane@example.com',
      name: 'Juniper Cabin',
      street: '12 Juniper Ln',
      city: 'Frisco',
      state: 'CO',
      'postal-code': '80443',
    });
    const id = Number(/property (\d+)/.exec(said)?.[1]);
    expect(said).toContain('"Juniper Cabin" (in progress) owned by jane@example.com');
    expect(
      await runAdminCommand(ctx.db, 'property:add-owner', {
        property: String(id),
        owner: 'carl@example.com',
      }),
    ).toContain('carl@example.com is now a co-owner');
    expect(
      await runAdminCommand(ctx.db, 'property:add-owner', {
        property: String(id),
        owner: 'carl@example.com',
      }),
    ).toContain('nothing changed');
    expect(await ctx.db.select().from(propertyOwners).where(eq(propertyOwners.propertyId, id))).toHaveLength(
      2,
    );
    const listed = await runAdminCommand(ctx.db, 'properties:list', { owner: 'carl@example.com' });
    expect(listed).toContain('Juniper Cabin');
    expect(listed).toContain('jane@example.com, carl@example.com');
    await expect(
      runAdminCommand(ctx.db, 'property:add-owner', { property: '99999', owner: 'carl@example.com' }),
    ).rejects.toThrow('No property has the id 99999.');
    for (const property of [`0x${id.toString(16)}`, ` ${id} `, `${id}e0`, '0']) {
      await expect(runAdminCommand(ctx.db, 'property:go-live', { property }), property).rejects.toThrow(
        '--property: Not a valid id',
      );
    }
    await expect(
      runAdminCommand(ctx.db, 'property:add', {
        owner: 'ghost@example.com',
        name: 'X',
        street: 'Y',
        city: 'Z',
        state: 'CO',
        'postal-code': '1',
      }),
    ).rejects.toThrow('No account has the e-mail ghost@example.com.');
  });

  it("refuses control characters in names and addresses, as the owner's forms do", async () => {
    const owner = runAdminCommand(ctx.db, 'owner:create', {
      email: 'mallory@example.com',
      'first-name': 'Mal\nBcc: victim@example.com',
      'last-name': 'Lory\u0000',
      password: 'Str0ng#Password',
    });
    await expect(owner).rejects.toThrow(/--first-name: Remove line breaks, tabs and other invisible/);
    await expect(owner).rejects.toThrow(/--last-name: Remove line breaks/);
    await expect(
      runAdminCommand(ctx.db, 'property:add', {
        owner: 'jane@example.com',
        name: 'Cabin\u0000',
        street: '12 Juniper Ln',
        city: 'Frisco',
        state: 'CO',
        'postal-code': '80443',
      }),
    ).rejects.toThrow(/--name: Remove line breaks/);
    expect(await ctx.db.select().from(users).where(eq(users.email, 'mallory@example.com'))).toHaveLength(0);
  });

  it('lists owners', async () => {
    const listed = await runAdminCommand(ctx.db, 'owners:list', {});
    expect(listed).toMatch(/\tjane@example.com\tJane Doe/);
  });
});

describe('POST /api/internal/admin/', () => {
  it('runs a command only with the token the server wrote, and answers 404 otherwise', async () => {
    const withAdmin = await createTestApp({ options: { adminToken: 'a'.repeat(43) } });
    try {
      const call = (token: string, remoteAddress = '127.0.0.1') =>
        withAdmin.app.inject({
          method: 'POST',
          url: '/api/internal/admin/',
          headers: { 'x-admin-token': token },
          payload: { command: 'owners:list', args: {} },
          remoteAddress,
        });
      expect((await call('a'.repeat(43))).json()).toEqual({ detail: 'No accounts yet.' });
      expect((await call('b'.repeat(43))).statusCode).toBe(404);
      expect((await call('')).statusCode).toBe(404);
      expect((await call('a'.repeat(43), '10.1.2.3')).statusCode).toBe(404);
      const malformedFromOutside = await withAdmin.app.inject({
        method: 'POST',
        url: '/api/internal/admin/',
        payload: { nonsense: true },
        remoteAddress: '10.1.2.3',
      });
      expect(malformedFromOutside.statusCode).toBe(404);
    } finally {
      await withAdmin.close();
    }
  });

  it('does not exist on a server without an admin token', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/internal/admin/',
      payload: { command: 'owners:list', args: {} },
    });
    expect(response.statusCode).toBe(404);
  });
});
