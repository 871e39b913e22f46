import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TClash,
  TProviderReservation,
  ZProviderCalendarPut,
  ZProviderReservationDelete,
  ZProviderReservationPut,
} from '@harborstay/contracts';
import { dollarsToCents, todayIn } from '@harborstay/domain';
import {
  calendarPrices,
  pgErrorCode,
  PG_EXCLUSION_VIOLATION,
  properties,
  reservations,
  type DbOrTx,
  type Reservation,
} from '@harborstay/db';
import { AppError, notFound } from '../../errors';
import { enqueue } from '../../jobs/queue';
import { findClashes, toReservation } from '../../answers/reservation';
import { composeClashMail } from './clash-mail';
import { queueNotification } from '../../notifications/queue-notification';

/**
 * The one ingestion service (architecture, "The provider's side"): every way data comes in from
 * the company's systems (the provider API, the CSV import, the demo seed, the connectors) calls
 * these functions, never the tables. Each write is one transaction; the figures' roll-ups move
 * with it (their triggers), so every screen of the owner shows it on the next request.
 */
export type IngestionDeps = {
  /** A transaction too: a bulk import writes every row in one, each call a savepoint of it. */
  db: DbOrTx;
  brandName: string;
  /** Where a clash is e-mailed; nobody is told when absent. */
  operationsEmail: string | undefined;
  /** False for bulk imports (the CSV import, the demo seed, a connector's first pull): nobody is told. */
  notify: boolean;
  wakeJobs: () => void;
};

type PutBody = z.output<typeof ZProviderReservationPut>;

async function findProperty(db: DbOrTx, id: number) {
  const [property] = await db
    .select({
      id: properties.id,
      entityName: properties.entityName,
      streetAddress: properties.streetAddress,
      timeZone: properties.timeZone,
    })
    .from(properties)
    .where(eq(properties.id, id));
  if (!property) throw notFound();
  return property;
}

const findByExternalId = async (db: DbOrTx, propertyId: number, externalId: string) =>
  (
    await db
      .select()
      .from(reservations)
      .where(and(eq(reservations.propertyId, propertyId), eq(reservations.externalId, externalId)))
  )[0];

function answerOf(row: Reservation, today: string, clashes: Map<number, TClash[]>): TProviderReservation {
  return {
    ...toReservation(row, today, clashes.get(row.id)),
    external_id: row.externalId,
    updated_at: row.sourceUpdatedAt ? row.sourceUpdatedAt.toISOString() : null,
  };
}

async function answer(db: DbOrTx, row: Reservation, timeZone: string): Promise<TProviderReservation> {
  return answerOf(row, todayIn(timeZone), await findClashes(db, [row]));
}

/**
 * The 409 of a refused write, naming the guest booking of another external id that holds some of
 * the nights: one of the bookings sent, or a stored one.
 */
