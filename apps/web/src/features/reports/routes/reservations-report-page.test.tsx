import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TReservationReport, TReservationReportRow } from '@harborstay/contracts';
import { mockApi, ok } from '../../../testing/api-mock';
import { buildPropertyListItem } from '../../../testing/builders';
import { fakeMediaQueryList } from '../../../testing/media-queries';
import { renderWithApp } from '../../../testing/render';
import { ReservationsReportPage } from './reservations-report-page';

const booking = (id: number, overrides: Partial<TReservationReportRow> = {}): TReservationReportRow => ({
  id,
  status: 'confirmed',
  property_id: 3,
  property_nickname: 'Pines Cabin',
  property_address: '214 Wellington Rd',
  guest_name: 'Ines Invited',
  guests_count: 4,
  reservation_id: `HM-${id}`,
  platform: 'Airbnb',
  nights_count: 3,
  check_in: '2026-12-03',
  check_out: '2026-12-06',
  confirmation_date: '2026-10-01',
  revenue: 1_200,
  management_fee: 240,
  net_income: 960,
  ...overrides,
});

const report: TReservationReport = {
  count: 2,
  page: 1,
  page_size: 10,
  start: '2026-12-01',
  end: '2026-12-31',
  results: [
    booking(1),
    booking(2, { guest_name: 'Luis Late', check_in: '2026-12-29', check_out: '2027-01-02' }),
  ],
  totals: { nights_count: 7, revenue: 2_400, management_fee: 480, net_income: 1_920 },
};

/** A 390px phone: every `(width < …)` query of the breakpoints from 576px up matches. */
function onAPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
    const px = /width < ([\d.]+)em/.exec(query)?.[1];
    return fakeMediaQueryList(query, px !== undefined && 390 < Number(px) * 16);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the reservations report on a phone', { timeout: 20_000 }, () => {
  it('folds the filters behind one button and shows compact cards: guest and dates, net income, the rest at a tap', async () => {
    onAPhone();
    mockApi({
      'GET /api/owners/owner/properties/': () =>
        ok([buildPropertyListItem({ id: 3, entity_name: 'Pines Cabin' })]),
      'GET /api/owners/owner/reservations/': () => ok(report),
    });
    renderWithApp(<ReservationsReportPage />, { path: '/owner/financial/reservation-feed/' });

    const list = await screen.findByRole('list', { name: 'Reservations' });
    // The filters: one button saying what they are set to; nothing of them until it is pressed.
    const filters = screen.getByRole('button', { name: /^Filters/ });
    expect(filters.getAttribute('aria-expanded')).toBe('false');
    expect(filters.textContent).toContain('All properties');
    expect(screen.queryByRole('textbox', { name: 'Report title' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();

    const [first, second] = within(list).getAllByRole('button');
    if (!first || !second) throw new Error('two cards expected');
    expect(first.textContent).toBe('Ines InvitedDec 3 – Dec 6, 2026 · Pines Cabin$960.00Net income');
    expect(second.textContent).toContain('Dec 29, 2026 – Jan 2, 2027');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(within(list).queryByText('Airbnb')).toBeNull();
    expect(within(list).queryByText('$1,200.00')).toBeNull();

    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(first.getAttribute('aria-controls') ?? '');
    if (!details) throw new Error('no details');
    expect(within(details).getByText('Airbnb')).toBeTruthy();
    expect(within(details).getByText('Number of Nights').nextSibling?.textContent).toBe('3');
    expect(within(details).getByText('$1,200.00')).toBeTruthy();
    expect(within(details).getByText('$240.00')).toBeTruthy();

    fireEvent.click(filters);
    expect(filters.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Report title' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
  });
});
