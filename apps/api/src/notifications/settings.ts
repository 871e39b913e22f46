import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type TNotificationKind,
  type TNotificationSettings,
} from '@harborstay/contracts';
import { notificationSettings, propertyOwners, users, type DbOrTx } from '@harborstay/db';

/** Each notification's column. */
const COLUMNS = {
  new_booking: notificationSettings.newBooking,
  canceled_booking: notificationSettings.canceledBooking,
  statement_published: notificationSettings.statementPublished,
  task_completed: notificationSettings.taskCompleted,
  own_booking: notificationSettings.ownBooking,
} as const satisfies Record<TNotificationKind, unknown>;

const toColumns = (settings: Partial<TNotificationSettings>) => ({
  newBooking: settings.new_booking,
  canceledBooking: settings.canceled_booking,
  statementPublished: settings.statement_published,
  taskCompleted: settings.task_completed,
  ownBooking: settings.own_booking,
});

/** The owner's settings; every notification on when they never changed one. */
export async function readSettings(db: DbOrTx, userId: number): Promise<TNotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  if (!row) return { ...DEFAULT_NOTIFICATION_SETTINGS };
  return {
    new_booking: row.newBooking,
    canceled_booking: row.canceledBooking,
    statement_published: row.statementPublished,
    task_completed: row.taskCompleted,
    own_booking: row.ownBooking,
  };
}

/** Writes the settings given (all, or one switched off by an unsubscribe link) in one statement. */
export async function writeSettings(
  db: DbOrTx,
  userId: number,
  settings: Partial<TNotificationSettings>,
): Promise<void> {
  const set = Object.fromEntries(
    Object.entries(toColumns(settings)).filter(([, value]) => value !== undefined),
  );
  await db
    .insert(notificationSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...set, updatedAt: sql`now()` } });
}

export type Recipient = { userId: number; email: string; firstName: string };

/**
 * The owners who want this notification: of the property (each co-owner by their own settings),
 * or the one owner named; accounts the company deactivated get nothing.
 */
export async function recipientsOf(
  db: DbOrTx,
  input: { kind: TNotificationKind; propertyId: number; userId?: number },
): Promise<Recipient[]> {
  const wants = COLUMNS[input.kind];
  return db
    .select({ userId: users.id, email: users.email, firstName: users.firstName })
    .from(propertyOwners)
    .innerJoin(users, eq(users.id, propertyOwners.userId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(
      and(
        eq(propertyOwners.propertyId, input.propertyId),
        eq(users.isActive, true),
        sql`coalesce(${wants}, true)`,
        input.userId === undefined ? undefined : eq(users.id, input.userId),
      ),
    )
    .orderBy(users.id);
}
