import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  CALENDAR_MAX_DAYS,
  messages,
  OWNER_RESERVATION_KEY,
  ownerEventType,
  type TCalendarPrice,
  type TReservation,
  type TReservationKind,
  type ZBlockFields,
  type ZCreateStayRequest,
  type ZStayFields,
  type ZUpdateBlockRequest,
  type ZUpdateStayRequest,
} from '@harborstay/contracts';
import { pgErrorCode, PG_EXCLUSION_VIOLATION, type Db, type Tx } from '@harborstay/db';
import {
  addDays,
  addMonths,
  blockIssues,
  blockNights,
  centsToDollars,
  guestsIssues,
  holdsNights,
  issuesByField,
  nightsBetween,
  opportunityCostCents,
  stayIssues,
  todayIn,
  type RuleIssue,
} from '@harborstay/domain';
import { requireOwnedProperty, type OwnerScope } from '../../access/owner-scope';
import { AppError, badRequest, notFound, nonFieldError } from '../../errors';
import { newWebhookId, queueOwnerEvent } from '../../jobs/deliver-webhook';
import { enqueue } from '../../jobs/queue';
import { composeOperationsMail, type CalendarChange } from './operations-mail';
import { queueNotification } from '../../notifications/queue-notification';
import { findClashes, toReservation } from '../../answers/reservation';
import * as repo from './repository';

type StayFields = z.output<typeof ZStayFields>;
type BlockFields = z.output<typeof ZBlockFields>;

export type CalendarDeps = {
  db: Db;
  /** Tells this server's job worker that an e-mail was queued (any server's poll finds it anyway). */
  wakeJobs: () => void;
  brandName: string;
  /** Where the provider's operations team hears of every owner stay and block (OPERATIONS_EMAIL). */
  operationsEmail: string | undefined;
  /** Set when the company's system has a receiver (decision 0046): every change is sent to it. */
  ownerEvents?: { alertAfterMs: number };
  /** Set when Guesty is configured: the stays and blocks of a linked property are written to it. */
  isGuestyPushed?: boolean;
};

const overlapRefusal = () => badRequest({ start_date: [messages.overlap] });

function refuseIssues(issues: readonly RuleIssue[]): void {
  if (issues.length > 0) throw badRequest(issuesByField(issues));
}

/** A write that meets another reservation or a blocked price night answers the spec's overlap message. */
async function refusingOverlap<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw overlapRefusal();
    throw error;
  }
}

async function requireProperty(db: Db, scope: OwnerScope, propertyId: number) {
  const owned = requireOwnedProperty(scope, propertyId, 404);
  const property = await repo.findCalendarProperty(db, owned, propertyId);
  if (!property) throw notFound();
  return { owned, property, today: todayIn(property.timeZone) };
}

/** A property the company offboarded keeps its history and takes no new stay or block. */
function refuseOffboarded(property: repo.CalendarProperty) {
  if (property.offboardedAt) throw nonFieldError(messages.propertyOffboarded);
}

/** The window of a read; the ends not asked for are a year before and two after the property's today. */
function windowAround(today: string, start: string | undefined, end: string | undefined) {
  return { start: start ?? addMonths(today, -12), end: end ?? addMonths(today, 24) };
}

function checkWindow(window: { start: string; end: string }) {
  if (window.end <= window.start) throw badRequest({ end: [messages.calendarRangeOrder] });
  if (nightsBetween(window.start, window.end) > CALENDAR_MAX_DAYS) {
    throw badRequest({ end: [messages.calendarRangeTooLong(CALENDAR_MAX_DAYS)] });
  }
  return window;
}

/** A written or read reservation as the owner API answers it, with its clashes. */
async function answer(deps: CalendarDeps, row: repo.Reservation, today: string) {
  const clashes = await findClashes(deps.db, [row]);
  return toReservation(row, today, clashes.get(row.id));
}

