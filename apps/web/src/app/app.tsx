import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { RouterProvider } from 'react-router';
import type { createAppRouter } from './router';
import { onUnauthorized } from '../shared/api/api-client';
import { currentAddress, endSession } from '../shared/session/sign-out';
import { theme } from './theme';
import { Toasts } from './toasts';

// The server refused our token (expired, revoked): the session is over, and the sign-in page
// brings the owner back to this page.
onUnauthorized(() => endSession({ returnTo: currentAddress() }));

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

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Toasts />
      {/* The query cache's provider comes with every page but the sign-in page (router.tsx). */}
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
