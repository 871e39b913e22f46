import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

/**
 * The spec's alerts (section 4): 'Success!' or 'Error!' headings, used by every feature. Titles take the text colour,
 * as no teal reaches WCAG's 4.5:1 on the light alert background.
 */
export function StatusAlert({
  type,
  children,
  testId,
}: {
  type: 'success' | 'error';
  children: ReactNode;
  testId?: string;
}) {
  const isSuccess = type === 'success';
  return (
    <Alert
      color={isSuccess ? 'teal.9' : 'red.9'}
      title={isSuccess ? 'Success!' : 'Error!'}
      icon={isSuccess ? <IconCircleCheck size={20} aria-hidden /> : <IconAlertCircle size={20} aria-hidden />}
      role={isSuccess ? 'status' : 'alert'}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}
