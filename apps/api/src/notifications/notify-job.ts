import { eq, getTableColumns } from 'drizzle-orm';
import { BLOCK_DATE_LABELS } from '@harborstay/contracts';
import {
  careTasks,
  documents,
  properties,
  reservations,
  statements,
  type DbOrTx,
  type Reservation,
} from '@harborstay/db';
import { formatMoney, holdsNights, monthYear, nightsBetween, todayIn } from '@harborstay/domain';
import { clashesColumn } from '../answers/reservation';
import { enqueue } from '../jobs/queue';
import type { JobHandler } from '../jobs/worker';
import { addressNotification, blockFacts, formatDay, stayFacts, type NotificationContent } from './compose';
import type { NotificationEvent } from './event';
import { recipientsOf } from './settings';
import type { UnsubscribeSigner } from './unsubscribe-token';

export type NotifyDeps = {
  brandName: string;
  publicUrl: string;
  signer: UnsubscribeSigner;
  /** Whether OPERATIONS_EMAIL is set: a clash's e-mail says the company has been told only then. */
  isOperationsTold: boolean;
};

type Property = { id: number; entityName: string; timeZone: string };

async function findProperty(db: DbOrTx, id: number): Promise<Property | undefined> {
  const [row] = await db
    .select({ id: properties.id, entityName: properties.entityName, timeZone: properties.timeZone })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}

async function findReservation(db: DbOrTx, id: number): Promise<Reservation | undefined> {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  return row;
}

/** A reservation and whether it clashes now (`clashesColumn`), in one statement. */
async function findReservationWithClashes(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ ...getTableColumns(reservations), clashes: clashesColumn })
    .from(reservations)
    .where(eq(reservations.id, id));
  return row;
}

const calendarOf = (property: Property) => ({
  label: 'Open the calendar',
  path: `/owner/property-calendar/${property.id}`,
});

