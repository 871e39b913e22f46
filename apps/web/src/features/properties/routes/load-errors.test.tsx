import { afterEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../../../app/theme';
import { buildPropertyInfo } from '../../../testing/builders';
import { CoOwnersPage } from './co-owners-page';
import { PropertiesPage } from './properties-page';
import { PropertyInfoPage } from './property-info-page';
import { PropertyLayout } from './property-layout';

const PROCESSING_ERROR = 'Error occured during proccesing your request. Try again!';

function jsonResponse(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** The API unreachable until `reconnect()`; then each path answers with its body. */
function serveOffline(answers: Record<string, unknown>) {
  let isOnline = false;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (!isOnline) throw new TypeError('Failed to fetch');
    const path = String(input);
    return path in answers ? jsonResponse(answers[path]) : new Response(null, { status: 404 });
  });
  return { reconnect: () => (isOnline = true) };
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/owner/properties', element: <PropertiesPage /> },
      { path: '/owner/co-owners', element: <CoOwnersPage /> },
      {
        element: <PropertyLayout />,
        children: [{ path: '/owner/property-details/:id', element: <PropertyInfoPage /> }],
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** The page's one error state: the portal's words and Retry, never the browser's. */
async function expectLoadError() {
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(PROCESSING_ERROR);
  expect(document.body.textContent).not.toContain('Failed to fetch');
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  return within(alert).getByRole('button', { name: 'Retry' });
}

afterEach(() => vi.restoreAllMocks());

describe('pages whose data cannot be loaded', () => {
  it('the properties list shows the processing error and Retry, which loads it', async () => {
    const api = serveOffline({
      '/api/owners/owner/properties/': [
        {
          id: 3,
          entity_name: 'Aspen Cabin',
          street_address: '3 Main St',
          city: 'Denver',
          state: 'CO',
          postal_code: '80202',
          harborstay_services: true,
          status: 'completed',
        },
      ],
    });
    renderAt('/owner/properties');
    const retry = await expectLoadError();
    api.reconnect();
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Aspen Cabin' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the co-owners list shows the processing error and Retry', async () => {
    const api = serveOffline({ '/api/owners/': [] });
    renderAt('/owner/co-owners');
    const retry = await expectLoadError();
    api.reconnect();
    fireEvent.click(retry);
    expect(await screen.findByText('You have not co-owners yet...')).toBeTruthy();
  });

  it('Property Info shows the processing error and Retry under its heading, which loads the property', async () => {
    const property = buildPropertyInfo({ id: 12 });
    const api = serveOffline({
      '/api/owners/owner/property/12/': property,
      '/api/owners/owner/property/financials/12/': {
        montly_profit: 0,
        total_profit: 0,
        year_income: 0,
        occupancy_in_percent: 0,
        percentage: 0,
        as_of: '2026-11-23',
      },
    });
    renderAt('/owner/property-details/12');
    expect(screen.getByRole('heading', { level: 1, name: 'Property Info' })).toBeTruthy();
    const retry = await expectLoadError();
    api.reconnect();
    fireEvent.click(retry);
    expect(await screen.findByRole('form', { name: 'Property information' })).toBeTruthy();
    expect(screen.getAllByText(property.entity_name).length).toBeGreaterThan(0);
  });
});
