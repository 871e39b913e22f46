import { z } from 'zod';

/**
 * What happened that an owner may want an e-mail about. Ids only, and for an owner's own stay or
 * block the change and its dates as they were written, so that each confirmation tells its own
 * change even when the next one has been written before it runs.
 */
export const ZNotificationEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('new_booking'), reservationId: z.number().int() }),
  z.object({ event: z.literal('canceled_booking'), reservationId: z.number().int() }),
  /**
   * A guest booking holds nights of an owner stay or block (`otherId`): a service message to
   * every owner of the property, whatever their settings (issue 43, item 3).
   */
  z.object({ event: z.literal('booking_clash'), reservationId: z.number().int(), otherId: z.number().int() }),
  z.object({ event: z.literal('statement_published'), documentId: z.number().int() }),
  z.object({ event: z.literal('task_completed'), taskId: z.number().int() }),
  z.object({
    event: z.literal('own_booking'),
    reservationId: z.number().int(),
    /** The owner who made the change: the confirmation is theirs. */
    userId: z.number().int(),
    change: z.enum(['created', 'modified', 'canceled']),
    startDate: z.iso.date(),
    endDate: z.iso.date(),
  }),
]);
export type NotificationEvent = z.output<typeof ZNotificationEvent>;
