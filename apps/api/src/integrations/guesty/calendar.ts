import { z } from 'zod';
import type { ZProviderCalendarPut } from '@harborstay/contracts';

type CalendarDays = z.input<typeof ZProviderCalendarPut>['days'];

/**
 * A day of `GET /v1/availability-pricing/api/calendar/listings/{id}` (open-api-docs.guesty.com,
 * "Calendar" and "Calendar Block Types"); the `{data: {days}}` envelope is read by third-party
 * code only (decision 0053).
 */
const ZGuestyDay = z.looseObject({
  date: z.iso.date(),
  price: z.number().finite().min(0).max(1_000_000),
  blocks: z.record(z.string(), z.boolean()).nullish(),
});
export const ZGuestyCalendar = z.looseObject({
  data: z.looseObject({ days: z.array(z.unknown()) }),
});

/**
 * Guesty's block types as the spec's block references (decision 0053): `bd` (blocked by default)
 * and `an` (advance notice) are the spec's own; the other rules that close a night without a
 * stay (a manual block, a smart rule, the annual limit, an allotment, the booking window,
 * preparation time, an iCal import) close it as `bd` does. A night held by a reservation (`r`,
 * `b`) or an owner reservation (`o`) is a reservation, read as one, and carries no reference.
 */
const AS_BD = ['bd', 'm', 'sr', 'abl', 'a', 'bw', 'pt', 'ic'];
function blockRefOf(blocks: Record<string, boolean> | null | undefined): 'bd' | 'an' | null {
  if (!blocks || blocks.r || blocks.b || blocks.o) return null;
  if (blocks.an) return 'an';
  return AS_BD.some((code) => blocks[code]) ? 'bd' : null;
}

/**
 * The provider API's calendar days of Guesty's (prices rounded to the cent), leaving out days
 * that fail the check and, as `held` says, the block reference of a night an owner stay or
 * block of the portal holds (the portal wrote that block itself; the ingestion service refuses a
 * reference over it).
 */
export function toCalendarDays(rawDays: readonly unknown[], held: ReadonlySet<string>): CalendarDays {
  const days: CalendarDays = [];
  for (const raw of rawDays) {
    const day = ZGuestyDay.safeParse(raw);
    if (!day.success) continue;
    days.push({
      date: day.data.date,
      price: Math.round(day.data.price * 100) / 100,
      block_ref: held.has(day.data.date) ? null : blockRefOf(day.data.blocks),
    });
  }
  return days;
}
