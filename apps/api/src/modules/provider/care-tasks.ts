import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TProviderTask, ZProviderTaskPut } from '@harborstay/contracts';
import { careTasks, properties, type DbOrTx } from '@harborstay/db';
import { badRequest, notFound } from '../../errors';
import type { FileStorage } from '../../lib/file-storage';
import { ReportFetchRefused } from '../../lib/report-fetch';
import { queueNotification } from '../../notifications/queue-notification';

export type CareTaskDeps = {
  db: DbOrTx;
  storage: FileStorage;
  /** Fetches a report address safely (lib/report-fetch.ts); throws ReportFetchRefused. */
  fetchReport: (address: string) => Promise<Buffer>;
  /**
   * A new completed task tells its property's owners (the provider API, Breezeway's webhook);
   * bulk imports (the demo seed, a connector's pull) leave it out and tell nobody.
   */
  notify?: boolean;
  /** Tells this server's job worker that something was queued (a job's own writes need not). */
  wakeJobs?: () => void;
};

type TaskBody = z.output<typeof ZProviderTaskPut>;
type CareTask = { externalId: string; body: TaskBody };
type PutAnswer = { isCreated: boolean; task: TProviderTask };

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
  input: { propertyId: number } & CareTask,
): Promise<PutAnswer> {
  const [answer] = await putCareTasks(deps, { propertyId: input.propertyId, tasks: [input] });
  if (!answer) throw new Error('care task not answered');
  return answer;
}

/** Reports stored at once, and rows per INSERT. */
const PARALLEL_REPORTS = 8;
const ROWS_PER_STATEMENT = 500;

/**
 * Many completed tasks of one property as putCareTask writes one (a bulk import: the demo seed, a
 * connector's first pull): reports stored a few at a time, the rows in one transaction and a
 * statement per few hundred. Answers in the order given; at most one entry per external id.
 */
