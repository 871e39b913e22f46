import type { FastifyPluginAsync } from 'fastify';
import { careEndpoints } from '@harborstay/contracts';
import { route } from '../../lib/route';
import { serveSignedFile, type StoredFileKind } from '../../lib/serve-signed-file';
import { CARE_REPORT_KEY_PREFIX, CARE_REPORT_TYPE, careReportUrl, listCareTasks } from './service';

/**
 * A report runs no script, loads nothing from elsewhere and may be framed by the portal only
 * (decision 0041). The pages are the provider's HTML: inline styles and data: images at most.
 */
export const CARE_REPORT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'; sandbox";

const CARE_REPORTS: StoredFileKind = { keyPrefix: CARE_REPORT_KEY_PREFIX, contentTypes: [CARE_REPORT_TYPE] };

export const careRoutes: FastifyPluginAsync = async (app) => {
  route(app, careEndpoints.list, async ({ scope, query }) => listCareTasks(app.db, scope, query));

  route(app, careEndpoints.reportUrl, async ({ scope, body }) =>
    careReportUrl(app.db, scope, app.urlSigner, body.task_id),
  );

  route(app, careEndpoints.report, async ({ query, reply }) => {
    // Only care reports open here: a document's address (a PDF, say) is refused, not shown as a page.
    const body = await serveSignedFile({
      file: app.urlSigner.verify(query),
      kind: CARE_REPORTS,
      storage: app.fileStorage,
      reply,
      headers: () => ({
        'content-security-policy': CARE_REPORT_CSP,
        'cross-origin-resource-policy': 'same-origin',
        // frame-ancestors 'self' says who may frame it; the old header would forbid even the portal.
        'x-frame-options': null,
      }),
    });
    // Fastify sends a stream as it is, without the serializer the declared string type implies.
    return body as unknown as string;
  });
};
