import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '@harborstay/contracts';
import { dateFiltersOf, yearOptions } from './filters';

describe('document filters', () => {
  it('lists 20 years counting back from the current one', () => {
    const years = yearOptions(2026);
    expect(years).toHaveLength(20);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2007);
  });

  it('gives the year filter to Permit and Insurance, and the month filter to the default type only', () => {
    const shown = Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, dateFiltersOf(type)]));
    expect(shown).toEqual({
      'Monthly statements': { hasYear: false, hasMonth: false },
      'Annual statements': { hasYear: false, hasMonth: false },
      Permit: { hasYear: true, hasMonth: true },
      Insurance: { hasYear: true, hasMonth: false },
      'Home warranty': { hasYear: false, hasMonth: false },
      'Owner Agreement': { hasYear: false, hasMonth: false },
    });
  });
});
