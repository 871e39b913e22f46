import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import type { Control, FieldValues } from 'react-hook-form';
import { useIsSubmitBlocked } from '../forms/use-zod-form';

/**
 * The submit button of every form: disabled while the form shows an error (spec section 5).
 * Full width on a phone and its own width from `sm` up, or always full width in a narrow card.
 */
export function FormSubmitButton<TFieldValues extends FieldValues, TOutput>({
  control,
  children,
  loading,
  fullWidth = false,
}: {
  control: Control<TFieldValues, unknown, TOutput>;
  children: ReactNode;
  loading: boolean;
  fullWidth?: boolean;
}) {
  const isBlocked = useIsSubmitBlocked(control);
  return (
    <Button
      type="submit"
      size="md"
      w={fullWidth ? '100%' : { base: '100%', sm: 'auto' }}
      disabled={isBlocked}
      loading={loading}
    >
      {children}
    </Button>
  );
}
