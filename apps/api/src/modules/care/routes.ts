import type { FastifyPluginAsync } from 'fastify';
import { careEndpoints } from '@harborstay/contracts';
import { notFound } from '../../errors';
import { route } from '../../lib/route';
import { CARE_REPORT_KEY_PREFIX, CARE_REPORT_TYPE, careReportUrl, listCareTasks } from './service';

/**
 * A report runs no script, loads nothing from elsewhere and may be framed by the portal only
 * (decision 0041). The pages are the provider's HTML: inline styles and data: images at most.
 */
export const CARE_REPORT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'; sandbox";

export const careRoutes: FastifyPluginAsync = async (app) => {
  route(app, careEndpoints.list, async ({ scope, query }) => listCareTasks(app.db, scope, query));

  route(app, careEndpoints.reportUrl, async ({ scope, body }) =>
    careReportUrl(app.db, scope, app.urlSigner, body.task_id),
  );

  route(app, careEndpoints.report, async ({ query, reply }) => {
    const file = app.urlSigner.verify(query);
    // Only care reports open here: a document's address (a PDF, say) is refused, not shown as a page.
    if (!file || !file.key.startsWith(CARE_REPORT_KEY_PREFIX) || file.contentType !== CARE_REPORT_TYPE) {
      throw notFound();
    }
    const stored = await app.fileStorage.get(file.key);
    if (!stored) throw notFound();
    reply
      .header('content-type', CARE_REPORT_TYPE)
      .header('content-length', stored.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', CARE_REPORT_CSP)
      .header('cross-origin-resource-policy', 'same-origin');
    // frame-ancestors 'self' says who may frame it; the old header would forbid even the portal.
    reply.removeHeader('x-frame-options');
    // Fastify sends a stream as it is, without the serializer the declared string type implies.
    return stored.body as unknown as string;
  });
};
