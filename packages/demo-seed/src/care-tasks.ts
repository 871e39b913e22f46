import { addDays, addMonths, daysInMonth, type IsoDate } from '@harborstay/domain';
import { careReportHtml } from './care-reports';
import { TECHNICIANS } from './names';
import type { PlannedReservation } from './planned-reservation';
import type { DemoProperty } from './properties';
import { createRandom, type Random } from './random';
import { monthsBetween, type SeedWindow } from './seed-window';
import { zonedTimeToInstant } from './time-zones';

/** What the technician writes under Notes, by task; the default for the rest. */
const NOTES: Record<string, readonly string[]> = {
  'Turnover clean': [
    'Left the unit guest ready. Guests left it tidy.',
    'Found a phone charger in the primary bedroom; kept in the owner closet.',
    'Extra load of towels washed; one bath mat replaced from stock.',
    'Dishwasher was full on arrival; ran and emptied. All good otherwise.',
  ],
  'Hot tub service': ['Water clear, chemistry in range.', 'Drained and refilled; new filter installed.'],
  'Snow removal': ['About 8 inches overnight; cleared by 7 AM.', 'Light snow, walkways salted.'],
  default: ['No issues found.', 'All items completed; nothing to report.', 'Done as scheduled.'],
};

export type PlannedTask = {
  property: DemoProperty;
  name: string;
  date: IsoDate;
  /** Local wall-clock time of the property, 'HH:MM'. */
  time: string;
  finishedAt: Date;
  typeTaskStatus: 'finished' | 'closed';
  technician: string;
  notes: string;
};

/** Recurring work by month (1-12) and which properties need it. */
function recurringTasks(property: DemoProperty, month: number): { name: string; times: number }[] {
  const tasks: { name: string; times: number }[] = [];
  if (property.hotTub) tasks.push({ name: 'Hot tub service', times: 1 });
  if (month % 3 === 1) tasks.push({ name: 'HVAC filter change', times: 1 });
  if (month % 3 === 2) tasks.push({ name: 'Pest control treatment', times: 1 });
  if (month === 3 || month === 9) tasks.push({ name: 'Smoke and CO detector test', times: 1 });
  if (property.snow && (month === 12 || month <= 3)) tasks.push({ name: 'Snow removal', times: 4 });
  if (property.lawn && month >= 5 && month <= 9) tasks.push({ name: 'Landscaping check', times: 1 });
  return tasks;
}

/**
 * Completed care tasks of one property, all finished before today (and before management
 * ended): a clean after every past check-out, inspections around owner stays and
 * maintenance, and the recurring services.
 */
export function planCareTasks(
  property: DemoProperty,
  window: SeedWindow,
  reservations: readonly PlannedReservation[],
  managementEnd: IsoDate | null,
): PlannedTask[] {
  const random = createRandom(`care-tasks:${property.slug}`);
  const until = managementEnd && managementEnd < window.today ? managementEnd : window.today;
  const tasks: PlannedTask[] = [];
  const add = (name: string, date: IsoDate, fromHour: number, toHour: number) => {
    if (date < window.start || date >= until) return;
    tasks.push(plannedTask(property, random, name, date, fromHour, toHour));
  };

  for (const booking of reservations) {
    if (booking.status === 'canceled') continue;
    if (booking.kind === 'guest') add('Turnover clean', booking.endDate, 11, 15);
    if (booking.kind === 'owner') {
      add('Pre-arrival inspection', addDays(booking.startDate, -1), 9, 16);
      if (booking.needOfClean) add('Departure clean', booking.endDate, 11, 15);
    }
    if (booking.kind === 'maintenance') add('Post-maintenance inspection', booking.endDate, 10, 16);
  }
  for (const monthStart of monthsBetween(window.start, addMonths(window.monthStart, 1))) {
    const month = Number(monthStart.slice(5, 7));
    const days = daysInMonth(Number(monthStart.slice(0, 4)), month);
    for (const { name, times } of recurringTasks(property, month)) {
      for (let i = 0; i < times; i += 1) add(name, addDays(monthStart, random.int(0, days - 1)), 8, 16);
    }
  }
  if (!managementEnd) ensureCurrentMonthTasks(property, window, random, tasks);
  return tasks.sort((a, b) => a.finishedAt.getTime() - b.finishedAt.getTime());
}

/**
 * The dashboard counts this month's completed tasks: make sure there are a few even early
 * in the month. On the 1st the only day there is is today, so those are early-morning tasks.
 */
function ensureCurrentMonthTasks(
  property: DemoProperty,
  window: SeedWindow,
  random: Random,
  tasks: PlannedTask[],
) {
  const thisMonth = tasks.filter((task) => task.date >= window.monthStart).length;
  const pastDays = Math.max(0, Number(window.today.slice(8, 10)) - 1);
  for (let i = thisMonth; i < 3; i += 1) {
    if (pastDays === 0) tasks.push(plannedTask(property, random, 'Property walkthrough', window.today, 6, 7));
    else
      tasks.push(
        plannedTask(
          property,
          random,
          'Property walkthrough',
          addDays(window.monthStart, random.int(0, pastDays - 1)),
          9,
          16,
        ),
      );
  }
}

function plannedTask(
  property: DemoProperty,
  random: Random,
  name: string,
  date: IsoDate,
  fromHour: number,
  toHour: number,
): PlannedTask {
  const time = `${String(random.int(fromHour, toHour)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
  return {
    property,
    name,
    date,
    time,
    finishedAt: zonedTimeToInstant(date, time, property.fields.timeZone ?? 'UTC'),
    typeTaskStatus: random.chance(0.15) ? 'closed' : 'finished',
    technician: random.pick(TECHNICIANS),
    notes: random.pick(NOTES[name] ?? NOTES.default ?? ['Done.']),
  };
}

/** A completed task as the care system sends it (the provider API's task call), its report inline. */
export type PlannedCareTask = {
  propertySlug: string;
  /** The care system's task id, ascending with time as a real task system's would be. */
  externalId: string;
  name: string;
  typeTaskStatus: 'finished' | 'closed';
  finishedAt: Date;
  reportHtml: string;
};

/**
 * Gives every task of every property its care provider id and writes its HTML report. Done
 * over all properties at once so the ids are unique across them.
 */
export function finishCareTasks(tasks: readonly PlannedTask[]): PlannedCareTask[] {
  const random = createRandom('care-task-ids');
  const ordered = [...tasks].sort(
    (a, b) =>
      a.finishedAt.getTime() - b.finishedAt.getTime() || a.property.slug.localeCompare(b.property.slug),
  );
  let id = 38_400_000;
  return ordered.map((task) => {
    id += random.int(3, 160);
    return {
      propertySlug: task.property.slug,
      externalId: String(id),
      name: task.name,
      typeTaskStatus: task.typeTaskStatus,
      finishedAt: task.finishedAt,
      reportHtml: careReportHtml(task, String(id)),
    };
  });
}