export async function listPropertyReservations(
  deps: CalendarDeps,
  scope: OwnerScope,
  input: { propertyId: number; start?: string; end?: string },
): Promise<TReservation[]> {
  const owned = requireOwnedProperty(scope, input.propertyId, 404);
  // A window asked for whole needs no today of the property first: the read is one statement.
  const { start, end } = input;
  const window = checkWindow(
    start && end
      ? { start, end }
      : windowAround((await requireProperty(deps.db, scope, input.propertyId)).today, start, end),
  );
  const found = await repo.listReservations(deps.db, owned, { propertyId: input.propertyId, ...window });
  if (!found) throw notFound();
  const today = todayIn(found.timeZone);
  return found.rows.map(({ row, clashes }) => toReservation(row, today, clashes));
}

export async function getReservation(
  deps: CalendarDeps,
  scope: OwnerScope,
  id: number,
): Promise<TReservation> {
  const found = await repo.findReservation(deps.db, scope, id);
  if (!found) throw notFound();
  return toReservation(found.row, todayIn(found.timeZone), found.clashes);
}

export async function listCalendarPrices(
  deps: CalendarDeps,
  scope: OwnerScope,
  input: { propertyId: number; startDate: string; endDate: string },
): Promise<TCalendarPrice[]> {
  const owned = requireOwnedProperty(scope, input.propertyId, 404);
  // The path's end is the last night asked for: the window of the rule is [start, end + 1).
  checkWindow({ start: input.startDate, end: addDays(input.endDate, 1) });
  const rows = await repo.listPrices(deps.db, owned, {
    propertyId: input.propertyId,
    start: input.startDate,
    end: input.endDate,
  });
  return rows.map((row) => ({
    date: row.date,
    price: centsToDollars(row.priceCents),
    block_refs: row.blockRef === 'bd' || row.blockRef === 'an' ? [{ type: row.blockRef }] : [],
  }));
}

/** What an owner stay or a block costs: the nightly prices of its nights (the client never sends money). */
async function opportunityCost(
  deps: CalendarDeps,
  scope: OwnerScope,
  input: { propertyId: number; kind: TReservationKind; start: string; end: string },
) {
  const rows = await repo.listPrices(deps.db, scope, {
    propertyId: input.propertyId,
    start: input.start,
    end: addDays(input.end, -1),
  });
  const prices = new Map(rows.map((row) => [row.date, row.priceCents]));
  return opportunityCostCents({ kind: input.kind, startDate: input.start, endDate: input.end, prices });
}

function stayColumns(body: StayFields) {
  const other = body.reservation_for === 'Other person' ? body.guest : null;
  return {
    startDate: body.start_date,
    endDate: body.end_date,
    arrival: body.arrival,
    guestsCount: body.guests_count,
    reservationFor: body.reservation_for,
    notes: body.notes?.trim() || null,
    guestFirstName: other?.first_name?.trim() || null,
    guestLastName: other?.last_name?.trim() || null,
    guestEmail: other?.email?.trim().toLowerCase() || null,
    guestPhone: other?.phone?.trim() || null,
  };
}

function checkStay(body: StayFields, property: repo.CalendarProperty, today: string) {
  refuseIssues([
    ...stayIssues({ startDate: body.start_date, endDate: body.end_date, today }),
    ...guestsIssues({ guestsCount: body.guests_count, maxOccupancy: property.maxOccupancy }),
  ]);
}

/** The columns a change writes when it is sent to the company's system: pending, as this event. */
type DeliveryColumns = Pick<repo.NewReservation, 'deliveryState' | 'deliveryWebhookId'>;

/**
 * Writes a stay or block and, in the same transaction, the operations team's e-mail about it
 * and its event to the company's system (a transactional outbox): an answered change is never
 * left untold. The e-mails of one reservation go out in the order of its changes, and so do
 * its events, under a key of their own.
 */
