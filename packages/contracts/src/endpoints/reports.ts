import { z } from 'zod';
import { ZBadRequest, ZDetailError } from '../errors';
import { defineEndpoint } from '../endpoint';
import { reportRoutes } from '../routes';
import {
  EXPORT_MEDIA_TYPES,
  ZReservationReport,
  ZReservationReportExportQuery,
  ZReservationReportQuery,
} from '../reports';

/** The reservations report (spec section 2) and its export. */
export const reportEndpoints = {
  reservations: defineEndpoint({
    ...reportRoutes.reservations,
    auth: 'owner',
    tag: 'reports',
    summary: 'The reservations report: guest bookings and owner stays checking in within a range',
    description:
      'Standing guest bookings and owner stays (canceled ones are not listed, as they count nowhere) ' +
      'whose check-in falls in [start, end], both inclusive. Owner stays earn nothing: their money is 0. ' +
      'Totals cover every matching row, not just the page, and equal the net income of the figures.',
    query: ZReservationReportQuery,
    responses: { 200: ZReservationReport, 400: ZBadRequest },
  }),
  reservationsExport: defineEndpoint({
    ...reportRoutes.reservationsExport,
    auth: 'owner',
    tag: 'reports',
    summary: 'Every row of the reservations report as a CSV or Excel file, streamed',
    description:
      'The same rows and order as the report, all pages, with the chosen columns. The file is named ' +
      'after the title and the range (`Reservations report 2026-11-01 to 2026-11-30.csv`). The CSV ' +
      'starts with a UTF-8 byte order mark. Each owner may export 10 files a minute (a setting); more ' +
      'answer 429 with Retry-After before any of the file is sent.',
    query: ZReservationReportExportQuery,
    produces: Object.values(EXPORT_MEDIA_TYPES),
    responses: {
      200: z.string().meta({ description: 'The CSV file or the xlsx workbook, as an attachment' }),
      400: ZBadRequest,
      429: ZDetailError,
    },
  }),
};
