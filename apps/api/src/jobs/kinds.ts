import { z } from 'zod';
import { ZNotificationEvent } from '../notifications/event';

/**
 * Every kind of job and the shape of its payload. The queue is in the database, so a payload may
 * have been written by another version of the server (a rolling deploy): each is checked against
 * its schema before it runs, and a worker claims only the kinds it knows.
 */
export const jobPayloads = {
  'send-email': z.object({
    to: z.string().min(3),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    /** Where a reply goes when not to the sender (an owner account request: the requester). */
    replyTo: z.email().optional(),
    /** Headers of its own: a notification's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    headers: z.record(z.string(), z.string()).optional(),
  }),
  /**
   * Something an owner may want to hear of (notifications/): who wants it and the e-mails are
   * worked out when it runs, so an owner who turned it off meanwhile gets nothing.
   */
  'owner-notification': ZNotificationEvent,
  /** The work behind a reset request: find the account, make a link, queue its e-mail. */
  'password-reset-mail': z.object({ email: z.string() }),
  /**
   * One owner event to PROVIDER_WEBHOOK_URL (decision 0046). The body is kept as the exact text
   * sent, so that every try carries the same `webhook-id`, body and event timestamp.
   */
  'deliver-webhook': z.object({
    webhookId: z.string().min(1),
    reservationId: z.number().int(),
    body: z.string().min(2),
  }),
  /** A Breezeway task webhook: the task is read again from Breezeway by its id (integrations/breezeway). */
  'breezeway-task': z.object({ taskId: z.string().regex(/^\d{1,20}$/) }),
  /** A connector's nightly reconciliation (integrations/nightly-sync.ts), one a night. */
  'nightly-sync': z.object({ connector: z.enum(['breezeway', 'guesty']), night: z.iso.date() }),
  /** A Guesty reservation webhook: the reservation is read again from Guesty by its id (integrations/guesty). */
  'guesty-reservation': z.object({ reservationId: z.string().regex(/^[A-Za-z0-9]{1,40}$/) }),
  /** A Guesty calendar webhook: the listing's calendar is read again for the range. */
  'guesty-calendar': z.object({
    listingId: z.string().regex(/^[A-Za-z0-9]{1,40}$/),
    start: z.iso.date(),
    end: z.iso.date(),
  }),
  /** An owner stay or block of a Guesty-linked property, written to Guesty as it stands (integrations/guesty/push.ts). */
  'guesty-push': z.object({ reservationId: z.number().int() }),
  /** The hourly look for properties whose month (or year) has no statement yet (statements/). */
  'statements-due': z.object({ hour: z.iso.datetime() }),
  /** One property's statement of a month, dated as issued on `issuedOn` (its today when queued). */
  'monthly-statement': z.object({
    propertyId: z.number().int(),
    month: z.iso.date(),
    issuedOn: z.iso.date(),
  }),
  /** One property's annual statement (each January, for the year before). */
  'annual-statement': z.object({
    propertyId: z.number().int(),
    year: z.number().int(),
    issuedOn: z.iso.date(),
  }),
  /** Written with each owner event, due when it is overdue: tells operations if it has not arrived. */
  'webhook-overdue-check': z.object({
    webhookId: z.string().min(1),
    type: z.string(),
    happenedAt: z.string(),
    propertyId: z.number().int(),
    propertyName: z.string(),
    propertyAddress: z.string(),
    startDate: z.string(),
    endDate: z.string(),
  }),
};

export type JobKind = keyof typeof jobPayloads;
export type JobPayload<K extends JobKind> = z.output<(typeof jobPayloads)[K]>;