async function guestOverlapRefusal(db: DbOrTx, propertyId: number, bookings: readonly GuestBooking[]) {
  const refusal = (externalId: string | null, id?: number) =>
    new AppError(409, {
      detail: `These nights are held by another guest booking${externalId ? ` (external_id ${externalId})` : ` (#${id ?? '?'})`}.`,
      external_id: externalId,
    });
  const standing = bookings
    .filter((booking) => booking.body.status !== 'canceled')
    .sort((a, b) => a.body.start_date.localeCompare(b.body.start_date));
  for (let i = 1; i < standing.length; i += 1) {
    const [before, after] = [standing[i - 1], standing[i]];
    if (before && after && after.body.start_date < before.body.end_date) return refusal(before.externalId);
  }
  for (const booking of standing) {
    const [other] = await db
      .select({ externalId: reservations.externalId, id: reservations.id })
      .from(reservations)
      .where(
        sql`${reservations.propertyId} = ${propertyId} AND ${reservations.kind} = 'guest'
          AND ${reservations.status} IN ('confirmed', 'in progress', 'unavailable')
          AND ${reservations.startDate} < ${booking.body.end_date} AND ${reservations.endDate} > ${booking.body.start_date}
          AND ${reservations.externalId} IS DISTINCT FROM ${booking.externalId}`,
      )
      .limit(1);
    if (other) return refusal(other.externalId, other.id);
  }
  return refusal(null);
}

function columns(propertyId: number, externalId: string, body: PutBody) {
  return {
    propertyId,
    kind: 'guest',
    externalId,
    status: body.status,
    startDate: body.start_date,
    endDate: body.end_date,
    arrival: body.arrival,
    guestsCount: body.guests_count,
    guestFirstName: body.guest.first_name || null,
    guestLastName: body.guest.last_name || null,
    guestEmail: body.guest.email,
    guestPhone: body.guest.phone,
    platform: body.platform,
    confirmationCode: body.confirmation_code,
    confirmedAt: body.confirmed_at ? new Date(body.confirmed_at) : null,
    revenueCents: dollarsToCents(body.revenue),
    managementFeeCents: dollarsToCents(body.management_fee),
    netIncomeCents: dollarsToCents(body.net_income),
    cleaningCostCents: dollarsToCents(body.cleaning_cost),
    sourceUpdatedAt: new Date(body.updated_at),
  } satisfies typeof reservations.$inferInsert;
}

type GuestBooking = { externalId: string; body: PutBody };
type PutAnswer = { isCreated: boolean; reservation: TProviderReservation };

/**
 * Creates or replaces the guest booking the provider knows as `externalId`: a stored version with
 * a newer `updated_at` wins (late deliveries converge on the newest), and the same body twice
 * writes nothing the second time. Answers whether it was created.
 */
export async function putGuestBooking(
  deps: IngestionDeps,
  input: { propertyId: number } & GuestBooking,
): Promise<PutAnswer> {
  const [answer] = await putGuestBookings(deps, { propertyId: input.propertyId, bookings: [input] });
  if (!answer) throw new Error('guest booking not answered');
  return answer;
}

/** Rows per INSERT: 21 columns each, far below PostgreSQL's 65,535 parameters. */
const ROWS_PER_STATEMENT = 500;

/**
 * Many guest bookings of one property as putGuestBooking writes one, in one transaction and a
 * statement per few hundred (a bulk import: the demo seed, a connector's first pull), so that the
 * figures' roll-ups are recomputed once per statement rather than once per booking. Answers in
 * the order given; at most one entry per external id.
 */
export async function putGuestBookings(
  deps: IngestionDeps,
  input: { propertyId: number; bookings: readonly GuestBooking[] },
): Promise<PutAnswer[]> {
  const property = await findProperty(deps.db, input.propertyId);
  const externalIds = input.bookings.map((booking) => booking.externalId);
  if (new Set(externalIds).size !== externalIds.length) throw new Error('one entry per external id');
  const values = input.bookings.map((booking) => columns(property.id, booking.externalId, booking.body));
  if (values[0] === undefined) return [];
  const { set, changed } = replacement(values[0]);
  try {
    const result = await deps.db.transaction(async (tx) => {
      // What a cancellation is told against: the statuses before this write, held until it commits.
      const before = deps.notify
        ? await lockStatuses(tx, property.id, externalIds)
        : new Map<string, string>();
      const written = new Map<string, Reservation & { isCreated: boolean }>();
      for (let i = 0; i < values.length; i += ROWS_PER_STATEMENT) {
        const rows = await tx
          .insert(reservations)
          .values(values.slice(i, i + ROWS_PER_STATEMENT))
          .onConflictDoUpdate({
            target: [reservations.propertyId, reservations.externalId],
            targetWhere: sql`${reservations.externalId} IS NOT NULL`,
            set: { ...set, updatedAt: sql`now()` },
            // Only a guest booking is ever replaced, and only by news: newer, or as new but different.
            setWhere: sql`${reservations.kind} = 'guest' AND (${reservations.sourceUpdatedAt} < excluded.source_updated_at
              OR (${reservations.sourceUpdatedAt} = excluded.source_updated_at AND (${changed})))`,
          })
          .returning({ ...getTableColumns(reservations), isCreated: sql<boolean>`(xmax = 0)` });
        for (const row of rows) if (row.externalId) written.set(row.externalId, row);
      }
      // Nothing written for a replay or an older version: what is stored is its answer.
      const unwritten = externalIds.filter((id) => !written.has(id));
      const stored = new Map<string, Reservation>(written);
      for (let i = 0; i < unwritten.length; i += ROWS_PER_STATEMENT) {
        const rows = await tx
          .select()
          .from(reservations)
          .where(
            and(
              eq(reservations.propertyId, property.id),
              inArray(reservations.externalId, unwritten.slice(i, i + ROWS_PER_STATEMENT)),
            ),
          );
        for (const row of rows) if (row.externalId) stored.set(row.externalId, row);
      }
      const rows = externalIds.map((id) => {
        const row = stored.get(id);
        if (!row) throw new Error('guest booking not stored');
        return row;
      });
      const clashes = await findClashes(tx, rows);
      await tellClashes(deps, tx, [...written.values()], clashes, property);
      if (deps.notify) await tellOwners(tx, [...written.values()], before);
      const today = todayIn(property.timeZone);
      return rows.map((row) => ({
        isCreated: written.get(row.externalId ?? '')?.isCreated ?? false,
        reservation: answerOf(row, today, clashes),
      }));
    });
    deps.wakeJobs();
    return result;
  } catch (error) {
    if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION)
      throw await guestOverlapRefusal(deps.db, property.id, input.bookings);
    throw error;
  }
}

