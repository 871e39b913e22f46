import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TProviderTask, ZProviderTaskPut } from '@harborstay/contracts';
import { careTasks, properties, type DbOrTx } from '@harborstay/db';
import { badRequest, notFound } from '../../errors';
import type { FileStorage } from '../../lib/file-storage';
import { ReportFetchRefused } from '../../lib/report-fetch';

export type CareTaskDeps = {
  db: DbOrTx;
  storage: FileStorage;
  /** Fetches a report address safely (lib/report-fetch.ts); throws ReportFetchRefused. */
  fetchReport: (address: string) => Promise<Buffer>;
};

type TaskBody = z.output<typeof ZProviderTaskPut>;

/** Where a report from the provider is kept: under the care reports' prefix, named at random. */
const reportKey = (propertyId: number) =>
  `care-reports/provider/${propertyId}/${randomBytes(12).toString('hex')}.html`;

/**
 * Creates or replaces a completed care task by its external id (contract: listed with
 * `breezeway_task_id` = external id). Its report is stored before the row is written: sent inline,
 * as it is; sent as an address, fetched once (the same address again is not fetched again). The
 * row and the report it names are written together; the replaced report goes after the commit.
 */
export async function putCareTask(
  deps: CareTaskDeps,
  input: { propertyId: number; externalId: string; body: TaskBody },
): Promise<{ isCreated: boolean; task: TProviderTask }> {
  const [property] = await deps.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.id, input.propertyId));
  if (!property) throw notFound();
  const byExternalId = and(
    eq(careTasks.propertyId, property.id),
    eq(careTasks.breezewayTaskId, input.externalId),
  );
  const [stored] = await deps.db
    .select({ reportPath: careTasks.reportPath, reportSourceUrl: careTasks.reportSourceUrl })
    .from(careTasks)
    .where(byExternalId);

  const { body } = input;
  const isSameAddress =
    body.report_url !== null && stored?.reportSourceUrl === body.report_url && stored.reportPath !== null;
  let html: Buffer | undefined;
  if (body.report_html !== null) html = Buffer.from(body.report_html, 'utf8');
  else if (body.report_url !== null && !isSameAddress) {
    html = await deps.fetchReport(body.report_url).catch((error: unknown) => {
      throw error instanceof ReportFetchRefused ? badRequest({ report_url: [error.message] }) : error;
    });
  }
  const newPath = html ? reportKey(property.id) : undefined;
  if (newPath && html) await deps.storage.put(newPath, html, { contentType: 'text/html; charset=utf-8' });
  const reportPath = newPath ?? (isSameAddress ? (stored?.reportPath ?? null) : null);

  let result: { isCreated: boolean; task: TProviderTask; replacedPath: string | null };
  try {
    result = await deps.db.transaction(async (tx) => {
      const [previous] = await tx
        .select({ reportPath: careTasks.reportPath })
        .from(careTasks)
        .where(byExternalId)
        .for('update');
      const values = {
        name: body.name,
        typeTaskStatus: body.type_task_status,
        finishedAt: new Date(body.finished_at),
        reportPath,
        reportSourceUrl: body.report_url,
      };
      const [row] = await tx
        .insert(careTasks)
        .values({ propertyId: property.id, breezewayTaskId: input.externalId, ...values })
        .onConflictDoUpdate({ target: [careTasks.propertyId, careTasks.breezewayTaskId], set: values })
        .returning({ id: careTasks.id, isCreated: sql<boolean>`(xmax = 0)` });
      if (!row) throw new Error('care task not stored');
      const previousPath = previous?.reportPath ?? null;
      return {
        isCreated: row.isCreated,
        replacedPath: previousPath !== reportPath ? previousPath : null,
        task: {
          id: row.id,
          property_id: property.id,
          name: body.name,
          breezeway_task_id: input.externalId,
          type_task_status: body.type_task_status,
          finished_at: values.finishedAt.toISOString(),
          has_report: reportPath !== null,
        },
      };
    });
  } catch (error) {
    if (newPath) await deps.storage.remove(newPath);
    throw error;
  }
  if (result.replacedPath) await deps.storage.remove(result.replacedPath).catch(() => undefined);
  return { isCreated: result.isCreated, task: result.task };
}
