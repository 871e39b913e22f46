import { addMonths, type IsoDate } from '@harborstay/domain';
import type { DemoProperty } from './properties';
import { monthsBetween, type SeedWindow } from './seed-window';

/**
 * A statement the portal would have written by today: the API's statement generator writes it
 * over the seeded rows (apps/api/src/statements), so the demo's statements are generated ones.
 */
export type PlannedStatement = { propertySlug: string; issuedOn: IsoDate } & (
  { kind: 'monthly'; month: IsoDate } | { kind: 'annual'; year: number }
);

/**
 * Every managed month before this one, issued on the 1st of the month after it (as the monthly
 * job does), in order, so that each sees the ones before; then the annual statement of each year
 * with managed months, issued on January 1 after it once that day has come.
 */
export function planStatements(
  property: DemoProperty,
  window: SeedWindow,
  managementEnd: IsoDate | null,
): PlannedStatement[] {
  const propertySlug = property.slug;
  const months = monthsBetween(window.start, window.monthStart).filter(
    (month) => managementEnd === null || month < managementEnd,
  );
  const years = [...new Set(months.map((month) => Number(month.slice(0, 4))))];
  return [
    ...months.map((month) => ({
      propertySlug,
      kind: 'monthly' as const,
      month,
      issuedOn: addMonths(month, 1),
    })),
    ...years
      .map((year) => ({ propertySlug, kind: 'annual' as const, year, issuedOn: `${year + 1}-01-01` }))
      .filter((statement) => statement.issuedOn <= window.today),
  ];
}
