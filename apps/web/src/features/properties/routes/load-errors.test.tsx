import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderRoutes } from '../../../testing/render';
import type { JsonBodyType } from 'msw';
import { mockApi, networkError, ok, type ApiAnswer } from '../../../testing/api-mock';
import { buildPropertyFinancials, buildPropertyInfo, buildPropertyListItem } from '../../../testing/builders';
import { CoOwnersPage } from './co-owners-page';
import { PropertiesPage } from './properties-page';
import { PropertyInfoPage } from './property-info-page';
import { PropertyLayout } from './property-layout';

const PROCESSING_ERROR = 'Error occured during proccesing your request. Try again!';

/** The API is unreachable until the test reconnects it. */
const network = { isOnline: false };
const whenOnline =
  <TBody extends JsonBodyType>(answer: ApiAnswer<TBody>) =>
  () =>
    network.isOnline ? answer : networkError();

function renderAt(path: string) {
  renderRoutes(
    [
      { path: '/owner/properties', element: <PropertiesPage /> },
      { path: '/owner/co-owners', element: <CoOwnersPage /> },
      {
        element: <PropertyLayout />,
        children: [{ path: '/owner/property-details/:id', element: <PropertyInfoPage /> }],
      },
    ],
    { path },
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

beforeEach(() => {
  network.isOnline = false;
});
afterEach(() => vi.restoreAllMocks());

describe('pages whose data cannot be loaded', () => {
  it('the properties list shows the processing error and Retry, which loads it', async () => {
    mockApi({
      'GET /api/owners/owner/properties/': whenOnline(
        ok([buildPropertyListItem({ id: 3, entity_name: 'Aspen Cabin' })]),
      ),
    });
    renderAt('/owner/properties');
    const retry = await expectLoadError();
    network.isOnline = true;
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Aspen Cabin' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the co-owners list shows the processing error and Retry', async () => {
    mockApi({ 'GET /api/owners/': whenOnline(ok([])) });
    renderAt('/owner/co-owners');
    const retry = await expectLoadError();
    network.isOnline = true;
    fireEvent.click(retry);
    expect(await screen.findByText('You have not co-owners yet...')).toBeTruthy();
  });

  it('Property Info shows the processing error and Retry under its heading, which loads the property', async () => {
    const property = buildPropertyInfo({ id: 12 });
    mockApi({
      'GET /api/owners/owner/property/:id/': whenOnline(ok(property)),
      'GET /api/owners/owner/property/financials/:id/': whenOnline(ok(buildPropertyFinancials())),
    });
    renderAt('/owner/property-details/12');
    expect(screen.getByRole('heading', { level: 1, name: 'Property Info' })).toBeTruthy();
    const retry = await expectLoadError();
    network.isOnline = true;
    fireEvent.click(retry);
    expect(await screen.findByRole('form', { name: 'Property information' })).toBeTruthy();
    expect(screen.getAllByText(property.entity_name).length).toBeGreaterThan(0);
  });
});
