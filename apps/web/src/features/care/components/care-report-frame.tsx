import { Anchor, Breadcrumbs, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LoadError } from '../../../shared/ui/load-error';
import { useCareReportUrl } from '../api/get-care-report-url';

/**
 * A task's report in a frame (spec section 2), under a breadcrumb back to the list. The report is
 * served under a policy that sandboxes it and runs no script (decision 0041); the frame needs no
 * `sandbox` attribute of its own, which would make Chromium isolate it in a process of its own.
 */
export function CareReportFrame({
  taskId,
  title,
  backHref,
}: {
  taskId: number;
  title: string;
  backHref: string;
}) {
  const address = useCareReportUrl(taskId);
  return (
    <Stack gap="md">
      <Breadcrumbs component="nav" aria-label="Breadcrumb">
        <Anchor component={Link} to={backHref}>
          Property Care
        </Anchor>
        <Text aria-current="page">{title}</Text>
      </Breadcrumbs>
      {address.data ? (
        <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
          <iframe
            src={address.data.url}
            title={`Care report: ${title}`}
            style={{ display: 'block', width: '100%', height: 760, border: 0, background: 'white' }}
          />
        </Paper>
      ) : address.isError ? (
        <LoadError
          error={address.error}
          onRetry={() => void address.refetch()}
          isRetrying={address.isFetching}
        />
      ) : (
        <Skeleton h={760} radius="lg" />
      )}
    </Stack>
  );
}
