import { queryOptions, useQuery } from '@tanstack/react-query';
import { careCalls } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';
import { ownerKeys } from '../../../shared/api/owner-query-keys';

/** The server's addresses last 10 minutes: ask again well before, never reuse an old one. */
const FRESH_MS = 5 * 60_000;

export const careReportUrlQuery = (taskId: number) =>
  queryOptions({
    queryKey: ownerKeys.careReportUrl(taskId),
    queryFn: ({ signal }) => callEndpoint(careCalls.reportUrl, { body: { task_id: taskId }, signal }),
    staleTime: FRESH_MS,
    gcTime: FRESH_MS,
  });

/** The signed address of a task's report: the client names the task, the server makes the address. */
export function useCareReportUrl(taskId: number | null) {
  return useQuery({ ...careReportUrlQuery(taskId ?? 0), enabled: taskId !== null });
}
