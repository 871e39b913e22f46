import {
  CARE_REPORT_MEDIA_TYPE,
  type TCareTaskList,
  type TCareTaskSort,
  type TSignedUrl,
} from '@harborstay/contracts';
import type { DbOrTx } from '@harborstay/db';
import { requireOwnedProperty, type OwnerScope } from '../../access/owner-scope';
import { notFound } from '../../errors';
import type { UrlSigner } from '../../lib/url-signer';
import * as repo from './repository';

/** How long a report address works (decision 0041): long enough to open and read, short if it leaks. */
export const CARE_REPORT_URL_SECONDS = 10 * 60;
/** The public route that serves care reports; only signed addresses of care reports open there. */
export const CARE_REPORT_PATH = '/api/care-reports/';
export const CARE_REPORT_KEY_PREFIX = 'care-reports/';
export const CARE_REPORT_TYPE = `${CARE_REPORT_MEDIA_TYPE}; charset=utf-8`;

export async function listCareTasks(
  db: DbOrTx,
  scope: OwnerScope,
  query: { property: number; page?: number; page_size?: number; sort: TCareTaskSort },
): Promise<TCareTaskList> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 10;
  const owned = requireOwnedProperty(scope, query.property, 404);
  const { rows, count } = await repo.listTasks(db, owned, {
    sort: query.sort,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    count,
    page,
    page_size: pageSize,
    results: rows.map((row) => ({
      id: row.id,
      name: row.name,
      breezeway_task_id: row.breezewayTaskId,
      finished_at: row.finishedAt.toISOString(),
      type_task_status: row.typeTaskStatus === 'closed' ? 'closed' : 'finished',
      status: 'Completed',
      has_report: row.hasReport,
    })),
  };
}

/**
 * A signed address of the report of one of the caller's tasks (decision 0036's signer), opened
 * only by the care report route. A task of another owner, or one without a report, answers 404.
 */
export async function careReportUrl(
  db: DbOrTx,
  scope: OwnerScope,
  signer: UrlSigner,
  taskId: number,
  now: Date = new Date(),
): Promise<TSignedUrl> {
  const task = await repo.findTaskReport(db, scope, taskId);
  if (!task || !task.reportPath.startsWith(CARE_REPORT_KEY_PREFIX)) throw notFound();
  const expiresAt = new Date((Math.floor(now.getTime() / 1000) + CARE_REPORT_URL_SECONDS) * 1000);
  const signed = signer.sign({
    key: task.reportPath,
    contentType: CARE_REPORT_TYPE,
    fileName: `care-report-${task.breezewayTaskId}.html`,
    expiresAt,
  });
  // The signer writes the address of the files route; the same query opens the report route.
  const query = signed.slice(signed.indexOf('?'));
  return { url: `${CARE_REPORT_PATH}${query}`, expires_at: expiresAt.toISOString() };
}
