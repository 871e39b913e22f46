import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { TReservation } from '@harborstay/contracts';
import { renderWithApp } from '../../../testing/render';
import { buildCalendarIndex, type NightHolder } from '../lib/calendar-model';
import { createSelectionStore, daySelection } from '../lib/selection-store';
import { CalendarBoard } from './calendar-board';

const TODAY = '2026-03-10';

const guestBooking = {
  id: 7,
  property_id: 1,
  kind: 'guest',
  status: 'confirmed',
  start_date: '2026-03-20',
  end_date: '2026-03-23',
  nights_count: 3,
  arrival: '16:00',
  departure: '10:00 AM',
  guests_count: 2,
  reservation_for: null,
  guest: { first_name: 'Gina', last_name: 'Guest', email: null, phone: null },
  notes: null,
  type_of_maintenance: null,
  platform: 'Airbnb',
  key: 'guesty',
  color: '#2F9E44',
  confirmation_code: null,
  confirmed_at: null,
  revenue: 900,
  management_fee: 180,
  net_income: 720,
  cleaning_cost: 0,
  opportunity_cost: 0,
  is_editable: false,
  delivery: null,
  clashes: [],
} satisfies TReservation;

const prices = ['2026-03-09', '2026-03-11', '2026-03-12', '2026-03-13'].map((date) => ({
  date,
  price: 250,
  block_refs: [],
}));

function renderBoard(reservations: TReservation[] = [guestBooking]) {
  const store = createSelectionStore();
  const handlers = { onSelect: vi.fn(), onOpen: vi.fn<(holder: NightHolder) => void>(), onClear: vi.fn() };
  const onMonthsChange = vi.fn<(months: string[]) => void>();
  renderWithApp(
    <CalendarBoard
      months={['2026-03-01', '2026-04-01']}
      onMonthsChange={onMonthsChange}
      index={buildCalendarIndex(reservations, prices)}
      store={store}
      today={TODAY}
      handlers={handlers}
      onMonthInView={() => {}}
    />,
  );
  return { store, handlers, onMonthsChange };
}

const cell = (date: string) => {
  const element = document.querySelector<HTMLElement>(`[data-date="${date}"]`);
  if (!element) throw new Error(`no cell ${date}`);
  return element;
};

afterEach(() => vi.restoreAllMocks());