/** The SET of a replacement, and an SQL test of whether it would change anything. */
function replacement(values: ReturnType<typeof columns>) {
  const { propertyId: _p, kind: _k, externalId: _e, ...set } = values;
  const names = [
    'status',
    'start_date',
    'end_date',
    'arrival',
    'guests_count',
    'guest_first_name',
    'guest_last_name',
    'guest_email',
    'guest_phone',
    'platform',
    'confirmation_code',
    'confirmed_at',
    'revenue_cents',
    'management_fee_cents',
    'net_income_cents',
    'cleaning_cost_cents',
  ];
  const changed = sql.raw(
    `(${names.map((name) => `reservations.${name}`).join(', ')}) IS DISTINCT FROM (${names.map((name) => `excluded.${name}`).join(', ')})`,
  );
  return { set, changed };
}

/** The stored status of each of these bookings, their rows locked until the transaction ends. */
async function lockStatuses(tx: DbOrTx, propertyId: number, externalIds: readonly string[]) {
  const statuses = new Map<string, string>();
  for (let i = 0; i < externalIds.length; i += ROWS_PER_STATEMENT) {
    const rows = await tx
      .select({ externalId: reservations.externalId, status: reservations.status })
      .from(reservations)
      .where(
        and(
          eq(reservations.propertyId, propertyId),
          inArray(reservations.externalId, externalIds.slice(i, i + ROWS_PER_STATEMENT)),
        ),
      )
      .for('update');
    for (const row of rows) if (row.externalId) statuses.set(row.externalId, row.status);
  }
  return statuses;
}

/**
 * The owners' notifications of the bookings this write changed: a booking that arrives standing
 * is new; one that was standing and now is canceled is a cancellation. A replay, an older
 * version or any other change writes nothing or is no news, and each event is keyed so that it
 * is told once (notifications/queue-notification.ts).
 */
async function tellOwners(
  tx: DbOrTx,
  rows: readonly (Reservation & { isCreated: boolean })[],
  before: ReadonlyMap<string, string>,
) {
  for (const row of rows) {
    const previous = before.get(row.externalId ?? '');
    const isStanding = row.status !== 'canceled';
    if (row.isCreated && isStanding)
      await queueNotification(tx, { event: 'new_booking', reservationId: row.id });
    if (!row.isCreated && !isStanding && previous !== undefined && previous !== 'canceled')
      await queueNotification(tx, { event: 'canceled_booking', reservationId: row.id });
  }
}

