import type { ReactElement } from 'react';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { theme } from '../app/theme';

const NO_TRANSITION = { transitionProps: { duration: 0 } };

/**
 * The app's theme without animations. A Mantine transition runs on animation frames and a timeout
 * that may outlive the test (even its unmount, when two of them overlap) and then fire after jsdom is
 * gone. With reduced motion respected, and setup.ts's media queries preferring it, every transition
 * (a Button's loader, a Popover's overlay, whatever their durations) shows and hides at once; the
 * components taking transition props start at 0 ms even before that media query is read.
 */
export const testTheme = mergeThemeOverrides(theme, {
  respectReducedMotion: true,
  components: {
    Modal: { defaultProps: NO_TRANSITION },
    Popover: { defaultProps: NO_TRANSITION },
    Menu: { defaultProps: NO_TRANSITION },
    Tooltip: { defaultProps: NO_TRANSITION },
  },
});

/** Renders `routes` inside the app's providers, starting at `path`; the router is returned for its location. */
export function renderRoutes(routes: RouteObject[], { path }: { path: string }) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // No garbage collection: its 5-minute timer, started when a page unmounts, would outlive the test.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { gcTime: Infinity } },
  });
  const result = render(
    <MantineProvider theme={testTheme}>
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
