import { and, desc, eq, gt, isNull, ne, sql, type SQLWrapper } from 'drizzle-orm';
import { emailChangeRequests, ownerProfiles, users, type DbOrTx, type Tx } from '@harborstay/db';
import { scopeParams, type OwnerScope } from '../../access/owner-scope';
import { preparedPerDatabase } from '../../lib/prepared-statement';

export type OwnerProfileRow = typeof ownerProfiles.$inferSelect;
export type OwnerProfileValues = Omit<
  typeof ownerProfiles.$inferInsert,
  'userId' | 'createdAt' | 'active' | 'accountId'
>;

/**
 * The owner's own rows are reached through the caller's scope; the e-mail confirmation link,
 * which comes with no session, names its user by the request it finds.
 */
export function findProfile(db: DbOrTx, scope: OwnerScope) {
  return db.query.ownerProfiles.findFirst({ where: eq(ownerProfiles.userId, scope.userId) });
}

const profileWithPendingEmailStatement = preparedPerDatabase((db) =>
  db
    .select({
      profile: ownerProfiles,
      pendingEmail: sql<
        string | null
      >`(${pendingEmailOf(db, sql.placeholder('userId'), sql.placeholder('now'))})`,
    })
    .from(ownerProfiles)
    .where(eq(ownerProfiles.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('owner_profile_with_pending_email'),
);

/** The profile and the e-mail waiting for confirmation in one round trip (GET of the profile). */
export async function findProfileWithPendingEmail(db: DbOrTx, scope: OwnerScope, now: Date) {
  // The driver takes the instant as text; PostgreSQL reads it as the column's timestamptz.
  const [row] = await profileWithPendingEmailStatement(db).execute({
    ...scopeParams(scope),
    now: now.toISOString(),
  });
  return row;
}

/**
 * Locks the user's row until the transaction ends, then reads the profile: saves of one owner
 * run one after another, each seeing the photo the last one stored. The user's row is locked
 * rather than the profile's, because the first save has no profile row to lock.
 */
export async function findProfileForUpdate(tx: Tx, scope: OwnerScope) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, scope.userId)).for('update');
  return findProfile(tx, scope);
}

/** Creates the profile or replaces its fields; created_at, active and account_id stay as they were. */
export async function upsertProfile(db: DbOrTx, scope: OwnerScope, values: OwnerProfileValues) {
  const [row] = await db
    .insert(ownerProfiles)
    .values({ ...values, userId: scope.userId })
    .onConflictDoUpdate({ target: ownerProfiles.userId, set: values })
    .returning();
  if (!row) throw new Error('owner profile not saved');
  return row;
}

/** The top bar shows users.first_name and last_name: they follow the profile's names. */
export async function updateUserNames(
  db: DbOrTx,
  scope: OwnerScope,
  names: { firstName: string; lastName: string },
) {
  await db.update(users).set(names).where(eq(users.id, scope.userId));
}

/** The new e-mail of the user's latest live request (`userId` and `now`: values or placeholders). */
function pendingEmailOf(db: DbOrTx, userId: number | SQLWrapper, now: Date | SQLWrapper) {
  return db
    .select({ newEmail: emailChangeRequests.newEmail })
    .from(emailChangeRequests)
    .where(
      and(
        eq(emailChangeRequests.userId, userId),
        isNull(emailChangeRequests.usedAt),
        gt(emailChangeRequests.expiresAt, now),
      ),
    )
    .orderBy(desc(emailChangeRequests.id))
    .limit(1);
}

/** The e-mail waiting for confirmation, if a live request exists. */
export async function findPendingEmail(db: DbOrTx, scope: OwnerScope, now: Date) {
  const [row] = await pendingEmailOf(db, scope.userId, now);
  return row?.newEmail ?? null;
}

/** Only the latest request counts: earlier unused links stop working. */
export async function deleteUnusedRequests(db: DbOrTx, scope: OwnerScope) {
  await db
    .delete(emailChangeRequests)
    .where(and(eq(emailChangeRequests.userId, scope.userId), isNull(emailChangeRequests.usedAt)));
}

export async function insertRequest(
  db: DbOrTx,
  scope: OwnerScope,
  values: { newEmail: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(emailChangeRequests).values({ ...values, userId: scope.userId });
}

export async function findLiveRequest(db: DbOrTx, tokenHash: string, now: Date) {
  return db.query.emailChangeRequests.findFirst({
    where: and(
      eq(emailChangeRequests.tokenHash, tokenHash),
      isNull(emailChangeRequests.usedAt),
      gt(emailChangeRequests.expiresAt, now),
    ),
  });
}

/** Marks the request used; false when another call used it first. */
export async function markRequestUsed(db: DbOrTx, requestId: number, now: Date) {
  const rows = await db
    .update(emailChangeRequests)
    .set({ usedAt: now })
    .where(and(eq(emailChangeRequests.id, requestId), isNull(emailChangeRequests.usedAt)))
    .returning({ id: emailChangeRequests.id });
  return rows.length === 1;
}

export function findUser(db: DbOrTx, userId: number) {
  return db.query.users.findFirst({ where: eq(users.id, userId) });
}

export async function isEmailTakenByOther(db: DbOrTx, email: string, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
}

export async function setSignInEmail(db: DbOrTx, userId: number, email: string) {
  await db.update(users).set({ email }).where(eq(users.id, userId));
  await db.update(ownerProfiles).set({ primaryEmail: email }).where(eq(ownerProfiles.userId, userId));
}