async function writeTelling(
  deps: CalendarDeps,
  change: CalendarChange,
  property: repo.CalendarProperty,
  /** The owner making the change: their confirmation e-mail, if they want it. */
  actorId: number,
  write: (tx: Tx, delivery: DeliveryColumns) => Promise<repo.Reservation | undefined>,
): Promise<repo.Reservation | undefined> {
  const to = deps.operationsEmail;
  const ownerEvents = deps.ownerEvents;
  const webhookId = ownerEvents ? newWebhookId() : undefined;
  const delivery: DeliveryColumns = webhookId
    ? { deliveryState: 'pending', deliveryWebhookId: webhookId }
    : {};
  const row = await refusingOverlap(() =>
    deps.db.transaction(async (tx) => {
      const written = await write(tx, delivery);
      if (written && ownerEvents && webhookId) {
        await queueOwnerEvent(tx, {
          webhookId,
          alertAfterMs: ownerEvents.alertAfterMs,
          property,
          event: ownerEvent(change, written, property),
        });
      }
      const isPushed = Boolean(written && deps.isGuestyPushed && property.guestyListingId);
      if (written && isPushed) {
        // Through the same durable queue, one reservation's changes in order (contract, "Connectors").
        await enqueue(tx, {
          kind: 'guesty-push',
          orderKey: `guesty-push:reservation:${written.id}`,
          payload: { reservationId: written.id },
        });
      }
      if (written) {
        await queueNotification(tx, {
          event: 'own_booking',
          reservationId: written.id,
          userId: actorId,
          change,
          startDate: written.startDate,
          endDate: written.endDate,
        });
      }
      if (written && to) {
        await enqueue(tx, {
          kind: 'send-email',
          orderKey: `operations-mail:reservation:${written.id}`,
          payload: composeOperationsMail({
            to,
            brandName: deps.brandName,
            change,
            reservation: written,
            property,
          }),
        });
      }
      return written;
    }),
  );
  // The owner's own confirmation was queued with every change.
  if (row) deps.wakeJobs();
  return row;
}

/** The event of a change: the reservation as the owner API answers it, at the instant it was written. */
function ownerEvent(change: CalendarChange, row: repo.Reservation, property: repo.CalendarProperty) {
  const { delivery: _delivery, ...data } = toReservation(row, todayIn(property.timeZone));
  return {
    type: ownerEventType(row.kind === 'maintenance' ? 'maintenance' : 'owner', change),
    timestamp: row.updatedAt.toISOString(),
    // The property's id in the channel manager, so the company can find the listing (null until linked).
    data: { ...data, guesty_listing_id: property.guestyListingId },
  };
}

async function insertTelling(
  deps: CalendarDeps,
  property: repo.CalendarProperty,
  values: repo.NewReservation,
): Promise<repo.Reservation> {
  if (values.createdBy == null) throw new Error('an owner stay or block names its owner');
  const row = await writeTelling(deps, 'created', property, values.createdBy, (tx, delivery) =>
    repo.insertReservation(tx, { ...values, ...delivery }),
  );
  if (!row) throw new Error('reservation not inserted');
  return row;
}

const confirmationCode = () => `OWN-${randomBytes(4).toString('hex').toUpperCase()}`;

export async function createStay(
  deps: CalendarDeps,
  scope: OwnerScope,
  body: z.output<typeof ZCreateStayRequest>,
): Promise<TReservation> {
  const { owned, property, today } = await requireProperty(deps.db, scope, body.property_id);
  refuseOffboarded(property);
  checkStay(body, property, today);
  const cost = await opportunityCost(deps, owned, {
    propertyId: property.id,
    kind: 'owner',
    start: body.start_date,
    end: body.end_date,
  });
  const row = await insertTelling(deps, property, {
    propertyId: property.id,
    kind: 'owner',
    status: 'confirmed',
    ...stayColumns(body),
    platform: OWNER_RESERVATION_KEY,
    confirmationCode: confirmationCode(),
    confirmedAt: new Date(),
    cleaningCostCents: property.cleaningFeeCents ?? 0,
    opportunityCostCents: cost,
    createdBy: scope.userId,
  });
  return answer(deps, row, today);
}

