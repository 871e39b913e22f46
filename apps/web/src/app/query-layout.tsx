import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from './query-client';

/**
 * The query cache's provider, around every page but the sign-in page: TanStack Query (9 KB brotli)
 * is downloaded with the first page that reads through it, not on a first visit to `/login`
 * (decision 0063).
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
