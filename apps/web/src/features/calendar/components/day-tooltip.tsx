import { useSyncExternalStore } from 'react';
import { Portal } from '@mantine/core';
import type { TReservation } from '@harborstay/contracts';
import { addDays, type IsoDate } from '@harborstay/domain';
import { formatOrdinalDate } from '../../../shared/format/dates';
import { formatDollars } from '../../../shared/format/money';
import type { CalendarIndex, NightHolder } from '../lib/calendar-model';
import classes from './calendar.module.css';

/** The hovered day and where its cell is: its own tiny store, so hovering renders the tooltip alone. */
export type HoverState = { date: IsoDate; x: number; y: number } | null;

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
        ['Works start', formatOrdinalDate(r.start_date)],
        ['Works end', formatOrdinalDate(r.end_date)],
      ],
    };
  }
  const name = r.guest ? `${r.guest.first_name} ${r.guest.last_name}`.trim() : 'Myself';
  return {
    tone,
    lines: [
      ['Revenue for stay', formatDollars(r.kind === 'guest' ? r.net_income : r.revenue)],
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
  if (!state) return null;
  const holder = index.holders.get(state.date) ?? index.holders.get(addDays(state.date, -1));
  const { lines, tone } = tooltipLines(holder, index.prices.get(state.date));
  return (
    <Portal>
      <div
        role="tooltip"
        id="calendar-day-tooltip"
        className={classes.tooltip}
        data-tone={tone}
        style={{ left: Math.min(state.x, window.innerWidth - 270), top: state.y }}
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
