import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { mockApi, networkError, ok } from '../../../testing/api-mock';
import { buildDashboard, buildPropertyListItem } from '../../../testing/builders';
import { renderRoutes } from '../../../testing/render';
import {
  PropertyFilterProvider,
  STORAGE_PROPERTY_FILTER_KEY,
} from '../../../shared/property-filter/property-filter';
import { DashboardPage } from './dashboard-page';

const properties = [
  buildPropertyListItem({ id: 3, entity_name: 'Aspen Loft' }),
  buildPropertyListItem({ id: 4, entity_name: 'Surf Shack' }),
];

function renderDashboard() {
  return renderRoutes(
    [
      {
        path: '/owner/dashboard',
        element: (
          <PropertyFilterProvider>
            <DashboardPage />
          </PropertyFilterProvider>
        ),
      },
      { path: '/owner/property-details/:id', element: <p>details page</p> },
      { path: '/owner/property-care/:id', element: <p>care page</p> },
    ],
    { path: '/owner/dashboard' },
  );
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

beforeEach(() => localStorage.clear());

describe('the dashboard page', () => {
  it('shows the header cards, the tiles, the rates and the lists of the API’s answer', async () => {
    mockApi({
      'GET /api/owners/owner/properties/': () => ok(properties),
      'GET /api/owners/dashboard/': () => ok(buildDashboard()),
    });
    renderDashboard();
    expect(await screen.findByText('MARCH Net Income')).toBeTruthy();
    expect(text('header-month-net-income')).toBe('$1,041');
    expect(screen.getByText('2027 Estimated Net Income')).toBeTruthy();
    expect(text('header-year-net-income')).toBe('$2,911');
    expect(text('header-actively-reserved')).toBe('2');
    expect(screen.getByText('Out of 2 total properties')).toBeTruthy();
    // The tiles, then the rates and pace, each wait their turn (decision 0069): a frame apart.
    await screen.findByTestId('tile-occupancy');
    // The month's net income once, in the header: no tile repeats it.
    expect(screen.queryByTestId('tile-net-income')).toBeNull();
    const thisMonth = screen.getByRole('region', { name: 'This month' });
    expect(thisMonth.textContent).not.toContain('Net Income');
    expect(thisMonth.textContent).not.toContain('$1,041');
    expect(text('tile-occupancy')).toBe('37.7%');
    expect(text('tile-new-reservations')).toBe('2');
    expect(text('tile-tasks-completed')).toBe('3');
    await screen.findByTestId('figure-adr');
    expect(text('figure-adr')).toBe('$52.03');
    expect(text('figure-revpar')).toBe('$19.63');
    const pace = within(screen.getByTestId('booking-pace'));
    expect(pace.getByRole('rowheader', { name: 'April' }).closest('tr')?.textContent).toBe('April129');
    // Each figure says how it is computed.
    expect(
      screen.getByRole('button', { name: 'About MARCH Net Income' }).getAttribute('aria-describedby'),
    ).toBeTruthy();
    expect(document.body.textContent).toContain(
      'Net income for all properties and all check-ins for the month. It is an estimate until the month is finalised.',
    );
  });

  it('moves the Earnings Overview three months at a time, and gives screen readers every month', async () => {
    mockApi({
      'GET /api/owners/owner/properties/': () => ok(properties),
      'GET /api/owners/dashboard/': () => ok(buildDashboard({ as_of: '2027-05-15' })),
    });
    renderDashboard();
    expect(await screen.findByText('Apr to Jun 2027')).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'Previous three months' });
    fireEvent.click(previous);
    expect(text('chart-window')).toBe('Jan to Mar 2027');
    expect(previous).toHaveProperty('disabled', true);
    const bars = within(screen.getByTestId('earnings-bars'));
    expect(bars.getByText('$750')).toBeTruthy(); // February this year (750.40)
    expect(bars.getByText('$900')).toBeTruthy(); // March last year
    const next = screen.getByRole('button', { name: 'Next three months' });
    for (let step = 0; step < 3; step += 1) fireEvent.click(next);
    expect(text('chart-window')).toBe('Oct to Dec 2027');
    expect(next).toHaveProperty('disabled', true);
    const table = screen.getByRole('table', { name: /Net income by month of check-in, 2027 and 2026/ });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByRole('rowheader', { name: 'March' }).closest('tr')?.textContent).toBe(
      'March$1,041$900',
    );
  });

  it('sends the remembered filter and takes rows to the property pages', async () => {
    localStorage.setItem(STORAGE_PROPERTY_FILTER_KEY, '[4]');
    const calls = mockApi({
      'GET /api/owners/owner/properties/': () => ok(properties),
      'GET /api/owners/dashboard/': () => ok(buildDashboard()),
    });
    const { router } = renderDashboard();
    fireEvent.click(await screen.findByRole('link', { name: 'Surf Shack' }));
    expect(router.state.location.pathname).toBe('/owner/property-details/4');
    expect(
      calls.filter((call) => call.route === 'GET /api/owners/dashboard/').map((call) => call.search),
    ).toEqual(['?id=4']);
  });

  it('takes a task row to the property’s care page', async () => {
    mockApi({
      'GET /api/owners/owner/properties/': () => ok(properties),
      'GET /api/owners/dashboard/': () => ok(buildDashboard()),
    });
    const { router } = renderDashboard();
    const tasks = within(await screen.findByTestId('dashboard-tasks'));
    fireEvent.click(await tasks.findByText('Surf Shack'));
    expect(router.state.location.pathname).toBe('/owner/property-care/4');
  });

  it('shows the error with Retry, and the figures once Retry succeeds', async () => {
    let isOnline = false;
    mockApi({
      'GET /api/owners/owner/properties/': () => ok(properties),
      'GET /api/owners/dashboard/': () => (isOnline ? ok(buildDashboard()) : networkError()),
    });
    renderDashboard();
    const alert = await screen.findByRole('alert');
    isOnline = true;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('MARCH Net Income')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a month without check-ins has none, rather than $0', async () => {
    mockApi({
      'GET /api/owners/owner/properties/': () => ok(properties),
      'GET /api/owners/dashboard/': () =>
        ok(
          buildDashboard({
            total_current_month_net_income: 0,
            current_month_average_nightly_rate: null,
            current_month_revpar: 0,
          }),
        ),
    });
    renderDashboard();
    expect(await screen.findByText('MARCH Net Income')).toBeTruthy();
    expect(text('header-month-net-income')).toBe('No check-ins this month');
    await screen.findByTestId('figure-revpar');
    expect(text('figure-adr')).toBe('No check-ins');
    expect(text('figure-revpar')).toBe('No check-ins');
  });

  it('shows the empty texts for an owner with nothing yet', async () => {
    mockApi({
      'GET /api/owners/owner/properties/': () => ok([]),
      'GET /api/owners/dashboard/': () =>
        ok(
          buildDashboard({
            total_current_month_net_income: 0,
            current_month_reservations_number: 0,
            current_month_completed_properties_tasks: 0,
            current_month_occupancy: null,
            net_income_by_months: Array<number>(12).fill(0),
            last_year_net_income_by_months: Array<number>(12).fill(0),
            current_year_net_income: 0,
            current_month_average_nightly_rate: null,
            current_month_revpar: null,
            quick_property_access_table: [],
            quick_tasks_access_table: [],
            actively_reserved_properties: 0,
            total_properties: 0,
          }),
        ),
    });
    renderDashboard();
    expect(await screen.findByText('You have not had any properties yet...')).toBeTruthy();
    expect(text('header-month-net-income')).toBe('No check-ins this month');
    // No available night: a dash for occupancy, not 0 %.
    expect(text('tile-occupancy')).toBe('–');
    expect(text('figure-adr')).toBe('No check-ins');
    // The lists render frames after the figures, at their turn (RevealInTurn).
    expect(await screen.findByText('No property task has been completed yet.')).toBeTruthy();
    expect(screen.getByText('No net income yet this year or last.')).toBeTruthy();
  });
});
