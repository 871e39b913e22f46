import { Progress, Stack, Text } from '@mantine/core';
import { messages } from '@harborstay/contracts';
import type { UploadStatus } from '../lib/use-upload-status';

/** The upload bar and its words (spec section 4); nothing while no upload is under way or just ended. */
export function UploadProgress({ status }: { status: UploadStatus }) {
  if (status.state === 'idle') return null;
  const isFailed = status.state === 'failed';
  const color = isFailed ? 'red.8' : status.state === 'complete' ? 'teal.8' : 'blue.7';
  return (
    <Stack gap={6} data-testid="upload-status">
      <Progress.Root size="lg" radius="xl">
        <Progress.Section
          value={status.percent}
          color={color}
          aria-label="Upload progress"
          aria-valuetext={`${status.percent}%`}
          data-percent={status.percent}
        />
      </Progress.Root>
      {status.state === 'uploading' && (
        <Text size="sm" aria-live="polite">
          Uploading… {status.percent}%
        </Text>
      )}
      {status.state === 'complete' && (
        <Text size="sm" fw={600} c="teal.9" role="status">
          {messages.uploadComplete}
        </Text>
      )}
      {isFailed && (
        <Text size="sm" fw={600} c="red.9" role="alert">
          {messages.uploadFailed} {status.message}
        </Text>
      )}
    </Stack>
  );
}
