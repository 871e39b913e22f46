import { z } from 'zod';
import { MAX_SERIAL_ID, PATH_ID_PATTERN } from './constants';
import { messages } from './messages';

/**
 * A row id in a JSON body: a JSON number, whole, from 1 up. Nothing is coerced ('2', '0x2',
 * true, [2] and 2.5 are refused), so that an id has one spelling and every check sees the same.
 */
export const ZId = z
  .number({ error: messages.invalidId })
  .int(messages.invalidId)
  .min(1, messages.invalidId)
  .max(MAX_SERIAL_ID, messages.invalidId);

/** A row id in a path: decimal digits only (' 2 ', '2e0', '0x2', '-1' and '2.5' are refused), then as ZId. */
export const ZPathId = z.string().regex(PATH_ID_PATTERN, messages.invalidId).transform(Number).pipe(ZId);
