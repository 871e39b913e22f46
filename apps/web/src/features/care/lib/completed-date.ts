import { formatDayOfInstant } from '../../../shared/format/dates';

/** A task's finishing instant as the day it shows: 'Nov 24, 2026'. */
export function formatCompletedDate(finishedAt: string): string {
  return formatDayOfInstant(finishedAt);
}
