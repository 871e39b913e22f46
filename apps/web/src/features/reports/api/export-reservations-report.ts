import { reportCalls, type TReservationReportExportQuery } from '@harborstay/contracts';
import { downloadEndpoint } from '../../../shared/api/api-client';
import { useWriteMutation } from '../../../shared/api/owner-writes';

/** Downloads every row of the report, with the chosen columns, as CSV or Excel. */
export function useExportReservationsReport() {
  return useWriteMutation({
    mutationFn: (query: TReservationReportExportQuery) =>
      downloadEndpoint(reportCalls.reservationsExport, {
        query,
        fallbackName: `reservations-report.${query.format}`,
      }),
    // A download: nothing changes on the server.
    touches: () => ({ kind: 'nothing-kept' }),
  });
}
