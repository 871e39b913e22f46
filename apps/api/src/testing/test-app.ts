import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase } from '@harborstay/db/testing';
import { ownerProfiles, properties, propertyOwners, users, type Db } from '@harborstay/db';
import { buildApp, type AppOptions } from '../app';
import { createPasswordHasher, type PasswordHashCost } from '../lib/passwords';

export const TEST_PASSWORD = 'Harbor#Test1';

/**
 * The API tests' password hashing: argon2id at a cost that takes microseconds (decision 0075).
 * passwords.test.ts keeps the production figures of decision 0004.
 */
export const TEST_PASSWORD_HASH_COST: PasswordHashCost = { memoryKib: 64, passes: 1 };
export const testPasswords = createPasswordHasher(TEST_PASSWORD_HASH_COST);

type TestApp = Awaited<ReturnType<typeof buildApp>>;

/**
 * A fresh database and app for one test file; `close` drops both. `options` overrides the
 * app's settings; `beforeReady` may add routes (a test that needs a failing one, say).
 */
export async function createTestApp(
  options: { options?: Partial<AppOptions>; beforeReady?: (app: TestApp) => void } = {},
) {
  const database = await openTestDatabase();
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'harborstay-api-test-'));
  const outboxDir = path.join(filesDir, 'outbox');
  const app = await buildApp({
    database,
    brandName: 'Harborstay',
    publicUrl: 'http://portal.test',
    mail: { from: 'Harborstay <no-reply@portal.test>', outboxDir },
    uploadsDir: path.join(filesDir, 'uploads'),
    passwordHashCost: TEST_PASSWORD_HASH_COST,
    ...options.options,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    /** For a second server on the same database (the caller closes it before `close`). */
    database,
    engine: database.kind,
    outboxDir,
    uploadsDir: path.join(filesDir, 'uploads'),
    close: async () => {
      await app.close();
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

let passwordHash: Promise<string> | undefined;

export async function createUser(
  db: Db,
  input: { email: string; firstName?: string; lastName?: string; withProfile?: boolean },
) {
  passwordHash ??= testPasswords.hash(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      firstName: input.firstName ?? 'Test',
      lastName: input.lastName ?? 'Owner',
      passwordHash: await passwordHash,
    })
    .returning();
  if (!user) throw new Error('user not inserted');
  if (input.withProfile) {
    await db.insert(ownerProfiles).values({
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      primaryEmail: user.email,
      phone: '+13035550100',
      address: '1 Test Street, Denver, CO',
    });
  }
  return user;
}

export async function createProperty(
  db: Db,
  input: { ownerIds: number[]; entityName?: string } & Partial<typeof properties.$inferInsert>,
) {
  const { ownerIds, ...values } = input;
  const [property] = await db
    .insert(properties)
    .values({
      entityName: 'Test Cabin',
      streetAddress: '1 Pine Road',
      status: 'completed',
      harborstayServices: true,
      ...values,
    })
    .returning();
  if (!property) throw new Error('property not inserted');
  if (ownerIds.length > 0) {
    await db.insert(propertyOwners).values(ownerIds.map((userId) => ({ propertyId: property.id, userId })));
  }
  return property;
}

type Injectable = Awaited<ReturnType<typeof createTestApp>>['app'];

/** Signs in through the API (with TEST_PASSWORD unless told) and returns the Authorization header value. */
export async function signIn(
  app: Injectable,
  email: string,
  options: { remember?: boolean; password?: string } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: {
      username: email,
      password: options.password ?? TEST_PASSWORD,
      remember: options.remember ?? false,
    },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const key = response.json<{ key: string }>().key;
  return { key, authorization: `Token ${key}` };
}
