import type { ReactNode } from 'react';
import { Button } from '@mantine/core';

/** The submit button of a page's form: full width on a phone, its own width from `sm` up. */
export function FormSubmitButton({
  children,
  disabled,
  loading,
}: {
  children: ReactNode;
  disabled: boolean;
  loading: boolean;
}) {
  return (
    <Button type="submit" size="md" w={{ base: '100%', sm: 'auto' }} disabled={disabled} loading={loading}>
      {children}
    </Button>
  );
}
