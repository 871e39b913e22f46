import { useSyncExternalStore } from 'react';
import type { IsoDate } from '@harborstay/domain';

/**
 * The calendar's selection and keyboard focus, outside React state: a drag changes it on every
 * pointer move, and each day subscribes to its own answer (`useDayState`), so only the days
 * whose look changes render again, never the whole calendar (decision 0032).
 */
export type SelectionState = {
  /** Where the selection began (first click, pointer down, Enter). */
  anchor: IsoDate | null;
  /** Where it ends so far (the pointer during a drag); null while only the anchor is chosen. */
  end: IsoDate | null;
  /** The day with the keyboard focus (roving tabindex). */
  focus: IsoDate | null;
  isDragging: boolean;
};

export type SelectionStore = {
  get: () => SelectionState;
  set: (next: Partial<SelectionState>) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createSelectionStore(initial: Partial<SelectionState> = {}): SelectionStore {
  let state: SelectionState = { anchor: null, end: null, focus: null, isDragging: false, ...initial };
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

/** The selected days in order, or null: [first, last] (equal for one day). */
export function selectedRange(state: SelectionState): { first: IsoDate; last: IsoDate } | null {
  if (!state.anchor) return null;
  const other = state.end ?? state.anchor;
  return state.anchor <= other ? { first: state.anchor, last: other } : { first: other, last: state.anchor };
}

export type DaySelection = 'none' | 'single' | 'start' | 'end' | 'inside';

export function daySelection(state: SelectionState, date: IsoDate): DaySelection {
  const range = selectedRange(state);
  if (!range || date < range.first || date > range.last) return 'none';
  if (range.first === range.last) return 'single';
  if (date === range.first) return 'start';
  if (date === range.last) return 'end';
  return 'inside';
}

/**
 * This day's look: its selection, whether it has the keyboard focus, and whether any day has (until
 * then one default day takes Tab). One subscription per day, whose answer is a short string, so a
 * store change costs each day one comparison and renders only the days whose answer changed.
 */
export function useDayState(
  store: SelectionStore,
  date: IsoDate,
): { selection: DaySelection; isFocus: boolean; hasFocus: boolean } {
  const key = useSyncExternalStore(store.subscribe, () => {
    const state = store.get();
    return `${daySelection(state, date)} ${state.focus === date ? 1 : 0} ${state.focus === null ? 0 : 1}`;
  });
  const [selection, isFocus, hasFocus] = key.split(' ');
  return { selection: selection as DaySelection, isFocus: isFocus === '1', hasFocus: hasFocus === '1' };
}
