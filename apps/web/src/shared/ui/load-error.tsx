import { Button, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { messages } from '@harborstay/contracts';
import { ApiError, NetworkError } from '../api/api-client';
import { StatusAlert } from './status-alert';

/** The words an owner may read for a failed load: the server's or the portal's, never a browser's. */
export function loadErrorMessage(error: Error): string {
  return error instanceof ApiError || error instanceof NetworkError ? error.message : messages.requestFailed;
}

/** What a list or page shows instead of its data when loading it failed: the reason, and Retry. */
export function LoadError({
  error,
  onRetry,
  isRetrying,
}: {
  error: Error;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <StatusAlert type="error">
      <Stack gap="sm" align="flex-start">
        <Text inherit>{loadErrorMessage(error)}</Text>
        <Button
          size="xs"
          variant="white"
          color="red.9"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={isRetrying}
          onClick={onRetry}
        >
          Retry
        </Button>
      </Stack>
    </StatusAlert>
  );
}
