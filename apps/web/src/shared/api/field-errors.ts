import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { SERVER_ERROR_TYPE } from '../forms/use-zod-form';
import type { ApiError } from './api-client';

/**
 * Puts the first message the server gave for each of `fields` on that field of the form, so a
 * rejected save shows the server's reasons where the owner typed. The message stays until the
 * owner edits that field. True when any field had one.
 */
export function showFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: ApiError,
  fields: readonly Path<T>[],
): boolean {
  let isAnyShown = false;
  for (const field of fields) {
    const [message] = error.fieldErrors(field);
    if (!message) continue;
    setError(field, { type: SERVER_ERROR_TYPE, message });
    isAnyShown = true;
  }
  return isAnyShown;
}
