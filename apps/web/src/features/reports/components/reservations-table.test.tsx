import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TReservationReport } from '@harborstay/contracts';
import { renderWithApp } from '../../../testing/render';
import { ReservationsTable } from './reservations-table';

const report: TReservationReport = {
  count: 23,
  page: 1,
  page_size: 10,
  start: '2026-11-01',
  end: '2026-11-30',
  results: [
    {
      id: 7,
      status: 'confirmed',
      property_id: 1,
      property_nickname: 'Pines Cabin',
      property_address: '214 Wellington Rd',
      guest_name: null,
      guests_count: null,
      reservation_id: null,
      platform: 'Owner Reservation',
      nights_count: 3,
      check_in: '2026-11-03',
      check_out: '2026-11-06',
      confirmation_date: null,
      revenue: 0,
      management_fee: 0,
      net_income: 0,
    },
  ],
  totals: { nights_count: 57, revenue: 12_345.6, management_fee: 2_469.12, net_income: 9_876.48 },
};

describe('ReservationsTable', () => {
  it('shows No data in empty cells and totals over the whole range for the chosen columns', () => {
    renderWithApp(
      <ReservationsTable
        report={report}
        columns={['status', 'guest_name', 'check_in', 'nights_count', 'net_income']}
        sort="start_date"
        onSort={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Status',
      'Guest Name',
      'Number of Nights',
      'Check-in Date',
      'Net Income',
    ]);
    const [, row, totals] = screen.getAllByRole('row');
    if (!row || !totals) throw new Error('rows missing');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Confirmed', 'No data', '3', 'Nov 3, 2026', '$0.00']);
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Totals (23)', '', '57', '', '$9,876.48']);
  });

  it('shows the spec’s empty text, and sorts by check-in and platform', async () => {
    const onSort = vi.fn();
    const { unmount } = renderWithApp(
      <ReservationsTable
        report={report}
        columns={['check_in', 'platform']}
        sort="start_date"
        onSort={onSort}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Check-in Date/ }));
    expect(onSort).toHaveBeenLastCalledWith('-start_date');
    fireEvent.click(screen.getByRole('button', { name: /Platform/ }));
    expect(onSort).toHaveBeenLastCalledWith('platform');
    unmount();
    renderWithApp(
      <ReservationsTable
        report={{ ...report, count: 0, results: [] }}
        columns={['status']}
        sort="start_date"
        onSort={onSort}
      />,
    );
    expect(screen.getByText('You have not had any reservations yet...')).toBeTruthy();
  });
});
