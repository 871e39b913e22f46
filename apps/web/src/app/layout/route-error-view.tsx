import { useEffect, useState } from 'react';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { siteCalls } from '@harborstay/contracts';
import { callEndpoint, NetworkError } from '../../shared/api/api-client';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { PageLoadError } from '../../shared/page-load-error';
import { reloadPage } from '../reload-page';

/**
 * The portal's own view of a page that failed: its code could not be downloaded, or it broke while
 * showing. It takes the page's place inside the shell, so the navigation stays, and Retry tries
 * again: a fresh load for missing code (once the portal answers), a fresh render otherwise.
 */
export function RouteErrorView() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const [isRetrying, setRetrying] = useState(false);
  const [isStillOffline, setStillOffline] = useState(false);
  const isLoadError = error instanceof PageLoadError;
  useDocumentTitle(isLoadError ? 'Page not loaded' : 'Something went wrong');

  useEffect(() => {
    console.error('A page failed', error);
  }, [error]);

  const handleRetry = async () => {
    if (!isLoadError) {
      navigate(location, { replace: true });
      return;
    }
    setRetrying(true);
    try {
      await callEndpoint(siteCalls.health);
    } catch (probeError) {
      // While the portal is unreachable a reload would trade this view for the browser's own error page.
      if (probeError instanceof NetworkError) {
        setStillOffline(true);
        setRetrying(false);
        return;
      }
    }
    reloadPage();
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} data-testid="route-error">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={56} radius="xl" variant="light" color="red.9" aria-hidden>
          <IconPlugConnectedX size={30} />
        </ThemeIcon>
        <Title order={1} fz={26}>
          {isLoadError ? 'This page could not be loaded' : 'Something went wrong on this page'}
        </Title>
        <Text maw={560}>
          {isLoadError
            ? 'We could not reach the portal to open it. Check your internet connection, then try again.'
            : 'Try again. If it keeps happening, your account manager can help.'}
        </Text>
        {isStillOffline && (
          <Text role="status" c="red.9" fw={600}>
            The portal still does not answer. Try again in a moment.
          </Text>
        )}
        <Button
          leftSection={<IconRefresh size={18} aria-hidden />}
          loading={isRetrying}
          onClick={() => void handleRetry()}
        >
          Retry
        </Button>
      </Stack>
    </Paper>
  );
}
