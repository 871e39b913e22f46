import { MultiSelect } from '@mantine/core';
import { useOwnerProperties } from '../../shared/api/owner-properties';
import { usePropertyFilter } from '../../shared/property-filter/property-filter';
import classes from './property-filter-select.module.css';

const ALL = 'all';

/** 'Filter by property' of the top bar: All, or any choice of the owner's properties. */
export function PropertyFilterSelect() {
  const { data: properties = [] } = useOwnerProperties();
  const filter = usePropertyFilter();
  const value = filter.isAllSelected ? [ALL] : filter.selectedIds.map(String);

  const handleChange = (next: string[]) => {
    const hasAll = next.includes(ALL);
    if (hasAll && !filter.isAllSelected) return filter.selectAll();
    // With All chosen, picking one property means "only this one".
    filter.select(next.filter((id) => id !== ALL).map(Number));
  };

  return (
    <MultiSelect
      // A visible label: once 'All' or a property is chosen, a placeholder would no longer show.
      label="Filter by property"
      labelProps={{ fz: 'xs', mb: 2 }}
      data={[
        { value: ALL, label: 'All' },
        ...properties.map((p) => ({ value: String(p.id), label: p.entity_name })),
      ]}
      value={value}
      onChange={handleChange}
      w={{ base: 190, sm: 320 }}
      maxDropdownHeight={300}
      // The options are rendered when the list opens, not with every owner page: Mantine keeps a
      // closed list mounted, and placing it at mount forced a style recalculation that cost the
      // dashboard's first render 130 ms at Lighthouse's 4x slowdown (decision 0063). The input
      // names the list (aria-controls) only while it is open either way.
      comboboxProps={{ withinPortal: true, keepMounted: false }}
      data-testid="property-filter"
      classNames={{ pillsList: classes.pillsList, pill: classes.pill, inputField: classes.inputField }}
    />
  );
}
