import { eq } from 'drizzle-orm';
import { careTasks, documents, properties, reservations, type DbOrTx } from '@harborstay/db';
import { todayIn } from '@harborstay/domain';
import { enqueue } from '../jobs/queue';
import type { JobHandler } from '../jobs/worker';
import {
  addressNotification,
  blockFacts,
  formatCents,
  formatDay,
  stayFacts,
  type NotificationContent,
} from './compose';
import type { NotificationEvent } from './event';
import { recipientsOf } from './settings';
import type { UnsubscribeSigner } from './unsubscribe-token';

export type NotifyDeps = { brandName: string; publicUrl: string; signer: UnsubscribeSigner };

type Property = { id: number; entityName: string; timeZone: string };

async function findProperty(db: DbOrTx, id: number): Promise<Property | undefined> {
  const [row] = await db
    .select({ id: properties.id, entityName: properties.entityName, timeZone: properties.timeZone })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}

const calendarOf = (property: Property) => ({
  label: 'Open the calendar',
  path: `/owner/property-calendar/${property.id}`,
});

/**
 * What the event says and of which property, read when the job runs; undefined when its subject
 * is gone (a property deleted meanwhile): nobody is told. Guest data stops at the first name:
 * owners see guests' names in the portal, but an e-mail is no place for more (decision 0057).
 */
async function contentOf(
  db: DbOrTx,
  event: NotificationEvent,
): Promise<{ property: Property; content: NotificationContent } | undefined> {
  switch (event.event) {
    case 'new_booking':
    case 'canceled_booking': {
      const [booking] = await db.select().from(reservations).where(eq(reservations.id, event.reservationId));
      const property = booking && (await findProperty(db, booking.propertyId));
      if (!booking || !property) return undefined;
      const isNew = event.event === 'new_booking';
      const dates = `${formatDay(booking.startDate)} to ${formatDay(booking.endDate)}`;
      const guest: [string, string][] = booking.guestFirstName ? [['Guest', booking.guestFirstName]] : [];
      const facts: [string, string][] = [
        ['Property', property.entityName],
        ...stayFacts(booking.startDate, booking.endDate),
        ...(booking.guestsCount ? ([['Guests', String(booking.guestsCount)]] as [string, string][]) : []),
        ...guest,
        ...(booking.platform ? ([['Booked on', booking.platform]] as [string, string][]) : []),
        // The money the owner sees for the booking: its net income (nothing once cancelled).
        ...(isNew
          ? ([['Your net income', formatCents(booking.netIncomeCents ?? 0)]] as [string, string][])
          : []),
      ];
      return {
        property,
        content: {
          kind: event.event,
          subject: isNew
            ? `New booking at ${property.entityName}: ${dates}`
            : `Booking cancelled at ${property.entityName}: ${dates}`,
          lead: isNew
            ? `A guest has booked ${property.entityName}.`
            : `A guest booking of ${property.entityName} has been cancelled. Its nights are open again and it no longer counts in your income.`,
          facts,
          action: calendarOf(property),
        },
      };
    }
    case 'statement_published': {
      const [document] = await db.select().from(documents).where(eq(documents.id, event.documentId));
      const property = document && (await findProperty(db, document.propertyId));
      if (!document || !property) return undefined;
      const isAnnual = document.type === 'Annual statements';
      const period = isAnnual
        ? document.date.slice(0, 4)
        : new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
            new Date(`${document.date}T00:00:00Z`),
          );
      const what = isAnnual ? 'annual statement' : 'monthly statement';
      return {
        property,
        content: {
          kind: 'statement_published',
          subject: `Your ${what} for ${property.entityName}: ${period}`,
          lead: `Your ${what} for ${property.entityName} is ready in the portal.`,
          facts: [
            ['Property', property.entityName],
            ['Period', period],
            ['Document', document.name],
          ],
          action: { label: 'Open your documents', path: `/owner/property-document/${property.id}` },
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
      const [stay] = await db.select().from(reservations).where(eq(reservations.id, event.reservationId));
      const property = stay && (await findProperty(db, stay.propertyId));
      if (!stay || !property) return undefined;
      const isBlock = stay.kind === 'maintenance';
      const what = isBlock ? 'block' : 'stay';
      const done = {
        created: 'is booked',
        modified: 'has been changed',
        canceled: isBlock ? 'has been released' : 'has been cancelled',
      }[event.change];
      const extra: [string, string][] = isBlock
        ? [['Type', stay.typeOfMaintenance ?? '']]
        : [['Guests', String(stay.guestsCount ?? '')]];
      return {
        property,
        content: {
          kind: 'own_booking',
          subject: `Your ${what} at ${property.entityName} ${done}: ${formatDay(event.startDate)} to ${formatDay(event.endDate)}`,
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
 * turned it off since gets nothing) and writes one e-mail job each, in one transaction, keyed by
 * this job and the owner so that a retry sends no second copy.
 */
export function notifyOwnersJob(deps: NotifyDeps): JobHandler<'owner-notification'> {
  return async (event, { db, jobId }) => {
    await db.transaction(async (tx) => {
      const found = await contentOf(tx, event);
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
            unsubscribeToken: deps.signer.sign(recipient.userId, found.content.kind),
          }),
        });
      }
    });
  };
}
