import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The sign-in and password-reset cards' failure: the message alone, without StatusAlert's 'Error!' heading. */
export function AuthAlert({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid={testId}>
      {children}
    </Alert>
  );
}
