import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '../../../testing/render';
import { fail, mockApi, ok, sentRequests } from '../../../testing/api-mock';
import { buildPropertyFinancials, buildPropertyInfo } from '../../../testing/builders';
import { PropertyLayout } from './property-layout';

const info = buildPropertyInfo({
  id: 12,
  entity_name: 'Steamboat Creekside Townhouse',
  street_address: '2750 Burgess Creek Rd, Unit 6',
  city: 'Steamboat Springs',
  state: 'CO',
  postal_code: '80487',
  harborstay_services: false,
});
const financials = buildPropertyFinancials({
  total_profit: 5000,
  year_income: 1234.5,
  occupancy_in_percent: 42.5,
  // A year the browser's clock never shows: the label must come from the server's figures.
  as_of: '2031-07-04',
});

function renderAt(path: string) {
  const { router } = renderRoutes(
    [
      {
        element: <PropertyLayout />,
        children: [{ path: '/owner/property-details/:id', element: <h1>Property Info</h1> }],
      },
      { path: '/owner/dashboard', element: <p>dashboard</p> },
    ],
    { path },
  );
  return router;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PropertyLayout', () => {
  it('shows the header bar with its figures and the Inactive badge, and remembers the property', async () => {
    mockApi({
      'GET /api/owners/owner/property/:id/': () => ok(info),
      'GET /api/owners/owner/property/financials/:id/': () => ok(financials),
    });
    renderAt('/owner/property-details/12');
    expect(await screen.findByText('Steamboat Creekside Townhouse')).toBeTruthy();
    expect(screen.getByText('2750 Burgess Creek Rd, Unit 6, Steamboat Springs, CO 80487')).toBeTruthy();
    expect(screen.getByText('Inactive')).toBeTruthy();
    expect(await screen.findByText('42.5%')).toBeTruthy();
    expect(screen.getByText('$1,235')).toBeTruthy();
    expect(screen.getByText('2031 Occupancy')).toBeTruthy();
    expect(screen.getByText('2031 Estimated Net Income')).toBeTruthy();
    const current = screen.getByRole('link', { name: 'Property Info' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Calendar' }).getAttribute('href')).toBe(
      '/owner/property-calendar/12',
    );
    await waitFor(() => expect(localStorage.getItem('property_id')).toBe('12'));
  });

  it('sends the owner to the dashboard when the property lookup answers 406', async () => {
    mockApi({
      'GET /api/owners/owner/property/:id/': () => fail(406, { detail: 'Not found.' }),
      'GET /api/owners/owner/property/financials/:id/': () => fail(404, { detail: 'Not found.' }),
    });
    const router = renderAt('/owner/property-details/99');
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/dashboard'));
    expect(localStorage.getItem('property_id')).toBeNull();
  });

  it('sends an id that cannot be a property to the dashboard without asking the server', async () => {
    const router = renderAt('/owner/property-details/abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/dashboard'));
    expect(sentRequests).toEqual([]);
  });
});
