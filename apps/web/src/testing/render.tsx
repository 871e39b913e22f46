import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { theme } from '../app/theme';

/** Renders `routes` inside the app's providers, starting at `path`; the router is returned for its location. */
export function renderRoutes(routes: RouteObject[], { path }: { path: string }) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router };
}

/** Renders a component inside the app's providers at `path`; other paths render their name. */
export function renderWithApp(element: ReactElement, { path = '/' }: { path?: string } = {}) {
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <p data-testid="location">elsewhere</p> },
    ],
    { path },
  );
}
