import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  useFormState,
  type Control,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/** The error type of a message the server gave for a field: it stays until that field is edited. */
export const SERVER_ERROR_TYPE = 'server';

type UseZodFormOptions<TFieldValues extends FieldValues, TOutput> = {
  /** The form's schema from `contracts`: the same rules and messages the server answers with. */
  schema: z.ZodType<TOutput, TFieldValues>;
  defaultValues: DefaultValues<TFieldValues>;
};

/**
 * Every form of the portal. A field shows the schema's verdict on the current values once the owner
 * has touched it (left it once), and every field does after a submit (react-hook-form's
 * `onTouched`). Rules that read several fields (a confirmation, the three password fields) would
 * otherwise leave a stale message on a field the owner is not editing, so each change re-checks
 * every other touched field too. A message the server gave stays until its own field is edited.
 */
export function useZodForm<TFieldValues extends FieldValues, TOutput>({
  schema,
  defaultValues,
}: UseZodFormOptions<TFieldValues, TOutput>): UseFormReturn<TFieldValues, unknown, TOutput> {
  const form = useForm<TFieldValues, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });
  const { subscribe, trigger, getValues } = form;

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type, isSubmitted, touchedFields, errors }) => {
          // Only the owner's edits; a reset or setValue re-checks nothing. The event is React's
          // `change` in the tests and the DOM's `input` in the build, which runs on Preact (decision 0063).
          const eventType: string | undefined = type;
          if ((eventType !== 'change' && eventType !== 'input') || name === undefined) return;
          const others = (Object.keys(getValues()) as Path<TFieldValues>[]).filter(
            (field) =>
              field !== name &&
              (isSubmitted === true || get(touchedFields, field) === true) &&
              // react-hook-form's get() answers unknown; an entry of the errors object is a FieldError.
              (get(errors, field) as FieldError | undefined)?.type !== SERVER_ERROR_TYPE,
          );
          if (others.length > 0) void trigger(others);
        },
      }),
    [subscribe, trigger, getValues],
  );
  return form;
}

/** The one meaning of a disabled submit button: the form shows an error. */
export function useIsSubmitBlocked<TFieldValues extends FieldValues, TOutput>(
  control: Control<TFieldValues, unknown, TOutput>,
): boolean {
  const { errors } = useFormState({ control });
  return Object.keys(errors).length > 0;
}
