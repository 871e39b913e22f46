import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
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
import { findClashes } from '../calendar/repository';
import { toReservation } from '../calendar/service';
import { composeClashMail } from './clash-mail';

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

async function answer(db: DbOrTx, row: Reservation, timeZone: string): Promise<TProviderReservation> {
  const clashes = await findClashes(db, [row]);
  return {
    ...toReservation(row, todayIn(timeZone), clashes.get(row.id)),
    external_id: row.externalId,
    updated_at: row.sourceUpdatedAt ? row.sourceUpdatedAt.toISOString() : null,
  };
}

/** The guest booking of another external id that holds some of these nights: named in the 409. */
async function guestOverlapRefusal(db: DbOrTx, propertyId: number, body: PutBody, externalId: string) {
  const [other] = await db
    .select({ externalId: reservations.externalId, id: reservations.id })
    .from(reservations)
    .where(
      sql`${reservations.propertyId} = ${propertyId} AND ${reservations.kind} = 'guest'
        AND ${reservations.status} IN ('confirmed', 'in progress', 'unavailable')
        AND ${reservations.startDate} < ${body.end_date} AND ${reservations.endDate} > ${body.start_date}
        AND ${reservations.externalId} IS DISTINCT FROM ${externalId}`,
    )
    .limit(1);
  return new AppError(409, {
    detail: `These nights are held by another guest booking${other?.externalId ? ` (external_id ${other.externalId})` : ` (#${other?.id ?? '?'})`}.`,
    external_id: other?.externalId ?? null,
  });
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

/**
 * Creates or replaces the guest booking the provider knows as `externalId`, in one statement: a
 * stored version with a newer `updated_at` wins (late deliveries converge on the newest), and the
 * same body twice writes nothing the second time. Answers whether it was created.
 */
export async function putGuestBooking(
  deps: IngestionDeps,
  input: { propertyId: number; externalId: string; body: PutBody },
): Promise<{ isCreated: boolean; reservation: TProviderReservation }> {
  const property = await findProperty(deps.db, input.propertyId);
  const values = columns(property.id, input.externalId, input.body);
  const { set, changed } = replacement(values);
  try {
    const result = await deps.db.transaction(async (tx) => {
      const [written] = await tx
        .insert(reservations)
        .values(values)
        .onConflictDoUpdate({
          target: [reservations.propertyId, reservations.externalId],
          targetWhere: sql`${reservations.externalId} IS NOT NULL`,
          set: { ...set, updatedAt: sql`now()` },
          // Only a guest booking is ever replaced, and only by news: newer, or as new but different.
          setWhere: sql`${reservations.kind} = 'guest' AND (${reservations.sourceUpdatedAt} < excluded.source_updated_at
            OR (${reservations.sourceUpdatedAt} = excluded.source_updated_at AND (${changed})))`,
        })
        .returning({ id: reservations.id, isCreated: sql<boolean>`(xmax = 0)` });
      const row = await findByExternalId(tx, property.id, input.externalId);
      if (!row) throw new Error('guest booking not stored');
      if (written) await tellClashes(deps, tx, row, property);
      return {
        isCreated: Boolean(written?.isCreated),
        reservation: await answer(tx, row, property.timeZone),
      };
    });
    deps.wakeJobs();
    return result;
  } catch (error) {
    if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION)
      throw await guestOverlapRefusal(deps.db, property.id, input.body, input.externalId);
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

/** One e-mail to operations per clashing pair, written with the booking; none for bulk imports. */
async function tellClashes(
  deps: IngestionDeps,
  tx: DbOrTx,
  row: Reservation,
  property: { id: number; entityName: string; streetAddress: string },
) {
  const to = deps.operationsEmail;
  if (!deps.notify || !to) return;
  for (const other of (await findClashes(tx, [row])).get(row.id) ?? []) {
    const guest = row.kind === 'guest' ? row : undefined;
    if (!guest) continue;
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
  return deps.db.transaction(async (tx) => {
    await tx
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
      );
    const row = await findByExternalId(tx, property.id, input.externalId);
    if (!row || row.kind !== 'guest') throw notFound();
    return answer(tx, row, property.timeZone);
  });
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
