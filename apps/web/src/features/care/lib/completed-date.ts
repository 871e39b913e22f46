const completedFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A task's finishing instant as the day it shows: 'Nov 24, 2026'. */
export function formatCompletedDate(finishedAt: string): string {
  return completedFormat.format(new Date(finishedAt));
}
