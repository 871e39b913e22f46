import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_KINDS,
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

/** The column keeping when each notification was last turned back on (decision 0087). */
const ON_SINCE = {
  new_booking: 'newBookingOnSince',
  canceled_booking: 'canceledBookingOnSince',
  statement_published: 'statementPublishedOnSince',
  task_completed: 'taskCompletedOnSince',
  own_booking: 'ownBookingOnSince',
} as const satisfies Record<TNotificationKind, keyof typeof notificationSettings.$inferInsert>;

/**
 * Writes the settings given (all, or one switched off by an unsubscribe link) in one statement.
 * A notification turned from off to on notes the moment (the database's clock), so that the
 * unsubscribe links of e-mails sent before it stop working (decision 0087).
 */
export async function writeSettings(
  db: DbOrTx,
  userId: number,
  settings: Partial<TNotificationSettings>,
): Promise<void> {
  const set = Object.fromEntries(
    Object.entries(toColumns(settings)).filter(([, value]) => value !== undefined),
  );
  const onSince = Object.fromEntries(
    NOTIFICATION_KINDS.filter((kind) => settings[kind] !== undefined).map((kind) => [
      ON_SINCE[kind],
      sql`case when not ${COLUMNS[kind]} and excluded.${sql.identifier(COLUMNS[kind].name)} then now()
        else ${notificationSettings[ON_SINCE[kind]]} end`,
    ]),
  );
  await db
    .insert(notificationSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { ...set, ...onSince, updatedAt: sql`now()` },
    });
}

/**
 * When the owner last turned this notification back on; undefined while they never did (or never
 * turned it off).
 */
export async function notificationOnSince(
  db: DbOrTx,
  userId: number,
  kind: TNotificationKind,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ onSince: notificationSettings[ON_SINCE[kind]] })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row?.onSince ?? undefined;
}

export type Recipient = {
  userId: number;
  email: string;
  firstName: string;
  /**
   * When their settings were read, by the database's clock: the issue time of their unsubscribe
   * link, later than any switch-on this read saw (decision 0087).
   */
  readAt: Date;
};

/**
 * The owners who want this notification: of the property (each co-owner by their own settings),
 * or the one owner named; accounts the company deactivated get nothing. A service message (`kind`
 * null) goes to every owner of the property whatever their settings.
 */
export async function recipientsOf(
  db: DbOrTx,
  input: { kind: TNotificationKind | null; propertyId: number; userId?: number },
): Promise<Recipient[]> {
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      readAtMs: sql<number>`floor(extract(epoch from clock_timestamp()) * 1000)::float8`.mapWith(Number),
    })
    .from(propertyOwners)
    .innerJoin(users, eq(users.id, propertyOwners.userId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(
      and(
        eq(propertyOwners.propertyId, input.propertyId),
        eq(users.isActive, true),
        input.kind === null ? undefined : sql`coalesce(${COLUMNS[input.kind]}, true)`,
        input.userId === undefined ? undefined : eq(users.id, input.userId),
      ),
    )
    .orderBy(users.id);
  return rows.map(({ readAtMs, ...recipient }) => ({ ...recipient, readAt: new Date(readAtMs) }));
}
