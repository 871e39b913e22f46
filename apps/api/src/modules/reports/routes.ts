import type { FastifyPluginAsync } from 'fastify';
import {
  EXPORT_MEDIA_TYPES,
  listOf,
  RESERVATION_REPORT_DEFAULT_TITLE,
  reportEndpoints,
} from '@harborstay/contracts';
import { contentDisposition } from '../../lib/content-disposition';
import { route } from '../../lib/route';
import { csvStream, EXPORT_BATCH_SIZE, exportColumns, sheetNameOf, xlsxStream } from './export';
import { reportBatches } from './repository';
import { exportFileName, reportRange, reportScope, reservationsReport } from './service';

const CONTENT_TYPES = {
  csv: `${EXPORT_MEDIA_TYPES.csv}; charset=utf-8`,
  xlsx: EXPORT_MEDIA_TYPES.xlsx,
} as const;

export const reportRoutes: FastifyPluginAsync = async (app) => {
  route(app, reportEndpoints.reservations, async ({ scope, query }) =>
    reservationsReport(app.db, scope, query, new Date()),
  );

  route(app, reportEndpoints.reservationsExport, async ({ scope, query, reply }) => {
    // Counted before any work or header: past the owner's budget, a 429 and no file.
    await app.rateLimits.exports.take(scope.userId);
    const covered = reportScope(scope, query.property);
    const range = await reportRange(app.db, covered, query, new Date());
    const columns = exportColumns(listOf(query.column));
    const batches =
      covered.propertyIds.length === 0
        ? emptyBatches()
        : reportBatches(app.db, covered, { ...range, sort: query.sort, batchSize: EXPORT_BATCH_SIZE });
    const fileName = exportFileName(query.title, range, query.format);
    reply.header('content-type', CONTENT_TYPES[query.format]);
    reply.header('content-disposition', contentDisposition('attachment', fileName));
    const stream =
      query.format === 'csv'
        ? csvStream(batches, columns)
        : xlsxStream(batches, columns, sheetNameOf(query.title ?? '', RESERVATION_REPORT_DEFAULT_TITLE));
    // Fastify sends a stream as it is, without the JSON serializer the declared string type implies.
    return stream as unknown as string;
  });
};

async function* emptyBatches() {
  // No property: a file of the header alone.
}
