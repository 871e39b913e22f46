import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ownerProfiles } from '@harborstay/db';
import { createTestApp, createUser, signIn } from '../../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;

// A real 1x1 PNG.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Sends `count` saves of the owner's profile, each with a new photo, all at the same instant. */
async function saveAtOnce(email: string, count: number) {
  const { authorization } = await signIn(ctx.app, email);
  const responses = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/owners/create-owner-profile/',
        headers: { authorization },
        payload: {
          first_name: 'Test',
          last_name: `Owner ${i}`,
          primary_email: email,
          address: '1 Test Street, Denver, CO',
          phone: '+13035550100',
          picture: PNG,
        },
      }),
    ),
  );
  expect(responses.map((response) => response.statusCode)).toEqual(Array(count).fill(200));
}

/** The user's photo files in the uploads folder, and the one their profile row names. */
async function photosOf(userId: number) {
  const files = readdirSync(path.join(ctx.uploadsDir, 'profile-pictures'))
    .filter((file) => file.startsWith(`${userId}-`))
    .map((file) => `profile-pictures/${file}`);
  const [row] = await ctx.db.select().from(ownerProfiles).where(eq(ownerProfiles.userId, userId));
  return { files, named: row?.picturePath };
}

describe('40 simultaneous profile saves with a photo', () => {
  it('leave only the file the row names, from the first save on (no profile row yet)', async () => {
    const user = await createUser(ctx.db, { email: 'first@example.test' });
    await saveAtOnce('first@example.test', 40);
    const { files, named } = await photosOf(user.id);
    expect(files).toEqual([named]);
  });

  it('leave only the file the row names when each replaces a stored photo', async () => {
    const user = await createUser(ctx.db, { email: 'again@example.test' });
    await saveAtOnce('again@example.test', 1);
    const before = await photosOf(user.id);
    expect(before.files).toEqual([before.named]);

    await saveAtOnce('again@example.test', 40);
    const { files, named } = await photosOf(user.id);
    expect(files).toEqual([named]);
    expect(named).not.toBe(before.named);
  });
});
