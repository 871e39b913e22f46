import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, Outlet, type RouteObject } from 'react-router';
import { mockApi, networkError, ok } from '../../testing/api-mock';
import { renderRoutes } from '../../testing/render';
import { lazyPage } from '../page-load-error';
import { reloadPage } from '../reload-page';
import { RouteErrorView } from './route-error-view';

vi.mock('../reload-page', () => ({ reloadPage: vi.fn() }));

/** A stand-in for the owner shell: navigation around the page, with the error view placed as in the app. */
function renderInShell(page: RouteObject) {
  const { router } = renderRoutes(
    [
      {
        element: (
          <>
            <nav aria-label="Main">
              <Link to="/owner/dashboard">Dashboard</Link>
              <Link to="/owner/properties">Properties</Link>
            </nav>
            <Outlet />
          </>
        ),
        children: [
          {
            errorElement: <RouteErrorView />,
            children: [{ path: '/owner/dashboard', element: <h1>Dashboard</h1> }, page],
          },
        ],
      },
    ],
    { path: '/owner/dashboard' },
  );
  return router;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(reloadPage).mockClear();
});

describe('RouteErrorView', () => {
  it("shows a page whose code cannot be downloaded as the portal's view inside the shell, and reloads on Retry once the portal answers", async () => {
    let isOnline = false;
    mockApi({ 'GET /api/health': () => (isOnline ? ok({ status: 'ok' }) : networkError()) });
    renderInShell({
      path: '/owner/properties',
      ...lazyPage(
        () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        (module: { Page: () => null }) => module.Page,
      ),
    });
    fireEvent.click(screen.getByRole('link', { name: 'Properties' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(
      /Unexpected Application Error|Hey developer|Failed to fetch/,
    );

    // Still offline: the view stays and says so, rather than reloading into the browser's error page.
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'The portal still does not answer. Try again in a moment.',
    );
    expect(reloadPage).not.toHaveBeenCalled();

    isOnline = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });

  it('shows a page that breaks while showing as the error view, and renders it afresh on Retry', async () => {
    let isBroken = true;
    function FlakyPage() {
      if (isBroken) throw new Error('Cannot read properties of undefined');
      return <h1>Properties</h1>;
    }
    const router = renderInShell({ path: '/owner/properties', element: <FlakyPage /> });
    fireEvent.click(screen.getByRole('link', { name: 'Properties' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong on this page' }),
    ).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('Cannot read properties');

    isBroken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Properties' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/owner/properties');
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