describe('CalendarBoard', () => {
  it('names each day with its date, price and state', () => {
    renderBoard();
    expect(cell('2026-03-11').getAttribute('aria-label')).toBe('Wednesday, March 11, 2026, $250, available');
    expect(cell('2026-03-20').getAttribute('aria-label')).toBe(
      'Friday, March 20, 2026, Guest Booking, check-in',
    );
    expect(cell('2026-03-23').getAttribute('aria-label')).toBe(
      'Monday, March 23, 2026, no price, available, Guest Booking check-out',
    );
    expect(cell('2026-03-09').getAttribute('aria-label')).toMatch(/, past$/);
  });

  it('selects a range by two clicks', () => {
    const { store, handlers } = renderBoard();
    fireEvent.pointerDown(cell('2026-03-11'), { button: 0 });
    fireEvent.pointerUp(cell('2026-03-11'));
    expect(handlers.onSelect).toHaveBeenLastCalledWith({ first: '2026-03-11', last: '2026-03-11' });
    fireEvent.pointerDown(cell('2026-03-14'), { button: 0 });
    expect(handlers.onSelect).toHaveBeenLastCalledWith({ first: '2026-03-11', last: '2026-03-14' });
    expect(cell('2026-03-12').getAttribute('data-selection')).toBe('inside');
    expect(daySelection(store.get(), '2026-03-13')).toBe('end');
    expect(daySelection(store.get(), '2026-03-14')).toBe('out');
  });

  it('highlights the nights chosen only: 11 → 14 March is the 11th, 12th and 13th (issue 43, item 6)', () => {
    renderBoard();
    fireEvent.pointerDown(cell('2026-03-11'), { button: 0 });
    fireEvent.pointerUp(cell('2026-03-11'));
    fireEvent.pointerDown(cell('2026-03-14'), { button: 0 });
    const selected = screen.getAllByRole('gridcell', { selected: true }).map((day) => day.dataset.date);
    expect(selected).toEqual(['2026-03-11', '2026-03-12', '2026-03-13']);
    expect(cell('2026-03-14').getAttribute('data-selection')).toBe('out');
  });

  it('greys the past without prices and marks today', () => {
    renderBoard();
    expect(cell('2026-03-09').querySelector('[data-price]')).toBeNull();
    expect(cell('2026-03-09').getAttribute('aria-label')).toBe('Monday, March 9, 2026, past');
    expect(cell('2026-03-11').querySelector('[data-price]')).not.toBeNull();
    expect(cell(TODAY).hasAttribute('data-today')).toBe(true);
    expect(cell('2026-03-11').hasAttribute('data-today')).toBe(false);
  });

  it('repaints only the days whose selection changes during a drag, and ends the drag on release', () => {
    const { handlers } = renderBoard();
    fireEvent.pointerDown(cell('2026-03-11'), { button: 0 });
    document.elementFromPoint = vi.fn(() => cell('2026-03-13'));
    fireEvent.pointerMove(cell('2026-03-11'), { clientX: 1, clientY: 1 });
    expect(cell('2026-03-11').getAttribute('data-selection')).toBe('start');
    expect(cell('2026-03-12').getAttribute('data-selection')).toBe('end');
    expect(cell('2026-03-13').getAttribute('data-selection')).toBe('out');
    expect(cell('2026-03-14').getAttribute('data-selection')).toBe('none');
    fireEvent.pointerUp(cell('2026-03-13'));
    expect(handlers.onSelect).toHaveBeenLastCalledWith({ first: '2026-03-11', last: '2026-03-13' });
  });

  describe('by touch', () => {
    const finger = { button: 0, pointerType: 'touch', pointerId: 3, clientX: 100, clientY: 100 };

    it('selects a range by two taps', () => {
      const { handlers } = renderBoard();
      fireEvent.pointerDown(cell('2026-03-11'), finger);
      fireEvent.pointerUp(cell('2026-03-11'), finger);
      expect(handlers.onSelect).toHaveBeenLastCalledWith({ first: '2026-03-11', last: '2026-03-11' });
      fireEvent.pointerDown(cell('2026-03-14'), finger);
      fireEvent.pointerUp(cell('2026-03-14'), finger);
      expect(handlers.onSelect).toHaveBeenLastCalledWith({ first: '2026-03-11', last: '2026-03-14' });
    });

    it("ends the range on a booking's check-in day tapped anywhere, rather than opening the booking (issue 43, item 7)", () => {
      const { handlers } = renderBoard();
      const arrival = cell('2026-03-20');
      vi.spyOn(arrival, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 100, 64));
      fireEvent.pointerDown(cell('2026-03-18'), finger);
      fireEvent.pointerUp(cell('2026-03-18'), finger);
      // The right of the check-in day, where a mouse would open the booking.
      fireEvent.pointerDown(arrival, { ...finger, clientX: 80 });
      fireEvent.pointerUp(arrival, { ...finger, clientX: 80 });
      expect(handlers.onSelect).toHaveBeenLastCalledWith({ first: '2026-03-18', last: '2026-03-20' });
      expect(handlers.onOpen).not.toHaveBeenCalled();
      // With no range begun, the same tap opens the booking.
      fireEvent.pointerDown(arrival, { ...finger, clientX: 80 });
      fireEvent.pointerUp(arrival, { ...finger, clientX: 80 });
      expect(handlers.onOpen).toHaveBeenCalledWith({ type: 'reservation', reservation: guestBooking });
    });

    it('leaves a vertical swipe to the scroll: nothing is chosen', () => {
      const { store, handlers } = renderBoard();
      fireEvent.pointerDown(cell('2026-03-11'), finger);
      fireEvent.pointerMove(cell('2026-03-11'), { ...finger, clientX: 102, clientY: 140 });
      fireEvent.pointerCancel(cell('2026-03-11'), finger);
      expect(handlers.onSelect).not.toHaveBeenCalled();
      expect(store.get().anchor).toBeNull();
    });

    it('drags a range downwards once the finger has been held on a day', () => {
      vi.useFakeTimers();
      try {
        const { handlers } = renderBoard();
        fireEvent.pointerDown(cell('2026-03-11'), finger);
        act(() => vi.advanceTimersByTime(300));
        expect(cell('2026-03-11').getAttribute('data-selection')).toBe('single');
        // Held, its moves are stopped from scrolling the months.
        const move = new Event('touchmove', { bubbles: true, cancelable: true });
        document.dispatchEvent(move);
        expect(move.defaultPrevented).toBe(true);
        document.elementFromPoint = vi.fn(() => cell('2026-03-18'));
        fireEvent.pointerMove(cell('2026-03-11'), { ...finger, clientY: 300 });
        fireEvent.pointerUp(cell('2026-03-18'), finger);
        expect(handlers.onSelect).toHaveBeenLastCalledWith({ first: '2026-03-11', last: '2026-03-18' });
      } finally {
        vi.useRealTimers();
      }
    });

    it('drags sideways at once, without waiting for the hold', () => {
      const { handlers } = renderBoard();
      fireEvent.pointerDown(cell('2026-03-11'), finger);
      document.elementFromPoint = vi.fn(() => cell('2026-03-13'));
      fireEvent.pointerMove(cell('2026-03-11'), { ...finger, clientX: 180, clientY: 104 });
      fireEvent.pointerUp(cell('2026-03-13'), finger);
      expect(handlers.onSelect).toHaveBeenLastCalledWith({ first: '2026-03-11', last: '2026-03-13' });
    });

    it('takes a finger held on a second day without moving as the second tap', () => {
      vi.useFakeTimers();
      try {
        const { handlers } = renderBoard();
        fireEvent.pointerDown(cell('2026-03-11'), finger);
        fireEvent.pointerUp(cell('2026-03-11'), finger);
        fireEvent.pointerDown(cell('2026-03-13'), finger);
        act(() => vi.advanceTimersByTime(400));
        fireEvent.pointerUp(cell('2026-03-13'), finger);
        expect(handlers.onSelect).toHaveBeenLastCalledWith({ first: '2026-03-11', last: '2026-03-13' });
      } finally {
        vi.useRealTimers();
      }
    });
  });

  it('refuses a range over a booking: back to one day, and the booking opens', () => {
    const { handlers } = renderBoard();
    fireEvent.pointerDown(cell('2026-03-18'), { button: 0 });
    fireEvent.pointerUp(cell('2026-03-18'));
    fireEvent.pointerDown(cell('2026-03-25'), { button: 0 });
    expect(handlers.onSelect).toHaveBeenLastCalledWith({ first: '2026-03-18', last: '2026-03-18' });
    expect(handlers.onOpen).toHaveBeenCalledWith({ type: 'reservation', reservation: guestBooking });
    expect(cell('2026-03-18').getAttribute('data-selection')).toBe('single');
  });

  it('starts a new selection at the next click after a refused range (issue 43, item 1)', () => {
    const { handlers } = renderBoard();
    // Dragged across the booking: refused, back to the first day, and the booking opens.
    fireEvent.pointerDown(cell('2026-03-18'), { button: 0 });
    document.elementFromPoint = vi.fn(() => cell('2026-03-21'));
    fireEvent.pointerMove(cell('2026-03-18'), { clientX: 1, clientY: 1 });
    fireEvent.pointerUp(cell('2026-03-21'));
    expect(handlers.onOpen).toHaveBeenCalledTimes(1);
    expect(cell('2026-03-18').getAttribute('data-selection')).toBe('single');
    // A click on a free day past the booking starts afresh, and a second one ends the range.
    fireEvent.pointerDown(cell('2026-03-25'), { button: 0 });
    fireEvent.pointerUp(cell('2026-03-25'));
    expect(handlers.onSelect).toHaveBeenLastCalledWith({ first: '2026-03-25', last: '2026-03-25' });
    expect(cell('2026-03-18').getAttribute('data-selection')).toBe('none');
    fireEvent.pointerDown(cell('2026-03-28'), { button: 0 });
    fireEvent.pointerUp(cell('2026-03-28'));
    expect(handlers.onSelect).toHaveBeenLastCalledWith({ first: '2026-03-25', last: '2026-03-28' });
    expect(handlers.onOpen).toHaveBeenCalledTimes(1);
  });

  it('draws a guest booking inside an owner stay as a clash, the stay unbroken (issue 43, item 2)', () => {
    const stay: TReservation = {
      ...guestBooking,
      id: 8,
      kind: 'owner',
      start_date: '2026-03-11',
      end_date: '2026-03-17',
      guest: null,
      reservation_for: 'Myself',
      key: 'Owner Reservation',
      is_editable: true,
    };
    const inside: TReservation = { ...guestBooking, start_date: '2026-03-14', end_date: '2026-03-16' };
    const { handlers } = renderBoard([stay, inside]);
    // The stay's bar runs on through the clash: no end on the 14th, no start on the 16th.
    for (const date of ['2026-03-14', '2026-03-15', '2026-03-16']) {
      const bar = cell(date).querySelector('[data-kind="owner"][class*="night"]');
      expect(bar?.hasAttribute('data-cap')).toBe(false);
    }
    expect(cell('2026-03-14').querySelectorAll('[class*="clash"]')).toHaveLength(1);
    expect(cell('2026-03-15').querySelectorAll('[class*="clash"]')).toHaveLength(2);
    expect(cell('2026-03-17').querySelectorAll('[class*="clash"]')).toHaveLength(0);
    expect(cell('2026-03-14').getAttribute('aria-label')).toBe(
      'Saturday, March 14, 2026, My Reservation, clash with a Guest Booking checking in',
    );
    expect(cell('2026-03-15').getAttribute('aria-label')).toBe(
      'Sunday, March 15, 2026, My Reservation, clash with a Guest Booking',
    );
    expect(cell('2026-03-16').getAttribute('aria-label')).toBe(
      'Monday, March 16, 2026, My Reservation, Guest Booking check-out, end of the clash',
    );
    // A click on a clashing night opens the owner's own stay, whose panel names the clash.
    fireEvent.pointerDown(cell('2026-03-15'), { button: 0 });
    fireEvent.pointerUp(cell('2026-03-15'));
    expect(handlers.onOpen).toHaveBeenCalledWith({ type: 'reservation', reservation: stay });
  });

  it('outlines the booking open in the panel and names its guest on its bar', () => {
    const { store } = renderBoard();
    expect(cell('2026-03-20').querySelector('[data-label]')?.getAttribute('data-label')).toBe('Gina Guest');
    expect(cell('2026-03-21').querySelector('[data-label]')).toBeNull();
    expect(document.querySelectorAll('[data-opened]')).toHaveLength(0);
    act(() => store.set({ opened: guestBooking.id }));
    // Each of its three nights: the afternoon of its day and the morning of the next.
    expect(document.querySelectorAll('[data-opened]')).toHaveLength(6);
    expect(cell('2026-03-23').querySelector('[data-opened]')).not.toBeNull();
  });

  it('opens a booking by a click on it', () => {
    const { handlers } = renderBoard();
    fireEvent.pointerDown(cell('2026-03-21'), { button: 0 });
    fireEvent.pointerUp(cell('2026-03-21'));
    expect(handlers.onOpen).toHaveBeenCalledWith({ type: 'reservation', reservation: guestBooking });
  });

  it('moves with the arrow keys, selects with Enter or Space and clears with Escape', () => {
    const { handlers } = renderBoard();
    act(() => cell('2026-03-10').focus());
    fireEvent.keyDown(cell('2026-03-10'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cell('2026-03-11'));
    fireEvent.keyDown(cell('2026-03-11'), { key: 'Enter' });
    fireEvent.keyDown(cell('2026-03-11'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cell('2026-03-18'));
    fireEvent.keyDown(cell('2026-03-18'), { key: ' ' });
    expect(handlers.onSelect).toHaveBeenLastCalledWith({ first: '2026-03-11', last: '2026-03-18' });
    expect(cell('2026-03-18').getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(cell('2026-03-18'), { key: 'Escape' });
    expect(handlers.onClear).toHaveBeenCalled();
    expect(screen.queryAllByRole('gridcell', { selected: true })).toHaveLength(0);
  });

  it('loads the next year of months when an arrow key moves past the last day shown (issue 26 point 2)', async () => {
    const { onMonthsChange } = renderBoard();
    // The second month comes a frame after the first (its turn, decision 0069).
    await screen.findByRole('heading', { name: 'April 2026' });
    act(() => cell('2026-04-28').focus());
    fireEvent.keyDown(cell('2026-04-28'), { key: 'ArrowDown' });
    const months = onMonthsChange.mock.calls[0]?.[0] ?? [];
    expect(months).toHaveLength(14);
    expect(months.slice(2, 4)).toEqual(['2026-05-01', '2026-06-01']);
  });

  it("chooses a guest's free arrival morning and opens the booking from the rest of its check-in day (issue 26 point 3)", () => {
    const { handlers } = renderBoard();
    const arrival = cell('2026-03-20');
    vi.spyOn(arrival, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 100, 64));
    fireEvent.pointerDown(cell('2026-03-18'), { button: 0, clientX: 70, pointerType: 'mouse' });
    fireEvent.pointerUp(cell('2026-03-18'), { button: 0, clientX: 70, pointerType: 'mouse' });
    fireEvent.pointerDown(arrival, { button: 0, clientX: 20, pointerType: 'mouse' });
    fireEvent.pointerUp(arrival, { button: 0, clientX: 20, pointerType: 'mouse' });
    expect(handlers.onSelect).toHaveBeenLastCalledWith({ first: '2026-03-18', last: '2026-03-20' });
    expect(handlers.onOpen).not.toHaveBeenCalled();
    fireEvent.pointerDown(arrival, { button: 0, clientX: 80, pointerType: 'mouse' });
    fireEvent.pointerUp(arrival, { button: 0, clientX: 80, pointerType: 'mouse' });
    expect(handlers.onOpen).toHaveBeenCalledWith({ type: 'reservation', reservation: guestBooking });
  });
});
