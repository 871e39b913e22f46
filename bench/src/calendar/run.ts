import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page, type Route } from 'playwright-core';
import { addDays, addMonths, startOfMonth, todayIn } from '@harborstay/domain';
import { startServer } from '../load/server';
import { median } from '../stats';

/**
 * The calendar in Chromium on the built app (issue 10, decision 0032): the time from its data's
 * arrival to the first painted months, over 24 months holding 400 bookings, and the time from a
 * pointer move to the painted selection during a drag. The server is the `npm start` one on a
 * fresh embedded demo; the calendar's two reads are answered by the page with the synthetic
 * bookings, so the figures are the browser's alone.
 */
const port = Number(process.env.BENCH_CALENDAR_PORT ?? 8481);
const runs = Number(process.env.BENCH_CALENDAR_RUNS ?? 5);
const BOOKINGS = 400;
const MONTHS = 24;
const root = path.resolve(import.meta.dirname, '../../..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

type Booking = { id: number; kind: string; status: string; start_date: string; end_date: string };

/** 400 bookings over the 24 months from this month, back to back or a night apart; the next month's first four weeks left free for the drag. */
function syntheticBookings(today: string): Booking[] {
  const first = startOfMonth(today);
  const freeFrom = addMonths(first, 1);
  const freeTo = addDays(freeFrom, 28);
  const kinds = ['guest', 'guest', 'guest', 'guest', 'owner', 'maintenance'];
  const bookings: Booking[] = [];
  let night = first;
  for (let i = 0; bookings.length < BOOKINGS; i += 1) {
    if (night >= freeFrom && night < freeTo) night = freeTo;
    const nights = 1 + (i % 2);
    const kind = kinds[i % kinds.length] ?? 'guest';
    bookings.push({
      id: 100_000 + i,
      kind,
      status: kind === 'maintenance' ? 'unavailable' : 'confirmed',
      start_date: night,
      end_date: addDays(night, nights),
    });
    night = addDays(night, nights + (i % 3 === 0 ? 1 : 0));
  }
  return bookings;
}

function reservationBody(b: Booking) {
  return {
    ...b,
    property_id: 1,
    nights_count: 1,
    arrival: '16:00',
    departure: b.kind === 'maintenance' ? null : '10:00 AM',
    guests_count: 2,
    reservation_for: b.kind === 'owner' ? 'Myself' : null,
    guest:
      b.kind === 'guest'
        ? { first_name: 'Bench', last_name: `Guest ${b.id}`, email: null, phone: null }
        : null,
    notes: null,
    type_of_maintenance: b.kind === 'maintenance' ? 'Deep clean' : null,
    platform: b.kind === 'guest' ? 'Airbnb' : null,
    key: b.kind === 'guest' ? 'guesty' : 'Owner Reservation',
    color: null,
    confirmation_code: null,
    confirmed_at: null,
    revenue: 500,
    management_fee: 100,
    net_income: 400,
    cleaning_cost: 0,
    opportunity_cost: 0,
    is_editable: b.kind !== 'guest',
    delivery: null,
  };
}

async function answerCalendar(page: Page, bookings: Booking[]) {
  await page.route(/\/api\/owners\/owner\/property\/\d+\/reservations\//, async (route: Route) => {
    const url = new URL(route.request().url());
    const start = url.searchParams.get('start') ?? '';
    const end = url.searchParams.get('end') ?? '';
    const body = bookings.filter((b) => b.start_date < end && b.end_date > start).map(reservationBody);
    await route.fulfill({ json: body });
  });
  await page.route(
    /\/api\/owners\/owner\/property\/\d+\/calendar\/[\d-]+\/[\d-]+\//,
    async (route: Route) => {
      const [, start = '', end = ''] = /calendar\/([\d-]+)\/([\d-]+)\//.exec(route.request().url()) ?? [];
      const prices = [];
      for (let date = start; date <= end; date = addDays(date, 1)) {
        prices.push({ date, price: 200 + (Number(date.slice(8)) % 7) * 15, block_refs: [] });
      }
      await route.fulfill({ json: prices });
    },
  );
}

/**
 * In-page scripts, as text: this file is compiled without the DOM's types. "Painted" is a task
 * queued from the next animation frame, which runs once that frame has been drawn.
 */
const AFTER_PAINT = `(done) => requestAnimationFrame(() => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => done(performance.now());
  channel.port2.postMessage(null);
})`;

