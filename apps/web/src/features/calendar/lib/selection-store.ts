import { useSyncExternalStore } from 'react';
import type { IsoDate } from '@harborstay/domain';

/**
 * The calendar's selection and keyboard focus, outside React state: a drag changes it on every
 * pointer move, and each day subscribes to its own answer (`useDaySelection`), so only the days
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

/** This day's look in the selection, and whether it has the keyboard focus; renders only when they change. */
export function useDaySelection(
  store: SelectionStore,
  date: IsoDate,
): { selection: DaySelection; isFocus: boolean } {
  const selection = useSyncExternalStore(store.subscribe, () => daySelection(store.get(), date));
  const isFocus = useSyncExternalStore(store.subscribe, () => store.get().focus === date);
  return { selection, isFocus };
}

export function useSelection(store: SelectionStore): SelectionState {
  return useSyncExternalStore(store.subscribe, store.get);
}

/** Whether any day has had the keyboard focus (until then, one default day takes Tab). */
export function useHasFocus(store: SelectionStore): boolean {
  return useSyncExternalStore(store.subscribe, () => store.get().focus !== null);
}