const nightsText = (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`;
const fact = (label: string, value: string | null | undefined): [string, string][] =>
  value ? [[label, value]] : [];

/**
 * Where a statement's e-mail leads: the property's Documents filtered to its type, year and (for a
 * monthly one) month, never a document's id, which a statement written again no longer has.
 */
export function statementDocumentsPath(propertyId: number, document: { type: string; date: string }) {
  const query = new URLSearchParams({ type: document.type, year: String(Number(document.date.slice(0, 4))) });
  if (document.type === 'Monthly statements') query.set('month', String(Number(document.date.slice(5, 7))));
  // URLSearchParams writes a space as '+'; the address bar and the e-mail read better with %20.
  return `/owner/property-document/${propertyId}?${query.toString().replaceAll('+', '%20')}`;
}

/**
 * A guest booking that holds nights of an owner stay or block (issue 43, item 3): a service
 * message, first of all about the clash, to every owner whatever their settings, because an owner
 * may arrive to find guests in the house. Undefined once either side no longer holds those nights.
 */
function clashContent(
  property: Property,
  guest: Reservation,
  other: Reservation,
  isOperationsTold: boolean,
): NotificationContent | undefined {
  const from = guest.startDate > other.startDate ? guest.startDate : other.startDate;
  const to = guest.endDate < other.endDate ? guest.endDate : other.endDate;
  if (!holdsNights(guest.status) || !holdsNights(other.status) || from >= to) return undefined;
  const isBlock = other.kind === 'maintenance';
  const yours = isBlock ? 'maintenance block' : 'owner stay';
  const guestDates = `${formatDay(guest.startDate)} to ${formatDay(guest.endDate)}`;
  const when = isBlock
    ? `first night ${formatDay(other.startDate)}, free again ${formatDay(other.endDate)}`
    : `${formatDay(other.startDate)} to ${formatDay(other.endDate)}`;
  const next = isOperationsTold
    ? 'What happens next: the management team has been told and will contact you to settle which one moves. Until then both stand in your calendar, marked as a clash.'
    : 'What happens next: please contact the management team so that one of them moves. Until then both stand in your calendar, marked as a clash.';
  return {
    kind: null,
    subject: `Clash at ${property.entityName}: a guest booking over your ${yours}, ${guestDates}`,
    headline: `A guest booking clashes with your ${yours} at ${property.entityName}: guests check in ${formatDay(guest.startDate)} and out ${formatDay(guest.endDate)}, during your ${yours} (${when}).`,
    lead: isBlock
      ? `Guests have booked nights that your maintenance block holds, so they may arrive while the work is planned. ${next}`
      : `Guests have booked nights of your owner stay, so you may find guests in the house. ${next}`,
    facts: [
      ['Property', property.entityName],
      ['Guest booking', `${guestDates}, ${nightsText(nightsBetween(guest.startDate, guest.endDate))}`],
      ...fact('Guests', guest.guestsCount ? String(guest.guestsCount) : null),
      ...fact('Booked on', guest.platform),
      ...(isBlock
        ? ([
            [`${BLOCK_DATE_LABELS.firstNight} of your block`, formatDay(other.startDate)],
            [BLOCK_DATE_LABELS.freeAgain, formatDay(other.endDate)],
          ] satisfies [string, string][])
        : ([['Your stay', `${formatDay(other.startDate)} to ${formatDay(other.endDate)}`]] satisfies [
            string,
            string,
          ][])),
      ['Nights in both', nightsText(nightsBetween(from, to))],
    ],
    action: { label: 'See the clash in the calendar', path: `/owner/property-calendar/${property.id}` },
  };
}

/**
 * What the event says and of which property, read when the job runs; undefined when its subject
 * is gone (a property deleted meanwhile) or the event is told otherwise: nobody is told. Guest
 * data stops at the first name: owners see guests' names in the portal, but an e-mail is no place
 * for more (decision 0060).
 */
async function contentOf(
  db: DbOrTx,
  event: NotificationEvent,
  deps: NotifyDeps,
): Promise<{ property: Property; content: NotificationContent } | undefined> {
  switch (event.event) {
    case 'new_booking':
    case 'canceled_booking': {
      const booking = await findReservationWithClashes(db, event.reservationId);
      const isNew = event.event === 'new_booking';
      // A new booking over an owner stay or block is no good news: its clash's message tells it.
      if (!booking || (isNew && booking.clashes)) return undefined;
      const property = await findProperty(db, booking.propertyId);
      if (!property) return undefined;
      const dates = `${formatDay(booking.startDate)} to ${formatDay(booking.endDate)}`;
      const facts: [string, string][] = [
        ['Property', property.entityName],
        ...stayFacts(booking.startDate, booking.endDate),
        ...fact('Guests', booking.guestsCount ? String(booking.guestsCount) : null),
        ...fact('Guest', booking.guestFirstName),
        ...fact('Booked on', booking.platform),
        // The money the owner sees for the booking: its net income (nothing once canceled).
        ...(isNew ? fact('Your net income', formatMoney(booking.netIncomeCents ?? 0)) : []),
      ];
      return {
        property,
        content: {
          kind: event.event,
          subject: isNew
            ? `New booking at ${property.entityName}: ${dates}`
            : `Booking canceled at ${property.entityName}: ${dates}`,
          lead: isNew
            ? `A guest has booked ${property.entityName}.`
            : `A guest booking of ${property.entityName} has been canceled. Its nights are open again and it no longer counts in your income.`,
          facts,
          action: calendarOf(property),
        },
      };
    }
    case 'booking_clash': {
      const guest = await findReservation(db, event.reservationId);
      const other = await findReservation(db, event.otherId);
      const property = guest && (await findProperty(db, guest.propertyId));
      if (!guest || !other || !property) return undefined;
      const content = clashContent(property, guest, other, deps.isOperationsTold);
      return content && { property, content };
    }
    case 'statement_published': {
      const [document] = await db.select().from(documents).where(eq(documents.id, event.documentId));
      const property = document && (await findProperty(db, document.propertyId));
      if (!document || !property) return undefined;
      // The portal's own statements have a payout and its due date; the provider's uploads may not.
      const [statement] = await db
        .select({ payoutCents: statements.payoutCents, dueOn: statements.dueOn })
        .from(statements)
        .where(eq(statements.documentId, document.id));
      const isAnnual = document.type === 'Annual statements';
      const period = isAnnual ? document.date.slice(0, 4) : monthYear(document.date);
      const what = isAnnual ? 'annual statement' : 'monthly statement';
      const payout = !isAnnual && statement ? statement : undefined;
      const ready = `Your ${what} for ${property.entityName} is ready in the portal.`;
      return {
        property,
        content: {
          kind: 'statement_published',
          subject: `Your ${what} for ${property.entityName}: ${period}`,
          lead: !payout
            ? ready
            : payout.payoutCents > 0
              ? `${ready} Your payout of ${formatMoney(payout.payoutCents)} is due by ${formatDay(payout.dueOn)}.`
              : `${ready} There is no payout for ${period}: your account manager will settle the balance of ${formatMoney(payout.payoutCents)} with you.`,
          facts: [
            ['Property', property.entityName],
            ['Period', period],
            ...(payout
              ? ([
                  ['Owner payout', formatMoney(payout.payoutCents)],
                  ...fact('Payout due', payout.payoutCents > 0 ? formatDay(payout.dueOn) : null),
                ] satisfies [string, string][])
              : []),
            ['Document', document.name],
          ],
          action: { label: 'Open the statement', path: statementDocumentsPath(property.id, document) },
        },
      };
    }
    case 'task_completed': {
      const [task] = await db.select().from(careTasks).where(eq(careTasks.id, event.taskId));
      const property = task && (await findProperty(db, task.propertyId));
      if (!task || !property) return undefined;
      return {
        property,
        content: {
          kind: 'task_completed',
          subject: `Care task completed at ${property.entityName}: ${task.name}`,
          lead: `A property care task at ${property.entityName} has been completed.`,
          facts: [
            ['Property', property.entityName],
            ['Task', task.name],
            ['Completed', formatDay(todayIn(property.timeZone, task.finishedAt))],
            ['Report', task.reportPath ? 'In the portal' : 'None'],
          ],
          action: { label: 'Open property care', path: `/owner/property-care/${property.id}` },
        },
      };
    }
    case 'own_booking': {
      const stay = await findReservation(db, event.reservationId);
      const property = stay && (await findProperty(db, stay.propertyId));
      if (!stay || !property) return undefined;
      const isBlock = stay.kind === 'maintenance';
      const what = isBlock ? 'maintenance block' : 'stay';
      const done = {
        created: isBlock ? 'is in place' : 'is booked',
        modified: 'has been changed',
        canceled: isBlock ? 'has been released' : 'has been canceled',
      }[event.change];
      // A block's dates as every screen names them: its first night, and the day it is free again.
      const dates = isBlock
        ? `first night ${formatDay(event.startDate)}, free again ${formatDay(event.endDate)}`
        : `${formatDay(event.startDate)} to ${formatDay(event.endDate)}`;
      const extra: [string, string][] = isBlock
        ? [['Type', stay.typeOfMaintenance ?? '']]
        : [['Guests', String(stay.guestsCount ?? '')]];
      return {
        property,
        content: {
          kind: 'own_booking',
          subject: `Your ${what} at ${property.entityName} ${done}: ${dates}`,
          lead: `This confirms that your ${what} at ${property.entityName} ${done}.`,
          facts: [
            ['Property', property.entityName],
            ...(isBlock ? blockFacts : stayFacts)(event.startDate, event.endDate),
            ...(event.change === 'canceled' ? [] : extra),
          ],
          action: calendarOf(property),
        },
      };
    }
  }
}

/**
 * Works one notification event: finds the owners who want it (at this moment, so that one who
 * turned it off since gets nothing; every owner for a service message) and writes one e-mail job each, in one transaction, keyed by
 * this job and the owner so that a retry sends no second copy.
 */
export function notifyOwnersJob(deps: NotifyDeps): JobHandler<'owner-notification'> {
  return async (event, { db, jobId }) => {
    await db.transaction(async (tx) => {
      const found = await contentOf(tx, event, deps);
      if (!found) return;
      const recipients = await recipientsOf(tx, {
        kind: found.content.kind,
        propertyId: found.property.id,
        userId: event.event === 'own_booking' ? event.userId : undefined,
      });
      for (const recipient of recipients) {
        await enqueue(tx, {
          kind: 'send-email',
          idempotencyKey: `notification:${jobId}:user:${recipient.userId}`,
          payload: addressNotification({
            content: found.content,
            recipient,
            brandName: deps.brandName,
            publicUrl: deps.publicUrl,
            unsubscribeToken: found.content.kind
              ? deps.signer.sign(recipient.userId, found.content.kind, recipient.readAt)
              : undefined,
          }),
        });
      }
    });
  };
}