/** Records when the first month's days are painted (a frame after they are in the DOM). */
const FIRST_RENDER_PROBE = `(() => {
  const afterPaint = ${AFTER_PAINT};
  const observer = new MutationObserver(() => {
    if (window.calendarPainted !== undefined || document.querySelectorAll('[data-date]').length < 28) return;
    window.calendarPainted = -1;
    afterPaint((now) => { window.calendarPainted = now; });
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

/** When the data arrived and when the months were painted, in the page's clock. */
const FIRST_RENDER_FIGURES = `(() => {
  const dataEnd = Math.max(...performance.getEntriesByType('resource')
    .filter((entry) => /\\/reservations\\/|\\/calendar\\/[\\d-]+\\//.test(entry.name))
    .map((entry) => entry.responseEnd));
  return { fromData: window.calendarPainted - dataEnd, fromNavigation: window.calendarPainted };
})()`;

/**
 * For each pointer move: the page's work (from the move's dispatch to its selection change in the
 * DOM; Chromium holds pointer moves until the next frame, so the dispatch comes after the time
 * stamp), the latency (from the time stamp to a task after the frame that drew the change), and
 * how many frames the page drew between the move and that frame: none means the change was
 * painted in the first frame after the move.
 */
const DRAG_PROBE = `(() => {
  window.dragSamples = [];
  window.pendingMove = null;
  window.frameTimes = [];
  const everyFrame = (time) => { window.frameTimes.push(time); requestAnimationFrame(everyFrame); };
  requestAnimationFrame(everyFrame);
  document.addEventListener('pointermove', (event) => { window.pendingMove ??= { since: event.timeStamp, dispatched: performance.now() }; }, { capture: true, passive: true });
  new MutationObserver(() => {
    if (window.pendingMove === null) return;
    const { since, dispatched } = window.pendingMove;
    window.pendingMove = null;
    const work = performance.now() - dispatched;
    requestAnimationFrame((frame) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.dragSamples.push({
        work,
        latency: performance.now() - since,
        framesBetween: window.frameTimes.filter((time) => time > since && time < frame).length,
      });
      channel.port2.postMessage(null);
    });
  }).observe(document.body, { attributes: true, attributeFilter: ['data-selection'], subtree: true });
})()`;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harborstay-bench-calendar-'));
const server = await startServer({ root, port, dataDir, seedDemo: true });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const login = (await fetch(`${server.origin}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner@demo.test', password: 'Harborstay#2026' }),
  }).then((r) => r.json())) as { key: string };
  const properties = (await fetch(`${server.origin}/api/owners/owner/properties/`, {
    headers: { authorization: `Token ${login.key}` },
  }).then((r) => r.json())) as { id: number }[];
  const propertyId = properties[0]?.id ?? 1;
  const today = todayIn('America/Denver');
  const bookings = syntheticBookings(today);
  const calendarUrl = `${server.origin}/owner/property-calendar/${propertyId}`;

  // The probes are evaluated as text, which the portal's Content-Security-Policy forbids: bypassed for the bench.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${server.origin}/login`);
  await page.evaluate(`localStorage.setItem('harborstay_user', ${JSON.stringify(JSON.stringify(login))})`);
  await answerCalendar(page, bookings);
  await page.addInitScript({ content: FIRST_RENDER_PROBE });

  const fromData: number[] = [];
  const fromNavigation: number[] = [];
  // One warm-up load (the code is then in the cache, as for an owner coming back), then the runs.
  for (let run = 0; run <= runs; run += 1) {
    await page.goto(calendarUrl);
    await page.waitForFunction('(window.calendarPainted ?? -1) > 0', null, { timeout: 60_000 });
    const figures = (await page.evaluate(FIRST_RENDER_FIGURES)) as {
      fromData: number;
      fromNavigation: number;
    };
    if (run === 0) continue;
    fromData.push(figures.fromData);
    fromNavigation.push(figures.fromNavigation);
  }
  console.log(
    `Calendar first render (${MONTHS} months, ${BOOKINGS} bookings, Chromium ${browser.version()}, 1440x900), ${runs} loads: ` +
      `data received to first months painted median ${ms(median(fromData))} (max ${ms(Math.max(...fromData))}); ` +
      `navigation to painted median ${ms(median(fromNavigation))}. Target: under 300 ms.`,
  );

  // The drag: pointer moves across the free weeks of next month, each measured to the painted selection.
  const dragMonth = addMonths(startOfMonth(today), 1);
  await page.locator(`[data-month="${dragMonth}"]`).first().scrollIntoViewIfNeeded();
  await page.locator(`[data-date="${addDays(dragMonth, 27)}"]`).scrollIntoViewIfNeeded();
  await page.evaluate(DRAG_PROBE);
  const centre = async (date: string) => {
    const box = await page.locator(`[data-date="${date}"]`).boundingBox();
    if (!box) throw new Error(`${date} is not on screen`);
    return { x: box.x + box.width * 0.7, y: box.y + box.height * 0.8 };
  };
  let moves = 0;
  for (let pass = 0; pass < 3; pass += 1) {
    const start = await centre(dragMonth);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    for (let i = 1; i < 27; i += 1) {
      const next = await centre(addDays(dragMonth, i));
      await page.mouse.move(next.x, next.y);
      moves += 1;
      await page.waitForFunction(`window.dragSamples.length >= ${moves}`);
    }
    await page.mouse.up();
    await page.keyboard.press('Escape');
  }
  const samples = (await page.evaluate('window.dragSamples')) as {
    work: number;
    latency: number;
    framesBetween: number;
  }[];
  const work = samples.map((sample) => sample.work);
  const latency = samples.map((sample) => sample.latency);
  const nextFrame = samples.filter((sample) => sample.framesBetween === 0).length;
  console.log(
    `Calendar drag feedback, ${samples.length} pointer moves: painted in the first frame after the move ` +
      `${nextFrame} of ${samples.length} (${((nextFrame / samples.length) * 100).toFixed(0)} %); ` +
      `work from the move's dispatch to the selection in the DOM median ${ms(median(work))}, p95 ${ms(percentile(work, 95))}, ` +
      `max ${ms(Math.max(...work))}; move to painted (the wait for the frame included) median ${ms(median(latency))}, ` +
      `p95 ${ms(percentile(latency, 95))}, max ${ms(Math.max(...latency))}. Target: within one frame (16 ms).`,
  );
  await context.close();
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
