import { z } from 'zod';
import { ZReservation } from './calendar';

/**
 * The events an owner's stays and blocks send to the company's system (contract, "Owner bookings
 * out"; decision 0046): a POST of `{type, timestamp, data}` to PROVIDER_WEBHOOK_URL, signed as
 * Standard Webhooks says.
 */
export const OWNER_EVENT_TYPES = [
  'owner_stay.created',
  'owner_stay.modified',
  'owner_stay.canceled',
  'block.created',
  'block.modified',
  'block.released',
] as const;
export type TOwnerEventType = (typeof OWNER_EVENT_TYPES)[number];

/** What happened to a stay or block; a block's cancellation is its release. */
export type TOwnerChange = 'created' | 'modified' | 'canceled';

export function ownerEventType(kind: 'owner' | 'maintenance', change: TOwnerChange): TOwnerEventType {
  if (kind === 'owner') return `owner_stay.${change}`;
  return change === 'canceled' ? 'block.released' : `block.${change}`;
}

/**
 * `data`: the reservation as the owner API answers it, without the owner's own view of this
 * delivery, plus the property's id in the channel manager (null until it is linked).
 */
export const ZOwnerEventData = ZReservation.omit({ delivery: true }).extend({
  guesty_listing_id: z.string().nullable(),
});

export const ZOwnerEvent = z.object({
  type: z.enum(OWNER_EVENT_TYPES),
  /** When the change was written, ISO 8601. */
  timestamp: z.string(),
  data: ZOwnerEventData,
});
export type TOwnerEvent = z.output<typeof ZOwnerEvent>;
