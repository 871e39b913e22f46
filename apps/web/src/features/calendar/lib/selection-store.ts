import { useSyncExternalStore } from 'react';
import { addDays, type IsoDate } from '@harborstay/domain';

/**
 * The calendar's selection and keyboard focus, outside React state: a drag changes it on every
 * pointer move, and each day subscribes to its own answer (`useDayState`), so only the days
 * whose look changes render again, never the whole calendar (decision 0032).
 */
export type SelectionState = {
  /** Where the selection began (first click, pointer down, Enter). */
  anchor: IsoDate | null;
  /**
   * Where it ends so far (the pointer during a drag): the check-out day, or the day a block is free
   * again. Null while the anchor waits for a second end; the anchor itself for one day that waits
   * for nothing (a range refused or redirected falls back to it: the next click starts afresh).
   */
  end: IsoDate | null;
  /** The day with the keyboard focus (roving tabindex). */
  focus: IsoDate | null;
  isDragging: boolean;
  /** The reservation open in the panel, drawn highlighted in the grid. */
  opened: number | null;
};

export type SelectionStore = {
  get: () => SelectionState;
  set: (next: Partial<SelectionState>) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createSelectionStore(initial: Partial<SelectionState> = {}): SelectionStore {
  let state: SelectionState = {
    anchor: null,
    end: null,
    focus: null,
    isDragging: false,
    opened: null,
    ...initial,
  };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      state = { ...state, ...next };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The selected days in order, or null: [first, last] (equal for one day). `last` is the check-out
 * day, or the day a block is free again: the nights chosen are [first, last).
 */
export function selectedRange(state: SelectionState): { first: IsoDate; last: IsoDate } | null {
  if (!state.anchor) return null;
  const other = state.end ?? state.anchor;
  return state.anchor <= other ? { first: state.anchor, last: other } : { first: other, last: state.anchor };
}

/** `out` is the day after the last night (check-out, or free again): marked, not highlighted. */
export type DaySelection = 'none' | 'single' | 'start' | 'end' | 'inside' | 'out';

/** Whether the anchor waits for a second end (a first click, tap or Enter so far). */
export const awaitsSecondEnd = (state: SelectionState) => state.anchor !== null && state.end === null;

/**
 * A day's part in the selection: the nights chosen are highlighted, so 5 → 8 April highlights the
 * 5th, 6th and 7th (issue 43, item 6); one day chosen alone is its own first night.
 */
export function daySelection(state: SelectionState, date: IsoDate): DaySelection {
  const range = selectedRange(state);
  if (!range || date < range.first || date > range.last) return 'none';
  if (range.first === range.last) return 'single';
  if (date === range.last) return 'out';
  const lastNight = addDays(range.last, -1);
  if (range.first === lastNight) return 'single';
  if (date === range.first) return 'start';
  if (date === lastNight) return 'end';
  return 'inside';
}

/**
 * This day's look: its selection, whether it has the keyboard focus, whether any day has (until
 * then one default day takes Tab), and whether the reservations of its morning and night are the
 * one open in the panel. One subscription per day, whose answer is a short string, so a store
 * change costs each day one comparison and renders only the days whose answer changed.
 */
export function useDayState(
  store: SelectionStore,
  date: IsoDate,
  held: { morning: number | undefined; night: number | undefined },
): {
  selection: DaySelection;
  isFocus: boolean;
  hasFocus: boolean;
  isMorningOpened: boolean;
  isNightOpened: boolean;
} {
  const key = useSyncExternalStore(store.subscribe, () => {
    const state = store.get();
    const opened = (id: number | undefined) => (id !== undefined && id === state.opened ? 1 : 0);
    return [
      daySelection(state, date),
      state.focus === date ? 1 : 0,
      state.focus === null ? 0 : 1,
      opened(held.morning),
      opened(held.night),
    ].join(' ');
  });
  const [selection, isFocus, hasFocus, isMorningOpened, isNightOpened] = key.split(' ');
  return {
    selection: selection as DaySelection,
    isFocus: isFocus === '1',
    hasFocus: hasFocus === '1',
    isMorningOpened: isMorningOpened === '1',
    isNightOpened: isNightOpened === '1',
  };
}
