import { planCalendar } from './bookings';
import { finishCareTasks, planCareTasks, type PlannedCareTask, type PlannedTask } from './care-tasks';
import { planDocuments, type PdfDraft, type PlannedDocument } from './documents';
import type { PlannedReservation } from './planned-reservation';
import type { PlannedPrice } from './prices';
import { DEMO_PROPERTIES, managementEnd } from './properties';
import { seedWindow, type SeedWindow } from './seed-window';
import { planStatements, type PlannedStatement } from './statements';

export {
  DEMO_ACCOUNT_KEYS,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_PROFILES,
  type DemoAccountKey,
} from './accounts';
export { DEMO_PROPERTIES, propertyRow, type DemoProperty } from './properties';
export { createRandom, type Random } from './random';
export type {
  PdfDraft,
  PlannedCareTask,
  PlannedDocument,
  PlannedPrice,
  PlannedReservation,
  PlannedStatement,
  SeedWindow,
};

/**
 * Everything the demo holds for a day, as the company's systems and the owners would send it:
 * the writer (apps/api/src/admin/demo-seed.ts) puts it through the ingestion service.
 */
export type DemoPlan = {
  window: SeedWindow;
  prices: (PlannedPrice & { propertySlug: string })[];
  reservations: (PlannedReservation & { propertySlug: string })[];
  tasks: PlannedCareTask[];
  documents: PlannedDocument[];
  /** In the order they are generated: each property's months in turn, then its years. */
  statements: PlannedStatement[];
};

/**
 * The whole demo for a day, without touching the database or the disk: pure and
 * deterministic, so it can be inspected (or tested) on its own. Property order matters:
 * reservation ids are drawn unique across properties in this order.
 */
export function planDemoData(today: string): DemoPlan {
  const window = seedWindow(today);
  const externalIds = new Set<string>();
  const plan: DemoPlan = { window, prices: [], reservations: [], tasks: [], documents: [], statements: [] };
  const tasks: PlannedTask[] = [];
  for (const property of DEMO_PROPERTIES) {
    const propertySlug = property.slug;
    const end = managementEnd(property, window);
    const calendar = planCalendar(property, window, externalIds);
    plan.prices.push(...calendar.prices.map((price) => ({ ...price, propertySlug })));
    plan.reservations.push(...calendar.reservations.map((reservation) => ({ ...reservation, propertySlug })));
    tasks.push(...planCareTasks(property, window, calendar.reservations, end));
    plan.documents.push(...planDocuments({ property, window, managementEnd: end }));
    plan.statements.push(...planStatements(property, window, end));
  }
  plan.tasks = finishCareTasks(tasks);
  return plan;
}
