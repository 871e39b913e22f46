import { lazy, Suspense } from 'react';
import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { onUnauthorized } from '../shared/api/api-client';
import { endSession } from '../shared/session/sign-out';
import { router } from './router';
import { theme } from './theme';

// The toasts' container (with its transitions and scroll lock) arrives after the first page: a
// notification shown before it mounts waits in Mantine's store and appears when it does.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

// The server refused our token (expired, revoked): the session is over.
onUnauthorized(endSession);

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not get better by asking again.
      retry: (failureCount, error) => failureCount < 2 && !('status' in error && Number(error.status) < 500),
    },
  },
});

// Mantine's dimmed gray (3.3:1 on white) and error red (3.9:1) miss WCAG AA's 4.5:1 for text;
// one shade darker meets it.
const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057',
    '--mantine-color-error': t.colors.red[8] ?? '#e03131',
  },
  dark: {},
});

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Suspense fallback={null}>
        <Notifications position="bottom-left" />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
