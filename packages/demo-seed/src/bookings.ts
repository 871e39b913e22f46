import { createCalendarGrid, findFreeStart, type CalendarGrid } from './calendar-grid';
import { planGuestBookings } from './guest-bookings';
import { planMaintenance } from './maintenance';
import { planOwnerStays } from './owner-stays';
import type { PlannedReservation } from './planned-reservation';
import { planPrices, type BlockRef, type PlannedPrice } from './prices';
import { managementEnd, type DemoProperty } from './properties';
import { createRandom } from './random';
import type { SeedWindow } from './seed-window';

export type CalendarPlan = { prices: PlannedPrice[]; reservations: PlannedReservation[] };

/**
 * Blocked price nights (spec: they show as unavailable blocks): advance notice on tomorrow,
 * a couple of short default blocks in the months ahead, and for a property no longer
 * managed every night after management ended, so nothing can be booked there.
 */
function planBlockedNights(property: DemoProperty, grid: CalendarGrid, prices: PlannedPrice[]): void {
  const block = (index: number, nights: number, ref: BlockRef) => {
    for (let i = index; i < index + nights; i += 1) {
      const price = prices[i];
      if (price) price.blockRef = ref;
    }
    grid.take(index, nights);
  };
  if (property.endedMonthsAgo !== null) {
    block(grid.limit, prices.length - grid.limit, 'bd');
    return;
  }
  const random = createRandom(`blocked-nights:${property.slug}`);
  if (grid.isFree(grid.todayIndex + 1, 1)) block(grid.todayIndex + 1, 1, 'an');
  for (let i = 0; i < 2; i += 1) {
    const nights = random.int(2, 3);
    const start = findFreeStart(grid, random.next, { from: grid.todayIndex + 30, to: grid.limit, nights });
    if (start !== null) block(start, nights, 'bd');
  }
}

/**
 * One property's calendar. Order matters: maintenance and owner stays are placed first
 * (owners plan them ahead), then blocked nights, then guests fill what is left.
 */
export function planCalendar(
  property: DemoProperty,
  window: SeedWindow,
  externalIds: Set<string>,
): CalendarPlan {
  const prices = planPrices(property, window);
  const grid = createCalendarGrid(window, prices, managementEnd(property, window));
  const fixed = [...planMaintenance(property, grid), ...planOwnerStays(property, grid)];
  planBlockedNights(property, grid, prices);
  const guests = planGuestBookings({ property, grid, externalIds });
  const reservations = [...fixed, ...guests].sort(
    (a, b) =>
      a.startDate.localeCompare(b.startDate) ||
      a.kind.localeCompare(b.kind) ||
      a.status.localeCompare(b.status),
  );
  return { prices, reservations };
}
