import { and, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { connectorSyncs, properties, type DbOrTx } from '@harborstay/db';
import { AppError } from '../../errors';
import type { FileStorage } from '../../lib/file-storage';
import { putCareTask, putCareTasks, type CareTaskDeps } from '../../modules/provider/care-tasks';
import type { BreezewayClient } from './client';
import { toProviderTask, ZBreezewayTask } from './tasks';

export type BreezewaySyncDeps = {
  db: DbOrTx;
  client: BreezewayClient;
  storage: FileStorage;
  fetchReport: CareTaskDeps['fetchReport'];
};

const PAGE_SIZE = 100;
const ZPage = z.union([z.array(z.unknown()), z.looseObject({ results: z.array(z.unknown()) })]);

/** The tasks of one Breezeway property, page by page (`limit` and 1-based `page`, until a short page). */
async function* tasksOf(client: BreezewayClient, referencePropertyId: string) {
  for (let page = 1; ; page += 1) {
    const answer = ZPage.parse(
      await client.get('/public/inventory/v1/task/', {
        reference_property_id: referencePropertyId,
        limit: PAGE_SIZE,
        page,
      }),
    );
    const items = Array.isArray(answer) ? answer : answer.results;
    for (const item of items) {
      const task = ZBreezewayTask.safeParse(item);
      if (task.success) yield task.data;
    }
    if (items.length < PAGE_SIZE) return;
  }
}

export type TaskPullSummary = { created: number; replaced: number; skipped: number; failed: string[] };

/**
 * Pulls every completed task of a linked property through the ingestion service (a bulk import:
 * nobody is told), reports fetched safely and only when their address is new. Breezeway documents
 * no status filter, so the tasks are read whole and the completed ones kept. A task whose report
 * cannot be fetched is listed as failed; the others are stored all the same.
 */
export async function pullTasks(
  deps: BreezewaySyncDeps,
  property: { id: number; breezewayPropertyId: string },
): Promise<TaskPullSummary> {
  const summary: TaskPullSummary = { created: 0, replaced: 0, skipped: 0, failed: [] };
  const done = new Map<string, NonNullable<ReturnType<typeof toProviderTask>>>();
  for await (const task of tasksOf(deps.client, property.breezewayPropertyId)) {
    const mapped = toProviderTask(task);
    if (mapped) done.set(mapped.externalId, mapped);
    else summary.skipped += 1;
  }
  const tasks = [...done.values()];
  const careDeps = { db: deps.db, storage: deps.storage, fetchReport: deps.fetchReport };
  const count = (answers: { isCreated: boolean }[]) => {
    for (const answer of answers) summary[answer.isCreated ? 'created' : 'replaced'] += 1;
  };
  try {
    count(await putCareTasks(careDeps, { propertyId: property.id, tasks }));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // One report refused: each task on its own, so that the others are stored.
    for (const task of tasks) {
      try {
        count([await putCareTask(careDeps, { propertyId: property.id, ...task })]);
      } catch (refusal) {
        if (!(refusal instanceof AppError)) throw refusal;
        summary.failed.push(`task ${task.externalId}: ${refusal.message}`);
      }
    }
  }
  await recordSync(deps.db, property.id, describe(summary));
  return summary;
}

export function describe(summary: TaskPullSummary): string {
  const failed = summary.failed.length
    ? `, ${summary.failed.length} failed (${summary.failed.join('; ')})`
    : '';
  return `${summary.created} tasks created, ${summary.replaced} replaced or unchanged, ${summary.skipped} not completed skipped${failed}`;
}

async function recordSync(db: DbOrTx, propertyId: number, summary: string) {
  const values = { lastSyncAt: new Date(), lastSyncSummary: summary };
  await db
    .insert(connectorSyncs)
    .values({ connector: 'breezeway', propertyId, ...values })
    .onConflictDoUpdate({ target: [connectorSyncs.connector, connectorSyncs.propertyId], set: values });
}

/** The properties linked to Breezeway, or the one asked for (which must be linked). */
export async function linkedProperties(db: DbOrTx, propertyId?: number) {
  const rows = await db
    .select({
      id: properties.id,
      entityName: properties.entityName,
      breezewayPropertyId: properties.breezewayPropertyId,
    })
    .from(properties)
    .where(
      and(
        isNotNull(properties.breezewayPropertyId),
        propertyId === undefined ? undefined : eq(properties.id, propertyId),
      ),
    )
    .orderBy(properties.id);
  return rows.flatMap((row) =>
    row.breezewayPropertyId ? [{ ...row, breezewayPropertyId: row.breezewayPropertyId }] : [],
  );
}

/**
 * Pulls the linked properties (or the one asked for) one after another and says what changed for
 * each: `sync:breezeway` and the nightly reconciliation, which mends what a lost webhook missed.
 */
export async function syncLinkedProperties(deps: BreezewaySyncDeps, propertyId?: number): Promise<string> {
  const linked = await linkedProperties(deps.db, propertyId);
  if (linked.length === 0)
    return propertyId === undefined
      ? 'No property is linked to Breezeway yet (property:link --breezeway-property).'
      : `Property ${propertyId} is not linked to Breezeway.`;
  const lines: string[] = [];
  for (const property of linked)
    lines.push(
      `Property ${property.id} "${property.entityName}": ${describe(await pullTasks(deps, property))}.`,
    );
  return lines.join('\n');
}
