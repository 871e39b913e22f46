import { DEFAULT_BRAND_NAME } from '@harborstay/contracts';
import type { PlannedTask } from './care-tasks';
import { longDate } from '@harborstay/domain';
import { time12h } from './format';

/** What each kind of task checks; every item of a completed task is reported OK. */
const CHECKLISTS: Record<string, readonly string[]> = {
  'Turnover clean': [
    'Bed linens and towels replaced',
    'Kitchen cleaned, dishwasher run and emptied',
    'Bathrooms cleaned and sanitized',
    'Floors vacuumed and mopped',
    'Trash and recycling taken to the bins',
    'Coffee, toiletries and paper goods restocked',
    'Thermostat set back and doors locked',
  ],
  'Departure clean': [
    'Bed linens and towels replaced',
    'Kitchen and bathrooms cleaned',
    'Owner closet checked and locked',
    'Thermostat set back and doors locked',
  ],
  'Hot tub service': [
    'Water chemistry tested (pH, alkalinity, sanitizer)',
    'Chemicals balanced',
    'Filters rinsed',
    'Cover cleaned, conditioned and latched',
    'Heater and jets checked',
  ],
  'HVAC filter change': [
    'Return air filters replaced',
    'Thermostat batteries checked',
    'Vents and registers unobstructed',
    'Condensate line clear',
  ],
  'Snow removal': [
    'Driveway plowed',
    'Walkways and entry steps shoveled',
    'Ice melt applied',
    'Meters and dryer vent cleared',
  ],
  'Pre-arrival inspection': [
    'Property clean and ready',
    'Heat or air set to a comfortable temperature',
    'Welcome supplies in place',
    'Wi-Fi and TV working',
    'No damage or maintenance issues found',
  ],
  'Post-maintenance inspection': [
    'Work area cleaned up',
    'Furniture and decor back in place',
    'Repaired items tested',
    'Property ready for the next guests',
  ],
  'Pest control treatment': [
    'Exterior perimeter treated',
    'Traps checked and reset',
    'Entry points inspected',
  ],
  'Smoke and CO detector test': [
    'Every smoke detector tested',
    'CO detectors tested',
    'Batteries replaced where low',
    'Fire extinguisher gauge in the green',
  ],
  'Landscaping check': [
    'Irrigation run and checked',
    'Shrubs trimmed',
    'Walkways swept',
    'Dead plants reported',
  ],
  'Property walkthrough': [
    'All rooms inspected',
    'Supplies counted and restocked',
    'Outdoor furniture secured',
    'Photos taken for the owner',
  ],
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A small self-contained report page (inline styles, no scripts), shown in the portal's frame. */
export function careReportHtml(task: PlannedTask, taskId: string): string {
  const { fields } = task.property;
  const checklist = CHECKLISTS[task.name] ?? ['Task completed'];
  const address = `${fields.streetAddress}, ${fields.city}, ${fields.state} ${fields.postalCode}`;
  const items = checklist
    .map((item) => `      <li><span class="ok">OK</span> ${escapeHtml(item)}</li>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(task.name)} - ${escapeHtml(fields.entityName)}</title>
  <style>
    body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0; color: #1f2933; background: #f5f7fa; }
    header { background: #174c73; color: #fff; padding: 16px 24px; font-weight: 600; }
    main { max-width: 720px; margin: 24px auto; background: #fff; padding: 24px 32px; border-radius: 8px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
    h1 { font-size: 1.5rem; margin: 0 0 4px; }
    .meta { color: #52606d; margin: 0 0 20px; }
    table { border-collapse: collapse; width: 100%; margin-bottom: 20px; }
    th { text-align: left; width: 30%; color: #52606d; font-weight: 500; padding: 6px 0; vertical-align: top; }
    td { padding: 6px 0; }
    ul { list-style: none; padding: 0; }
    li { padding: 6px 0; border-bottom: 1px solid #e4e7eb; }
    .ok { display: inline-block; min-width: 2.5em; color: #0e7c3a; font-weight: 700; }
    footer { text-align: center; color: #7b8794; font-size: .85rem; margin-bottom: 24px; }
  </style>
</head>
<body>
  <header>${DEFAULT_BRAND_NAME} &middot; Property care report</header>
  <main>
    <h1>${escapeHtml(task.name)}</h1>
    <p class="meta">Task #${taskId} &middot; Completed ${longDate(task.date)} at ${time12h(task.time)} (${escapeHtml(fields.timeZone ?? 'UTC')})</p>
    <table>
      <tr><th>Property</th><td>${escapeHtml(fields.entityName)}<br>${escapeHtml(address)}</td></tr>
      <tr><th>Status</th><td>Completed (${task.typeTaskStatus})</td></tr>
      <tr><th>Technician</th><td>${escapeHtml(task.technician)}</td></tr>
      <tr><th>Account manager</th><td>${escapeHtml(fields.accountManager ?? '')}</td></tr>
    </table>
    <h2>Checklist</h2>
    <ul>
${items}
    </ul>
    <h2>Notes</h2>
    <p>${escapeHtml(task.notes)}</p>
  </main>
  <footer>Questions about this report? Contact your account manager.</footer>
</body>
</html>
`;
}
