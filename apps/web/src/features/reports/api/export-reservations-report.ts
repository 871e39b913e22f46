import { useMutation } from '@tanstack/react-query';
import { reportEndpoints, type TReservationReportExportQuery } from '@harborstay/contracts';
import { downloadEndpoint } from '../../../shared/api/api-client';

/** Downloads every row of the report, with the chosen columns, as CSV or Excel. */
export function useExportReservationsReport() {
  return useMutation({
    mutationFn: (query: TReservationReportExportQuery) =>
      downloadEndpoint(reportEndpoints.reservationsExport, {
        query,
        fallbackName: `reservations-report.${query.format}`,
      }),
  });
}
