import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderRoutes } from '../../../testing/render';
import { ConfirmedInfoPage } from './confirmed-info-page';

function renderConfirmation(state: unknown) {
  const { router } = renderRoutes(
    [
      { path: '/confirmed-info/:propertyId', element: <ConfirmedInfoPage /> },
      { path: '/owner/property-calendar/:id', element: <p>calendar</p> },
    ],
    { path: '/confirmed-info/4' },
  );
  act(() => void router.navigate('/confirmed-info/4', { state, replace: true }));
  return router;
}

afterEach(() => vi.useRealTimers());

describe('ConfirmedInfoPage', () => {
  it('confirms a stay for Myself with its dates and counts down every second to the calendar', () => {
    vi.useFakeTimers();
    const router = renderConfirmation({
      reason: 'Stay',
      reservationFor: 'Myself',
      startDate: '2024-01-01',
      endDate: '2024-01-04',
    });
    expect(screen.getByRole('heading', { name: 'Reservation confirmed' })).toBeTruthy();
    expect(screen.getByText('Enjoy your stay!')).toBeTruthy();
    expect(screen.getByTestId('confirmed-dates').textContent).toContain('Jan 1st, 2024');
    expect(screen.getByTestId('confirmed-dates').textContent).toContain('Jan 4th, 2024');
    expect(screen.getByText('Back to the calendar in 5 seconds')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Back to the calendar in 4 seconds')).toBeTruthy();
    act(() => vi.advanceTimersByTime(4000));
    expect(router.state.location.pathname).toBe('/owner/property-calendar/4');
  });

  it('confirms a block, or a stay for another person, in their own words', () => {
    renderConfirmation({
      reason: 'Maintenance',
      reservationFor: null,
      startDate: '2024-02-02',
      endDate: '2024-02-03',
    });
    expect(screen.getByRole('heading', { name: 'Your maintenance block has been confirmed!' })).toBeTruthy();
    expect(screen.getByText('Let us know how we can help')).toBeTruthy();
    // A block's dates in the words they have everywhere (issue 43, item 6).
    const dates = screen.getByTestId('confirmed-dates').textContent;
    expect(dates).toContain('First night Feb 2nd, 2024');
    expect(dates).toContain('Free again Feb 3rd, 2024');
  });

  it("goes back on 'Continue to Calendar'", () => {
    const router = renderConfirmation({
      reason: 'Stay',
      reservationFor: 'Other person',
      startDate: '2024-02-02',
      endDate: '2024-02-05',
    });
    expect(screen.getByText('Let us know how we can make the stay memorable!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Calendar' }));
    expect(router.state.location.pathname).toBe('/owner/property-calendar/4');
  });
});
