import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useOwnerProperties } from '../api/owner-properties';

type PropertyFilter = {
  /** Ids chosen in the top bar's 'Filter by property'; every property when the owner chose All. */
  selectedIds: number[];
  isAllSelected: boolean;
  selectAll: () => void;
  select: (ids: number[]) => void;
};

const PropertyFilterContext = createContext<PropertyFilter | null>(null);

/** All properties are selected by default (spec section 2); an empty choice means All again. */
export function PropertyFilterProvider({ children }: { children: ReactNode }) {
  const { data: properties = [] } = useOwnerProperties();
  const [chosenIds, setChosenIds] = useState<number[] | 'all'>('all');

  const value = useMemo<PropertyFilter>(() => {
    const allIds = properties.map((property) => property.id);
    const kept = chosenIds === 'all' ? allIds : chosenIds.filter((id) => allIds.includes(id));
    const isAllSelected = chosenIds === 'all' || kept.length === 0 || kept.length === allIds.length;
    return {
      selectedIds: isAllSelected ? allIds : kept,
      isAllSelected,
      selectAll: () => setChosenIds('all'),
      select: (ids) => setChosenIds(ids.length === 0 ? 'all' : ids),
    };
  }, [properties, chosenIds]);

  return <PropertyFilterContext.Provider value={value}>{children}</PropertyFilterContext.Provider>;
}

export function usePropertyFilter(): PropertyFilter {
  const filter = useContext(PropertyFilterContext);
  if (!filter) throw new Error('usePropertyFilter needs a PropertyFilterProvider');
  return filter;
}