/** An existing reservation of the scope that the owner may change: not a guest booking (403), still standing. */
async function requireChangeable(
  deps: CalendarDeps,
  scope: OwnerScope,
  input: { id: number; kind: 'owner' | 'maintenance'; propertyId?: number },
) {
  const row = (await repo.findReservation(deps.db, scope, input.id))?.row;
  if (!row || (input.propertyId !== undefined && row.propertyId !== input.propertyId)) throw notFound();
  if (row.kind === 'guest') throw new AppError(403, { detail: messages.guestBookingReadOnly });
  if (row.kind !== input.kind) throw notFound();
  const { owned, property, today } = await requireProperty(deps.db, scope, row.propertyId);
  // A stay or block whose last night is over, or that is already canceled, is history.
  if (!holdsNights(row.status) || row.endDate <= today) {
    throw badRequest({ non_field_errors: [messages.reservationNotChangeable] });
  }
  return { row, owned, property, today };
}

async function writeChange(
  deps: CalendarDeps,
  target: Awaited<ReturnType<typeof requireChangeable>>,
  values: Partial<repo.NewReservation>,
  change: CalendarChange,
) {
  const row = await writeTelling(deps, change, target.property, target.owned.userId, (tx, delivery) =>
    repo.updateStandingReservation(tx, target.owned, target.row.id, { ...values, ...delivery }),
  );
  if (!row) throw badRequest({ non_field_errors: [messages.reservationNotChangeable] });
  return answer(deps, row, target.today);
}

export async function updateStay(
  deps: CalendarDeps,
  scope: OwnerScope,
  id: number,
  body: z.output<typeof ZUpdateStayRequest>,
): Promise<TReservation> {
  const target = await requireChangeable(deps, scope, { id, kind: 'owner' });
  if (body.status === 'canceled') return writeChange(deps, target, { status: 'canceled' }, 'canceled');
  checkStay(body, target.property, target.today);
  const cost = await opportunityCost(deps, target.owned, {
    propertyId: target.property.id,
    kind: 'owner',
    start: body.start_date,
    end: body.end_date,
  });
  return writeChange(
    deps,
    target,
    { ...stayColumns(body), status: 'confirmed', opportunityCostCents: cost },
    'modified',
  );
}

function blockColumns(body: BlockFields) {
  const nights = blockNights({ startDate: body.start_date, endDate: body.end_date });
  return {
    startDate: nights.start,
    endDate: nights.end,
    typeOfMaintenance: body.type_of_maintenance,
    notes: body.notes.trim(),
  };
}

function checkBlock(body: BlockFields, today: string) {
  refuseIssues(blockIssues({ startDate: body.start_date, endDate: body.end_date, today }));
}

export async function createBlock(
  deps: CalendarDeps,
  scope: OwnerScope,
  propertyId: number,
  body: BlockFields,
): Promise<TReservation> {
  const { owned, property, today } = await requireProperty(deps.db, scope, propertyId);
  refuseOffboarded(property);
  checkBlock(body, today);
  const columns = blockColumns(body);
  const cost = await opportunityCost(deps, owned, {
    propertyId,
    kind: 'maintenance',
    start: columns.startDate,
    end: columns.endDate,
  });
  const row = await insertTelling(deps, property, {
    propertyId,
    kind: 'maintenance',
    status: 'unavailable',
    ...columns,
    opportunityCostCents: cost,
    confirmedAt: new Date(),
    createdBy: scope.userId,
  });
  return answer(deps, row, today);
}

export async function updateBlock(
  deps: CalendarDeps,
  scope: OwnerScope,
  propertyId: number,
  body: z.output<typeof ZUpdateBlockRequest>,
): Promise<TReservation> {
  requireOwnedProperty(scope, propertyId, 404);
  const target = await requireChangeable(deps, scope, { id: body.id, kind: 'maintenance', propertyId });
  if (body.status === 'available') return writeChange(deps, target, { status: 'available' }, 'canceled');
  checkBlock(body, target.today);
  const columns = blockColumns(body);
  const cost = await opportunityCost(deps, target.owned, {
    propertyId,
    kind: 'maintenance',
    start: columns.startDate,
    end: columns.endDate,
  });
  return writeChange(
    deps,
    target,
    { ...columns, status: 'unavailable', opportunityCostCents: cost },
    'modified',
  );
}
