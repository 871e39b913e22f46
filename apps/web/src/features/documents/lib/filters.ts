import {
  DEFAULT_DOCUMENT_TYPE,
  DOCUMENT_TYPES,
  DOCUMENT_YEAR_SPAN,
  MONTH_FILTERED_DOCUMENT_TYPES,
  YEAR_FILTERED_DOCUMENT_TYPES,
  type TDocumentType,
} from '@harborstay/contracts';

/** The list's filters: a type, and the year and month where the type has those filters. */
export type DocumentFilterValues = { type: TDocumentType; year: number | null; month: number | null };

/** The year filter's choices: 20 years counting back from the current one (spec section 9). */
export function yearOptions(currentYear: number): number[] {
  return Array.from({ length: DOCUMENT_YEAR_SPAN }, (_, i) => currentYear - i);
}

/**
 * Which date filters a type shows (spec section 2): the year for Permit, Insurance and the
 * statements, the month for the default type (Permit) and the monthly statements (decisions 0037
 * and 0090).
 */
export function dateFiltersOf(type: TDocumentType): { hasYear: boolean; hasMonth: boolean } {
  return {
    hasYear: (YEAR_FILTERED_DOCUMENT_TYPES as readonly string[]).includes(type),
    hasMonth: (MONTH_FILTERED_DOCUMENT_TYPES as readonly string[]).includes(type),
  };
}

const isDocumentType = (value: string | null): value is TDocumentType =>
  (DOCUMENT_TYPES as readonly (string | null)[]).includes(value);

/**
 * The filters an address asks for (`?type=Monthly%20statements&year=2026&month=11`, as the statement
 * e-mail links): each value the filters could have chosen, anything else left at its default, so
 * that a hand-edited address never shows a filter the list cannot hold.
 */
export function filtersFromSearch(search: URLSearchParams, currentYear: number): DocumentFilterValues {
  const asked = search.get('type');
  const type = isDocumentType(asked) ? asked : DEFAULT_DOCUMENT_TYPE;
  const { hasYear, hasMonth } = dateFiltersOf(type);
  const year = Number(search.get('year'));
  const month = Number(search.get('month'));
  return {
    type,
    year: hasYear && yearOptions(currentYear).includes(year) ? year : null,
    month: hasMonth && Number.isInteger(month) && month >= 1 && month <= 12 ? month : null,
  };
}

/** The address's query of the filters: the type, and each date filter chosen. */
export function searchOfFilters(filters: DocumentFilterValues): URLSearchParams {
  const search = new URLSearchParams({ type: filters.type });
  if (filters.year !== null) search.set('year', String(filters.year));
  if (filters.month !== null) search.set('month', String(filters.month));
  return search;
}
