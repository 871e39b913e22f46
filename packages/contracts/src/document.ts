import { z } from 'zod';
import { ZDate } from './dates';
import { ZText } from './fields';
import { messages } from './messages';
import { DOCUMENT_TYPES, OWNER_DOCUMENT_TYPES } from './property';
import { ZPathId } from './ids';

/** The type preselected in the upload dialog and the list's filter (spec section 9). */
export const DEFAULT_DOCUMENT_TYPE = 'Permit' satisfies (typeof OWNER_DOCUMENT_TYPES)[number];

/**
 * The types whose list filters by year (spec section 2: "the year filter only for Permit and one
 * other type (not shown which)"): Insurance, whose policies renew yearly like permits
 * (docs/decisions/0037), and the statements, which the statement e-mail links to by year and
 * month (docs/decisions/0090).
 */
export const YEAR_FILTERED_DOCUMENT_TYPES = [
  'Permit',
  'Insurance',
  'Monthly statements',
  'Annual statements',
] as const;

/** The types whose list filters by month too: the default type (spec section 2) and the monthly statements. */
export const MONTH_FILTERED_DOCUMENT_TYPES = ['Permit', 'Monthly statements'] as const;

/** How many years the year filter lists, counting back from the current year (spec section 9). */
export const DOCUMENT_YEAR_SPAN = 20;

export const DOCUMENT_NAME_MAX = 50;
export const DOCUMENT_NOTES_MAX = 500;

/** A document as listed and as the upload answers it (contract: Documents). */
export const ZDocument = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  date: z.iso.date(),
  month: z.number().int().min(1).max(12),
  year: z.number().int(),
  notes: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  created_at: z.string(),
});
export type TDocument = z.infer<typeof ZDocument>;

export const ZDocumentPathParams = z.object({ propertyId: ZPathId });
export const ZDocumentUrlPathParams = z.object({ propertyId: ZPathId, id: ZPathId });

/** The list's filters: each optional, all of them together. */
export const ZDocumentListQuery = z.object({
  type: z.enum(DOCUMENT_TYPES).optional(),
  year: z.coerce.number().int().min(1900).max(2200).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
});
export type TDocumentListQuery = z.infer<typeof ZDocumentListQuery>;

/**
 * The text fields of an upload (spec section 5, Document upload): the name required and at most
 * 50, the type one an owner may add (Permit by default), an optional date (today in the
 * property's time zone when absent) and notes. The file travels beside them in the same
 * multipart body and is checked by its bytes on the server.
 */
export const ZDocumentUploadFields = z.object({
  name: ZText({ max: DOCUMENT_NAME_MAX, isRequired: true }),
  type: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' ? DEFAULT_DOCUMENT_TYPE : value))
    .pipe(z.enum(OWNER_DOCUMENT_TYPES, { error: messages.documentTypeNotAllowed })),
  date: z.union([z.literal(''), ZDate]).optional(),
  notes: ZText({ max: DOCUMENT_NOTES_MAX, isRequired: false }).optional(),
});
export type TDocumentUploadFields = z.input<typeof ZDocumentUploadFields>;