/**
 * One e-mail to operations per clashing pair, and one notice to the property's owners (a service
 * message, whatever their settings: issue 43, item 3), written with the bookings; none for bulk
 * imports. `clashes` holds each written row's clashes (those of the write's answer).
 */
async function tellClashes(
  deps: IngestionDeps,
  tx: DbOrTx,
  rows: readonly Reservation[],
  clashes: ReadonlyMap<number, readonly TClash[]>,
  property: { id: number; entityName: string; streetAddress: string },
) {
  if (!deps.notify || rows.length === 0) return;
  const to = deps.operationsEmail;
  for (const guest of rows) {
    for (const other of clashes.get(guest.id) ?? []) {
      await queueNotification(tx, { event: 'booking_clash', reservationId: guest.id, otherId: other.id });
      if (!to) continue;
      await enqueue(tx, {
        kind: 'send-email',
        idempotencyKey: `clash:${guest.id}:${other.id}`,
        payload: composeClashMail({
          to,
          brandName: deps.brandName,
          property,
          guest: { ...guest, externalId: guest.externalId, platform: guest.platform },
          other,
        }),
      });
    }
  }
}

/**
 * The provider no longer has the booking: it is kept as canceled and counts nowhere. A delete
 * older than the stored version changes nothing. Undefined-free: 404 for an unknown booking.
 */
export async function cancelGuestBooking(
  deps: IngestionDeps,
  input: { propertyId: number; externalId: string; body: z.output<typeof ZProviderReservationDelete> },
): Promise<TProviderReservation> {
  const property = await findProperty(deps.db, input.propertyId);
  const updatedAt = input.body?.updated_at ? new Date(input.body.updated_at) : undefined;
  const answered = await deps.db.transaction(async (tx) => {
    const canceled = await tx
      .update(reservations)
      .set({
        status: 'canceled',
        updatedAt: sql`now()`,
        ...(updatedAt ? { sourceUpdatedAt: updatedAt } : {}),
      })
      .where(
        sql`${reservations.propertyId} = ${property.id} AND ${reservations.externalId} = ${input.externalId}
          AND ${reservations.kind} = 'guest' AND ${reservations.status} <> 'canceled'
          ${updatedAt ? sql`AND (${reservations.sourceUpdatedAt} IS NULL OR ${reservations.sourceUpdatedAt} <= ${updatedAt.toISOString()}::timestamptz)` : sql``}`,
      )
      .returning({ id: reservations.id });
    const row = await findByExternalId(tx, property.id, input.externalId);
    if (!row || row.kind !== 'guest') throw notFound();
    // Only the delete that canceled a standing booking is news; a repeat finds it canceled already.
    for (const { id } of deps.notify ? canceled : [])
      await queueNotification(tx, { event: 'canceled_booking', reservationId: id });
    return answer(tx, row, property.timeZone);
  });
  if (deps.notify) deps.wakeJobs();
  return answered;
}

/**
 * Replaces the prices and block references of the nights sent, in one statement. A block
 * reference on a night an owner stay or block holds is refused (the owner booked it first): 409.
 */
export async function putCalendarDays(
  deps: IngestionDeps,
  input: { propertyId: number; body: z.output<typeof ZProviderCalendarPut> },
): Promise<{ updated: number }> {
  const property = await findProperty(deps.db, input.propertyId);
  const rows = input.body.days.map((day) => ({
    propertyId: property.id,
    date: day.date,
    priceCents: dollarsToCents(day.price),
    blockRef: day.block_ref,
  }));
  try {
    await deps.db.transaction(async (tx) => {
      await tx
        .insert(calendarPrices)
        .values(rows)
        .onConflictDoUpdate({
          target: [calendarPrices.propertyId, calendarPrices.date],
          set: { priceCents: sql`excluded.price_cents`, blockRef: sql`excluded.block_ref` },
        });
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION)
      throw new AppError(409, {
        detail: 'A block reference falls on a night an owner stay or block holds; nothing was written.',
      });
    throw error;
  }
  return { updated: rows.length };
}
