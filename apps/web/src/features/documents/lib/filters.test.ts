import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '@harborstay/contracts';
import { dateFiltersOf, filtersFromSearch, searchOfFilters, yearOptions } from './filters';

const read = (query: string) => filtersFromSearch(new URLSearchParams(query), 2026);

describe('document filters', () => {
  it('lists 20 years counting back from the current one', () => {
    const years = yearOptions(2026);
    expect(years).toHaveLength(20);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2007);
  });

  it('gives the year filter to Permit, Insurance and the statements, the month to Permit and the monthly statements', () => {
    const shown = Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, dateFiltersOf(type)]));
    expect(shown).toEqual({
      'Monthly statements': { hasYear: true, hasMonth: true },
      'Annual statements': { hasYear: true, hasMonth: false },
      Permit: { hasYear: true, hasMonth: true },
      Insurance: { hasYear: true, hasMonth: false },
      'Home warranty': { hasYear: false, hasMonth: false },
      'Owner Agreement': { hasYear: false, hasMonth: false },
    });
  });

  it("reads the statement e-mail's links", () => {
    expect(read('type=Monthly%20statements&year=2025&month=12')).toEqual({
      type: 'Monthly statements',
      year: 2025,
      month: 12,
    });
    expect(read('type=Annual+statements&year=2025')).toEqual({
      type: 'Annual statements',
      year: 2025,
      month: null,
    });
  });

  it('starts on Permit with every date, and drops what the type cannot filter by or the lists do not hold', () => {
    expect(read('')).toEqual({ type: 'Permit', year: null, month: null });
    expect(read('type=Statements&year=2025')).toEqual({ type: 'Permit', year: 2025, month: null });
    expect(read('type=Annual%20statements&year=2025&month=3')).toMatchObject({ month: null });
    expect(read('type=Home%20warranty&year=2025&month=3')).toMatchObject({ year: null, month: null });
    for (const query of [
      'year=2006',
      'year=2027',
      'year=2025.5',
      'month=0',
      'month=13',
      'month=1.5',
      'month=x',
    ]) {
      expect(read(`type=Monthly%20statements&${query}`), query).toEqual({
        type: 'Monthly statements',
        year: null,
        month: null,
      });
    }
  });

  it('writes the filters back as the same query', () => {
    const filters = { type: 'Monthly statements', year: 2025, month: 12 } as const;
    expect(searchOfFilters(filters).toString()).toBe('type=Monthly+statements&year=2025&month=12');
    expect(filtersFromSearch(searchOfFilters(filters), 2026)).toEqual(filters);
    expect(searchOfFilters({ type: 'Permit', year: null, month: null }).toString()).toBe('type=Permit');
  });
});
