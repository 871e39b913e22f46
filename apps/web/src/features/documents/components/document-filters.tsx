import { Group, Select } from '@mantine/core';
import { DOCUMENT_TYPES, type TDocumentType } from '@harborstay/contracts';
import { MONTH_NAMES } from '@harborstay/domain';
import { dateFiltersOf, yearOptions, type DocumentFilterValues } from '../lib/filters';

const TYPE_OPTIONS = DOCUMENT_TYPES.map((type) => ({ value: type, label: type }));
const MONTH_OPTIONS = MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }));

/** Type, and the date filters the chosen type has (spec section 2; decisions 0037 and 0090). */
export function DocumentFilters({
  values,
  currentYear,
  onChange,
}: {
  values: DocumentFilterValues;
  currentYear: number;
  onChange: (next: DocumentFilterValues) => void;
}) {
  const { hasYear, hasMonth } = dateFiltersOf(values.type);
  return (
    <Group gap="sm" align="end" wrap="wrap">
      <Select
        label="Type"
        data={TYPE_OPTIONS}
        value={values.type}
        allowDeselect={false}
        onChange={(type) => type && onChange({ type: type as TDocumentType, year: null, month: null })}
        w={{ base: '100%', xs: 220 }}
      />
      {hasYear && (
        <Select
          label="Year"
          placeholder="All years"
          data={yearOptions(currentYear).map(String)}
          value={values.year === null ? null : String(values.year)}
          onChange={(year) => onChange({ ...values, year: year ? Number(year) : null })}
          clearable
          clearButtonProps={{ 'aria-label': 'All years' }}
          // All twenty years at once: a scrolled list inside the listbox is not reachable by keyboard (axe).
          withScrollArea={false}
          maxDropdownHeight={1000}
          // Year and month share a row on a phone, so that the list comes sooner.
          w={{ base: 'calc(50% - 6px)', xs: 150 }}
        />
      )}
      {hasMonth && (
        <Select
          label="Month"
          placeholder="All months"
          data={MONTH_OPTIONS}
          value={values.month === null ? null : String(values.month)}
          onChange={(month) => onChange({ ...values, month: month ? Number(month) : null })}
          clearable
          clearButtonProps={{ 'aria-label': 'All months' }}
          withScrollArea={false}
          maxDropdownHeight={1000}
          w={{ base: 'calc(50% - 6px)', xs: 170 }}
        />
      )}
    </Group>
  );
}