export async function putCareTasks(
  deps: CareTaskDeps,
  input: { propertyId: number; tasks: readonly CareTask[] },
): Promise<PutAnswer[]> {
  const [property] = await deps.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.id, input.propertyId));
  if (!property) throw notFound();
  const externalIds = input.tasks.map((task) => task.externalId);
  if (new Set(externalIds).size !== externalIds.length) throw new Error('one entry per external id');
  const ofTheseTasks = (ids: string[]) =>
    and(eq(careTasks.propertyId, property.id), inArray(careTasks.breezewayTaskId, ids));

  const stored = new Map<string, { reportPath: string | null; reportSourceUrl: string | null }>();
  for (let i = 0; i < externalIds.length; i += ROWS_PER_STATEMENT) {
    const rows = await deps.db
      .select({
        externalId: careTasks.breezewayTaskId,
        reportPath: careTasks.reportPath,
        reportSourceUrl: careTasks.reportSourceUrl,
      })
      .from(careTasks)
      .where(ofTheseTasks(externalIds.slice(i, i + ROWS_PER_STATEMENT)));
    for (const { externalId, ...row } of rows) if (externalId) stored.set(externalId, row);
  }

  const newPaths: string[] = [];
  try {
    const reportPaths = await mapInBatches(input.tasks, PARALLEL_REPORTS, (task) =>
      storeReport(deps, property.id, task, stored.get(task.externalId), newPaths),
    );
    const result = await deps.db.transaction(async (tx) => {
      const previous = new Map<string, string | null>();
      const answers = new Map<string, { id: number; isCreated: boolean }>();
      for (let i = 0; i < input.tasks.length; i += ROWS_PER_STATEMENT) {
        const ids = externalIds.slice(i, i + ROWS_PER_STATEMENT);
        const locked = await tx
          .select({ externalId: careTasks.breezewayTaskId, reportPath: careTasks.reportPath })
          .from(careTasks)
          .where(ofTheseTasks(ids))
          .for('update');
        for (const row of locked) if (row.externalId) previous.set(row.externalId, row.reportPath);
        const rows = await tx
          .insert(careTasks)
          .values(
            input.tasks.slice(i, i + ROWS_PER_STATEMENT).map((task, j) => ({
              propertyId: property.id,
              breezewayTaskId: task.externalId,
              ...taskValues(task.body, reportPaths[i + j] ?? null),
            })),
          )
          .onConflictDoUpdate({
            target: [careTasks.propertyId, careTasks.breezewayTaskId],
            set: {
              name: sql`excluded.name`,
              typeTaskStatus: sql`excluded.type_task_status`,
              finishedAt: sql`excluded.finished_at`,
              reportPath: sql`excluded.report_path`,
              reportSourceUrl: sql`excluded.report_source_url`,
            },
          })
          .returning({
            id: careTasks.id,
            externalId: careTasks.breezewayTaskId,
            isCreated: sql<boolean>`(xmax = 0)`,
          });
        for (const row of rows) if (row.externalId) answers.set(row.externalId, row);
      }
      // A task is told once, when it first arrives; a replacement of it is not news.
      if (deps.notify)
        for (const row of answers.values())
          if (row.isCreated) await queueNotification(tx, { event: 'task_completed', taskId: row.id });
      return { previous, answers };
    });
    if (deps.notify) deps.wakeJobs?.();
    // The reports the new rows no longer name, once nothing can roll the rows back.
    for (const [i, task] of input.tasks.entries()) {
      const before = result.previous.get(task.externalId) ?? null;
      if (before && before !== reportPaths[i]) await deps.storage.remove(before).catch(() => undefined);
    }
    return input.tasks.map((task, i) => {
      const row = result.answers.get(task.externalId);
      if (!row) throw new Error('care task not stored');
      return {
        isCreated: row.isCreated,
        task: {
          id: row.id,
          property_id: property.id,
          name: task.body.name,
          breezeway_task_id: task.externalId,
          type_task_status: task.body.type_task_status,
          finished_at: new Date(task.body.finished_at).toISOString(),
          has_report: reportPaths[i] !== null,
        },
      };
    });
  } catch (error) {
    await Promise.allSettled(newPaths.map((key) => deps.storage.remove(key)));
    throw error;
  }
}

function taskValues(body: TaskBody, reportPath: string | null) {
  return {
    name: body.name,
    typeTaskStatus: body.type_task_status,
    finishedAt: new Date(body.finished_at),
    reportPath,
    reportSourceUrl: body.report_url,
  };
}

/**
 * The storage key of a task's report: sent inline, stored as it is; sent as an address, fetched
 * and stored, unless it is the address already stored. Keys it creates are added to `created`.
 */
async function storeReport(
  deps: CareTaskDeps,
  propertyId: number,
  { body }: CareTask,
  stored: { reportPath: string | null; reportSourceUrl: string | null } | undefined,
  created: string[],
): Promise<string | null> {
  const isSameAddress =
    body.report_url !== null && stored?.reportSourceUrl === body.report_url && stored.reportPath !== null;
  if (isSameAddress) return stored.reportPath;
  let html: Buffer | undefined;
  if (body.report_html !== null) html = Buffer.from(body.report_html, 'utf8');
  else if (body.report_url !== null) {
    html = await deps.fetchReport(body.report_url).catch((error: unknown) => {
      throw error instanceof ReportFetchRefused ? badRequest({ report_url: [error.message] }) : error;
    });
  }
  if (!html) return null;
  const key = reportKey(propertyId);
  await deps.storage.put(key, html, { contentType: 'text/html; charset=utf-8' });
  created.push(key);
  return key;
}

/** `map` with at most `width` calls running at once; every call has ended when it settles. */
async function mapInBatches<T, R>(items: readonly T[], width: number, map: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width) {
    const settled = await Promise.allSettled(items.slice(i, i + width).map(map));
    for (const outcome of settled) {
      if (outcome.status === 'rejected') throw outcome.reason;
      results.push(outcome.value);
    }
  }
  return results;
}
