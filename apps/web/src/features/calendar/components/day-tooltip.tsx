import { useCallback, useState, useSyncExternalStore } from 'react';
import { Portal } from '@mantine/core';
import { BLOCK_DATE_LABELS, type TReservation } from '@harborstay/contracts';
import { addDays, type IsoDate } from '@harborstay/domain';
import { formatOrdinalDate } from '../../../shared/format/dates';
import { formatDollars } from '../../../shared/format/money';
import type { CalendarIndex, NightHolder } from '../lib/calendar-model';
import classes from './calendar.module.css';

/** The hovered day and where its cell is on screen: its own tiny store, so hovering renders the tooltip alone. */
export type HoverState = { date: IsoDate; left: number; top: number; bottom: number } | null;

/** Space kept between the tooltip and its day, and between the tooltip and the window's edges. */
const GAP = 6;
const MARGIN = 8;

/**
 * Where a tooltip of `size` goes for a day at `cell`: below the day when it fits, else above it
 * (a day near the window's bottom, issue 26 point 6), and never past the window's sides.
 */
export function tooltipPosition(
  cell: { left: number; top: number; bottom: number },
  size: { width: number; height: number },
  view: { width: number; height: number },
): { left: number; top: number } {
  const below = cell.bottom + GAP;
  const above = cell.top - GAP - size.height;
  const top = below + size.height <= view.height - MARGIN ? below : Math.max(MARGIN, above);
  const left = Math.max(MARGIN, Math.min(cell.left, view.width - MARGIN - size.width));
  return { left, top };
}

export function createHoverStore() {
  let state: HoverState = null;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: HoverState) {
      if (next?.date === state?.date && (next === null) === (state === null)) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type HoverStore = ReturnType<typeof createHoverStore>;

type Line = [label: string, value: string];

/** Spec section 2: a block shows unavailable, its type and works start/end; a stay its revenue, status, guests, dates and guest. */
export function tooltipLines(
  holder: NightHolder | undefined,
  price: number | undefined,
): { lines: Line[]; tone?: string } {
  if (!holder)
    return { lines: [['Available', price === undefined ? 'No price' : `${formatDollars(price)} a night`]] };
  if (holder.type === 'blocked') {
    return {
      lines: [
        ['Status', 'unavailable'],
        ['Type', holder.ref === 'bd' ? 'Blocked by default' : 'Advance notice'],
      ],
    };
  }
  const r: TReservation = holder.reservation;
  const tone = r.status === 'confirmed' ? 'confirm' : 'in-progress';
  if (r.kind === 'maintenance') {
    return {
      tone,
      lines: [
        ['Status', 'unavailable'],
        ['Type', r.type_of_maintenance ?? 'Maintenance'],
        [BLOCK_DATE_LABELS.firstNight, formatOrdinalDate(r.start_date)],
        [BLOCK_DATE_LABELS.freeAgain, formatOrdinalDate(r.end_date)],
      ],
    };
  }
  const name = r.guest ? `${r.guest.first_name} ${r.guest.last_name}`.trim() : 'Myself';
  return {
    tone,
    lines: [
      // The spec's "revenue for stay" is the owner's net income (section 3), named as the panel names it.
      r.kind === 'guest'
        ? ['Net income', formatDollars(r.net_income)]
        : ['Total opportunity cost', formatDollars(r.opportunity_cost)],
      ['Status', r.status],
      ['Guests', String(r.guests_count ?? '')],
      ['Check in', formatOrdinalDate(r.start_date)],
      ['Check out', formatOrdinalDate(r.end_date)],
      ['Guest name', name],
    ],
  };
}

export function DayTooltip({ hover, index }: { hover: HoverStore; index: CalendarIndex }) {
  const state = useSyncExternalStore(hover.subscribe, hover.get);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  // Measured as its box is attached or its day changes, before the browser paints (a ref's
  // callback runs with the layout effects): the tooltip is first seen where it stays. A layout
  // effect would run before the portal has put the box in the page.
  const place = useCallback(
    (box: HTMLDivElement | null) => {
      if (!box || !state) return;
      const { width, height } = box.getBoundingClientRect();
      const next = tooltipPosition(
        state,
        { width, height },
        { width: window.innerWidth, height: window.innerHeight },
      );
      setPosition((now) => (now?.left === next.left && now.top === next.top ? now : next));
    },
    [state],
  );
  if (!state) return null;
  const holder = index.holders.get(state.date) ?? index.holders.get(addDays(state.date, -1));
  const { lines, tone } = tooltipLines(holder, index.prices.get(state.date));
  const clash = index.clashes.get(state.date);
  if (clash) {
    const guest = clash.guest ? `${clash.guest.first_name} ${clash.guest.last_name}`.trim() : 'A guest';
    lines.push([
      'Clash',
      `${guest}, ${formatOrdinalDate(clash.start_date)} to ${formatOrdinalDate(clash.end_date)}`,
    ]);
  }
  return (
    <Portal>
      <div
        ref={place}
        role="tooltip"
        id="calendar-day-tooltip"
        className={classes.tooltip}
        data-tone={tone}
        style={position ?? { left: 0, top: 0, visibility: 'hidden' }}
      >
        <strong>{formatOrdinalDate(state.date)}</strong>
        {lines.map(([label, value]) => (
          <div key={label}>
            {label}: {value}
          </div>
        ))}
      </div>
    </Portal>
  );
}
