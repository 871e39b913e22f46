import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportCalls, type TReservationReportQuery } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';
import { ownerKeys } from '../../../shared/api/owner-query-keys';

export const reservationsReportQuery = (query: TReservationReportQuery) =>
  queryOptions({
    queryKey: [...ownerKeys.reports, 'reservations', query],
    queryFn: ({ signal }) => callEndpoint(reportCalls.reservations, { query, signal }),
  });

/**
 * One page of the report; the previous page stays on screen while the next one loads. Not asked
 * while `enabled` is false (a range that ends before it starts, which the server would refuse).
 */
export function useReservationsReport(query: TReservationReportQuery, { enabled }: { enabled: boolean }) {
  return useQuery({ ...reservationsReportQuery(query), placeholderData: keepPreviousData, enabled });
}
