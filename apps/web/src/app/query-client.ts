import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache: the provider and the routes' loaders (which start a page's reads) share it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not get better by asking again.
      retry: (failureCount, error) => failureCount < 2 && !('status' in error && Number(error.status) < 500),
    },
  },
});
