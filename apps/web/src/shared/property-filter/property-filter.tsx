import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useOwnerProperties } from '../api/owner-properties';

type PropertyFilter = {
  /** Ids chosen in the top bar's 'Filter by property'; every property when the owner chose All. */
  selectedIds: number[];
  isAllSelected: boolean;
  /** The owner's properties have loaded (or failed to): until then a remembered choice cannot be checked. */
  isReady: boolean;
  selectAll: () => void;
  select: (ids: number[]) => void;
};

export type PropertyFilterChoice = number[] | 'all';

/**
 * The choice is remembered in localStorage across reloads (issue 11); sign-out clears it with
 * everything else the browser keeps.
 */
export const STORAGE_PROPERTY_FILTER_KEY = 'harborstay_property_filter';

/** The remembered choice (read again by the dashboard's route loader, decision 0055). */
export function readPropertyFilterChoice(): PropertyFilterChoice {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_PROPERTY_FILTER_KEY) ?? '"all"');
    if (Array.isArray(stored) && stored.every((id) => Number.isInteger(id) && id > 0))
      return stored as number[];
  } catch {
    // Unreadable: All, as by default.
  }
  return 'all';
}

function writeChoice(choice: PropertyFilterChoice) {
  if (choice === 'all') localStorage.removeItem(STORAGE_PROPERTY_FILTER_KEY);
  else localStorage.setItem(STORAGE_PROPERTY_FILTER_KEY, JSON.stringify(choice));
}

/** What a choice selects among the owner's properties: a choice of none of them, or of all, is All. */
export function resolvePropertyFilter(allIds: number[], choice: PropertyFilterChoice) {
  const kept = choice === 'all' ? allIds : choice.filter((id) => allIds.includes(id));
  const isAllSelected = choice === 'all' || kept.length === 0 || kept.length === allIds.length;
  return { selectedIds: isAllSelected ? allIds : kept, isAllSelected };
}

const PropertyFilterContext = createContext<PropertyFilter | null>(null);

/** All properties are selected by default (spec section 2); an empty choice means All again. */
export function PropertyFilterProvider({ children }: { children: ReactNode }) {
  const { data: properties = [], isPending } = useOwnerProperties();
  const [chosenIds, setChosenIds] = useState<PropertyFilterChoice>(readPropertyFilterChoice);
  const choose = useCallback((choice: PropertyFilterChoice) => {
    writeChoice(choice);
    setChosenIds(choice);
  }, []);

  const value = useMemo<PropertyFilter>(() => {
    return {
      ...resolvePropertyFilter(
        properties.map((property) => property.id),
        chosenIds,
      ),
      isReady: !isPending,
      selectAll: () => choose('all'),
      select: (ids) => choose(ids.length === 0 ? 'all' : ids),
    };
  }, [properties, isPending, chosenIds, choose]);

  return <PropertyFilterContext.Provider value={value}>{children}</PropertyFilterContext.Provider>;
}

export function usePropertyFilter(): PropertyFilter {
  const filter = useContext(PropertyFilterContext);
  if (!filter) throw new Error('usePropertyFilter needs a PropertyFilterProvider');
  return filter;
}
