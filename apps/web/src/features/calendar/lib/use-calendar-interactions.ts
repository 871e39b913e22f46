import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { addDays, type IsoDate } from '@harborstay/domain';
import { firstHolderIn, type CalendarIndex, type NightHolder } from './calendar-model';
import { awaitsSecondEnd, selectedRange, type SelectionStore } from './selection-store';

/** What the grid tells the page: a range chosen (first and last day), a booking to open, a cleared selection. */
export type CalendarHandlers = {
  onSelect: (range: { first: IsoDate; last: IsoDate }) => void;
  onOpen: (holder: NightHolder) => void;
  onClear: () => void;
};

const dateOf = (element: Element | null): IsoDate | null =>
  element?.closest<HTMLElement>('[data-date]')?.dataset.date ?? null;

/** The morning half of a cell (its left part) is the night before; the rest is the day's own night. */
const MORNING_SHARE = 0.42;

/**
 * What a click at `clientX` opens, or nothing (the day is then chosen). The spec opens a booking
 * from the left of its check-out day and the right of its check-in day, where their bars are
 * drawn: the free morning of a guest's arrival day chooses that day, so that a stay can end there
 * (issue 26 point 3). Inside a booking every part of a day opens it.
 */
export function holderAt(
  index: CalendarIndex,
  cell: HTMLElement,
  date: IsoDate,
  clientX: number,
): NightHolder | undefined {
  const box = cell.getBoundingClientRect();
  const isMorning = box.width > 0 && clientX - box.left < box.width * MORNING_SHARE;
  const morning = index.holders.get(addDays(date, -1));
  const night = index.holders.get(date);
  return isMorning ? morning : night;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A finger on a free day: a tap chooses it (two taps make a range); held this long, or moved
 * sideways, it drags a range in any direction; moved up or down first, it scrolls the months.
 */
const TOUCH_HOLD_MS = 300;
/** How far a finger may wander before its touch is a swipe (under the browser's own scroll slop). */
const TOUCH_SLOP_PX = 8;

type PendingTouch = {
  pointerId: number;
  date: IsoDate;
  x: number;
  y: number;
  timer: ReturnType<typeof setTimeout>;
};

/**
 * Drag (mouse and touch), two clicks or taps, and the keyboard, over a grid whose days carry
 * `data-date`. A range that meets a booking is refused as the spec says: the selection falls back
 * to the day it started on, and the booking opens instead.
 */
export function useCalendarInteractions({
  store,
  index,
  today,
  latest: lastDay,
  handlers,
  onFocusBeyond,
}: {
  store: SelectionStore;
  index: CalendarIndex;
  today: IsoDate;
  /** The last day a stay or block may reach (20 years ahead): later days cannot be chosen. */
  latest: IsoDate;
  handlers: CalendarHandlers;
  /** The keyboard moved to a day whose month is not loaded yet. */
  onFocusBeyond: (date: IsoDate) => void;
}) {
  const latest = useRef({ index, today, lastDay, handlers, onFocusBeyond });
  // The handlers read the latest data without being made again on each change (no re-render of the grid).
  useLayoutEffect(() => {
    latest.current = { index, today, lastDay, handlers, onFocusBeyond };
  });
  /** Days that can be chosen: from the property's today to the last bookable day. */
  const isChoosable = useCallback(
    (date: IsoDate) => date >= latest.current.today && date <= latest.current.lastDay,
    [],
  );
  /** Whether `date` can end the range begun: after its first day, with every night between free. */
  const isCheckOutOfRange = useCallback(
    (date: IsoDate) => {
      const state = store.get();
      if (!awaitsSecondEnd(state) || !state.anchor || state.anchor >= date || !isChoosable(date))
        return false;
      return !firstHolderIn(latest.current.index, { start: state.anchor, end: date });
    },
    [store, isChoosable],
  );
  const pendingOpen = useRef<NightHolder | null>(null);
  const pendingTouch = useRef<PendingTouch | null>(null);
  /** A touch drag under way: its moves must not scroll the months (see the touchmove listener). */
  const isTouchDragging = useRef(false);
  /** The first end a tap chose before a finger was held on another day: a slow second tap. */
  const tappedBeforeHold = useRef<IsoDate | null>(null);

  const dropPendingTouch = useCallback(() => {
    if (pendingTouch.current) clearTimeout(pendingTouch.current.timer);
    pendingTouch.current = null;
  }, []);

  const startDrag = useCallback(
    (date: IsoDate) => store.set({ anchor: date, end: null, isDragging: true, focus: date }),
    [store],
  );

  const startTouchDrag = useCallback(
    (date: IsoDate) => {
      dropPendingTouch();
      const { anchor, end } = store.get();
      tappedBeforeHold.current = anchor && !end && anchor !== date ? anchor : null;
      isTouchDragging.current = true;
      startDrag(date);
    },
    [store, dropPendingTouch, startDrag],
  );

  const commit = useCallback(
    (from: IsoDate, to: IsoDate) => {
      const first = from <= to ? from : to;
      const last = from <= to ? to : from;
      const holder =
        first < last ? firstHolderIn(latest.current.index, { start: first, end: last }) : undefined;
      if (holder) {
        // One day that waits for no second end: the next click or drag starts a new selection,
        // where an anchor left waiting made every later day past the booking refused again (issue 43, item 1).
        store.set({ anchor: from, end: from, isDragging: false });
        latest.current.handlers.onSelect({ first: from, last: from });
        latest.current.handlers.onOpen(holder);
        return;
      }
      store.set({ anchor: first, end: last, isDragging: false });
      latest.current.handlers.onSelect({ first, last });
    },
    [store],
  );

  /** A day chosen by click, tap, Enter or Space: the first end of a range, or its second. */
  const choose = useCallback(
    (date: IsoDate) => {
      const state = store.get();
      if (awaitsSecondEnd(state) && state.anchor && state.anchor !== date) {
        commit(state.anchor, date);
        return;
      }
      store.set({ anchor: date, end: null, isDragging: false });
      latest.current.handlers.onSelect({ first: date, last: date });
    },
    [store, commit],
  );

  const moveDrag = useCallback(
    (clientX: number, clientY: number) => {
      // jsdom has no elementFromPoint; browsers all do.
      const date = dateOf(document.elementFromPoint?.(clientX, clientY) ?? null);
      const state = store.get();
      if (!state.isDragging || !date || !isChoosable(date)) return;
      const end = date === state.anchor ? null : date;
      if (end !== state.end) store.set({ end });
    },
    [store, isChoosable],
  );

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      const cell = (event.target as Element).closest<HTMLElement>('[data-date]');
      const date = cell?.dataset.date;
      if (!cell || !date) return;
      const holder = holderAt(latest.current.index, cell, date, event.clientX);
      // A finger cannot aim at a day's morning: on a booking's check-in day that can end the
      // range begun, the tap ends it rather than opening the booking (issue 43, item 7).
      if (holder && !(event.pointerType !== 'mouse' && isCheckOutOfRange(date))) {
        pendingOpen.current = holder;
        return;
      }
      pendingOpen.current = null;
      if (!isChoosable(date)) return;
      // Touch moves go to the element first touched: follow the finger by its position instead.
      if (cell.hasPointerCapture?.(event.pointerId)) cell.releasePointerCapture(event.pointerId);
      if (event.pointerType === 'touch') {
        // Not yet a tap, a drag or a swipe: the finger's next move or its release tells.
        dropPendingTouch();
        const { pointerId, clientX: x, clientY: y } = event;
        const timer = setTimeout(() => startTouchDrag(date), TOUCH_HOLD_MS);
        pendingTouch.current = { pointerId, date, x, y, timer };
        return;
      }
      const state = store.get();
      // The second click of a two-click range.
      if (awaitsSecondEnd(state) && state.anchor && state.anchor !== date) {
        commit(state.anchor, date);
        return;
      }
      startDrag(date);
    },
    [store, commit, dropPendingTouch, startDrag, startTouchDrag, isChoosable, isCheckOutOfRange],
  );

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const pending = pendingTouch.current;
      if (pending?.pointerId === event.pointerId) {
        const dx = Math.abs(event.clientX - pending.x);
        const dy = Math.abs(event.clientY - pending.y);
        if (dx < TOUCH_SLOP_PX && dy < TOUCH_SLOP_PX) return;
        if (dy >= dx) {
          // A swipe: the browser scrolls the months (touch-action: pan-y) and nothing is chosen.
          dropPendingTouch();
          return;
        }
        // Sideways the months cannot scroll: a drag from the day first touched.
        startTouchDrag(pending.date);
      }
      if (store.get().isDragging) moveDrag(event.clientX, event.clientY);
    },
    [store, moveDrag, dropPendingTouch, startTouchDrag],
  );

  // While a touch drags, its moves select instead of scrolling (passive: false, so they may be stopped).
  useEffect(() => {
    const holdStill = (event: TouchEvent) => {
      if (isTouchDragging.current && event.cancelable) event.preventDefault();
    };
    document.addEventListener('touchmove', holdStill, { passive: false });
    return () => document.removeEventListener('touchmove', holdStill);
  }, []);

  const finishDrag = useCallback(() => {
    dropPendingTouch();
    isTouchDragging.current = false;
    const tapped = tappedBeforeHold.current;
    tappedBeforeHold.current = null;
    const state = store.get();
    if (!state.isDragging) return;
    if (state.anchor && state.end) {
      commit(state.anchor, state.end);
      return;
    }
    if (tapped && state.anchor) {
      // Held without moving after a first tap: the second end of that range, as a tap would be.
      commit(tapped, state.anchor);
      return;
    }
    store.set({ isDragging: false, end: null });
    if (state.anchor) latest.current.handlers.onSelect({ first: state.anchor, last: state.anchor });
  }, [store, commit, dropPendingTouch]);

  const onPointerUp = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const cell = (event.target as Element).closest<HTMLElement>('[data-date]');
      if (pendingOpen.current && cell) {
        const holder = pendingOpen.current;
        pendingOpen.current = null;
        store.set({ anchor: null, end: null, isDragging: false });
        latest.current.handlers.onOpen(holder);
        return;
      }
      const pending = pendingTouch.current;
      if (pending?.pointerId === event.pointerId) {
        // A tap: the first end of a range, or its second.
        dropPendingTouch();
        choose(pending.date);
        return;
      }
      finishDrag();
    },
    [store, finishDrag, dropPendingTouch, choose],
  );

  // A drag released outside the grid still ends; a touch the browser took for a scroll chooses nothing.
  useEffect(() => {
    const end = () => finishDrag();
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    return () => {
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      dropPendingTouch();
    };
  }, [finishDrag, dropPendingTouch]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const date = dateOf(event.target as Element);
      if (!date) return;
      const step = KEY_STEPS[event.key];
      if (step !== undefined) {
        event.preventDefault();
        const next = addDays(date, step);
        const target = document.querySelector<HTMLElement>(`[data-date="${next}"]`);
        if (!target) {
          latest.current.onFocusBeyond(next);
          return;
        }
        store.set({ focus: next });
        target.focus();
        return;
      }
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        const holder = latest.current.index.holders.get(date);
        const state = store.get();
        const isSecondEnd = awaitsSecondEnd(state) && state.anchor !== date;
        if (holder && !isSecondEnd) {
          store.set({ anchor: null, end: null });
          latest.current.handlers.onOpen(holder);
          return;
        }
        if (!isChoosable(date)) return;
        choose(date);
        return;
      }
      if (event.key === 'Escape') {
        store.set({ anchor: null, end: null, isDragging: false });
        latest.current.handlers.onClear();
      }
    },
    [store, choose, isChoosable],
  );

  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const date = dateOf(event.target as Element);
      if (date && store.get().focus !== date) store.set({ focus: date });
    },
    [store],
  );

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp,
    onKeyDown,
    onFocus,
    selectedRange: () => selectedRange(store.get()),
  };
}
