import { createContext, useContext } from 'react';
import type { IsoDate } from '@harborstay/domain';
import type { CalendarIndex } from '../lib/calendar-model';
import type { SelectionStore } from '../lib/selection-store';

/** What every day of the grid reads: the loaded nights, the selection store and the property's today. */
export type CalendarContextValue = {
  index: CalendarIndex;
  store: SelectionStore;
  today: IsoDate;
  /** The day that takes Tab when no day has had the focus yet. */
  defaultFocus: IsoDate;
};

export const CalendarContext = createContext<CalendarContextValue | null>(null);

export function useCalendarContext(): CalendarContextValue {
  const value = useContext(CalendarContext);
  if (!value) throw new Error('useCalendarContext outside CalendarContext');
  return value;
}
