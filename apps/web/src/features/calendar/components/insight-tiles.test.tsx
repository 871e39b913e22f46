import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { TReservation } from '@harborstay/contracts';
import { renderWithApp } from '../../../testing/render';
import { buildCalendarIndex, clashesInMonth } from '../lib/calendar-model';
import { CalendarLegend, InsightTiles } from './insight-tiles';

const stay = {
  id: 8,
  property_id: 1,
  kind: 'owner',
  status: 'confirmed',
  start_date: '2027-01-11',
  end_date: '2027-01-17',
  nights_count: 6,
  arrival: '16:00',
  departure: '10:00 AM',
  guests_count: 2,
  reservation_for: 'Myself',
  guest: null,
  notes: null,
  type_of_maintenance: null,
  platform: null,
  key: 'Owner Reservation',
  color: '#3D91FF',
  confirmation_code: null,
  confirmed_at: null,
  revenue: 0,
  management_fee: 0,
  net_income: 0,
  cleaning_cost: 0,
  opportunity_cost: 600,
  is_editable: true,
  delivery: null,
  clashes: [],
} satisfies TReservation;

const inside: TReservation = {
  ...stay,
  id: 9,
  kind: 'guest',
  start_date: '2027-01-14',
  end_date: '2027-01-16',
  guest: { first_name: 'Gina', last_name: 'Guest', email: null, phone: null },
  reservation_for: null,
  net_income: 400,
  is_editable: false,
};

function renderTiles(reservations: TReservation[], month = '2027-01-01') {
  const index = buildCalendarIndex(reservations, []);
  renderWithApp(
    <InsightTiles
      month={month}
      reservations={reservations}
      blockedDates={[]}
      clashes={clashesInMonth(index, month)}
    >
      <CalendarLegend />
    </InsightTiles>,
  );
}

describe('the insight bar (issue 43, items 2 and 7)', () => {
  it('says how many clashes the month holds, in the tiles and in the phone’s one-line summary', () => {
    renderTiles([stay, inside]);
    expect(screen.getByTestId('insight-clashes').textContent).toMatch(/^1 clash in January 2027: /);
    expect(screen.getByTestId('insights-summary').textContent).toMatch(/^1 clash · /);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Guest Booking',
      'My Reservation',
      'Block',
      'Clash',
    ]);
  });

  it('says nothing of clashes in a month without one', () => {
    renderTiles([stay, inside], '2027-02-01');
    expect(screen.queryByTestId('insight-clashes')).toBeNull();
    expect(screen.getByTestId('insights-summary').textContent).not.toContain('clash');
  });

  it('counts a pair once however many nights it shares', () => {
    const other: TReservation = { ...inside, id: 10, start_date: '2027-01-16', end_date: '2027-01-19' };
    const index = buildCalendarIndex([stay, inside, other], []);
    expect(clashesInMonth(index, '2027-01-01')).toBe(2);
  });

  it('unfolds the tiles and the legend behind one button', () => {
    renderTiles([stay]);
    const toggle = screen.getByRole('button', { name: 'Details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Less' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Total opportunity cost')).toBeTruthy();
  });
});
