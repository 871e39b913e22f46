import {
  DEFAULT_DOCUMENT_TYPE,
  DOCUMENT_YEAR_SPAN,
  YEAR_FILTERED_DOCUMENT_TYPES,
  type TDocumentType,
} from '@harborstay/contracts';

/** The year filter's choices: 20 years counting back from the current one (spec section 9). */
export function yearOptions(currentYear: number): number[] {
  return Array.from({ length: DOCUMENT_YEAR_SPAN }, (_, i) => currentYear - i);
}

/**
 * Which date filters a type shows (spec section 2): the month filter for the default type
 * (Permit), the year filter for Permit and Insurance (docs/decisions/0037).
 */
export function dateFiltersOf(type: TDocumentType): { hasYear: boolean; hasMonth: boolean } {
  return {
    hasYear: (YEAR_FILTERED_DOCUMENT_TYPES as readonly string[]).includes(type),
    hasMonth: type === DEFAULT_DOCUMENT_TYPE,
  };
}
