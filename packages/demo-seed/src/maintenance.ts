import { opportunityCostCents, parseIsoDate } from '@harborstay/domain';
import { findFreeStart, type CalendarGrid } from './calendar-grid';
import { EMPTY_RESERVATION_FIELDS, type PlannedReservation } from './planned-reservation';
import { seasonFactor } from './prices';
import type { DemoProperty } from './properties';
import { createRandom, type Random } from './random';

/** What the owner or the account manager writes in the block's notes, by type of work. */
const NOTES: Record<string, readonly string[]> = {
  'Deep clean': [
    'Twice-yearly deep clean: carpets shampooed, upholstery, windows inside and out.',
    'Pre-season deep clean: oven, grout, behind appliances; all bed linens replaced.',
  ],
  'HVAC service': [
    'Annual HVAC service: burners cleaned, filters replaced, thermostats calibrated.',
    'Heating system inspection and boiler flush before the winter.',
  ],
  Painting: [
    'Interior touch-up painting of the living room and hallway; the unit must stay empty to air out.',
  ],
  'Hot tub repair': ['Hot tub heater element replaced and water changed; tub drained for two days.'],
  'Pool and hot tub repair': ['Hot tub pump replaced and pool resurfacing touch-ups.'],
  'Chimney sweep': ['Chimney sweep and fireplace inspection; soot cleanup in the living room.'],
  'Appliance replacement': ['Dishwasher and range replaced; the installer needs access all day.'],
  'Carpet cleaning': ['Bedroom carpets steam cleaned; needs a day to dry.'],
  'Window replacement': ['Two bedroom windows replaced after seal failure.'],
  'Roof repair': ['Tile roof repair over the garage after the monsoon storms.'],
  'Dock repair': ['Dock boards and ladder replaced before the summer season.'],
};

function maintenanceBlock(
  property: DemoProperty,
  grid: CalendarGrid,
  random: Random,
  start: number,
  nights: number,
): PlannedReservation {
  const type = random.pick(property.maintenanceTypes);
  const notes = NOTES[type] ?? [`${type} scheduled with the account manager.`];
  grid.take(start, nights);
  const startDate = grid.dateAt(start);
  const endDate = grid.dateAt(start + nights);
  return {
    ...EMPTY_RESERVATION_FIELDS,
    kind: 'maintenance',
    status: 'unavailable',
    startDate,
    endDate,
    typeOfMaintenance: type,
    // A block costs the rent its nights would have fetched, as an owner stay does.
    opportunityCostCents: opportunityCostCents({
      kind: 'maintenance',
      startDate,
      endDate,
      prices: grid.nightlyPrices,
    }),
    notes: random.pick(notes),
    needOfClean: type === 'Painting' || type === 'Window replacement',
    createdByKey: random.pick(property.owners),
  };
}

/**
 * Maintenance blocks: about 2-3 a year of 1-4 nights, mostly in the quiet season when the
 * nights are cheap, and for a managed property one coming up in the next weeks.
 */
export function planMaintenance(property: DemoProperty, grid: CalendarGrid): PlannedReservation[] {
  const random = createRandom(`maintenance:${property.slug}`);
  const blocks: PlannedReservation[] = [];
  const place = (from: number, to: number, quietOnly: boolean) => {
    const nights = random.int(1, 4);
    const start = findFreeStart(grid, random.next, {
      from,
      to,
      nights,
      accept: quietOnly ? (index) => seasonFactor(property, grid.dateAt(index)) < 1 : undefined,
    });
    if (start !== null) blocks.push(maintenanceBlock(property, grid, random, start, nights));
  };

  if (property.endedMonthsAgo === null) {
    place(grid.todayIndex + 6, grid.todayIndex + 45, false);
  }
  const count = Math.round((grid.limit / 365) * 2.5);
  for (let i = 0; i < count; i += 1) place(0, grid.limit, true);
  return limitDeepCleans(blocks);
}

/** The agreement allows at most two deep cleans per calendar year; extra ones become HVAC service. */
function limitDeepCleans(blocks: PlannedReservation[]): PlannedReservation[] {
  const perYear = new Map<number, number>();
  return blocks.map((block) => {
    if (block.typeOfMaintenance !== 'Deep clean') return block;
    const year = parseIsoDate(block.startDate).getUTCFullYear();
    const count = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, count);
    if (count <= 2) return block;
    return { ...block, typeOfMaintenance: 'HVAC service', notes: NOTES['HVAC service']?.[0] ?? null };
  });
}
