import { eq } from 'drizzle-orm';
import { connectorSyncs, properties } from '@harborstay/db';
import type { FileStorage } from '../../lib/file-storage';
import { careReportFetcher } from '../../lib/report-fetch';
import { putCareTask } from '../../modules/provider/care-tasks';
import { PermanentJobError, type JobHandler } from '../../jobs/worker';
import { createBreezewayClient, type BreezewaySettings } from './client';
import { toProviderTask, ZBreezewayTask } from './tasks';

/**
 * The work behind a Breezeway webhook: the task is read again from Breezeway by its id (the body
 * is not trusted, and Breezeway sends the latest task anyway), and a completed task of a linked
 * property is stored with its report through the ingestion service.
 */
export function breezewayTaskJob(options: {
  settings: BreezewaySettings | undefined;
  storage: FileStorage;
  reportFetchAllowOrigins: readonly string[];
}): JobHandler<'breezeway-task'> {
  return async (payload, { db, log }) => {
    if (!options.settings) throw new PermanentJobError('Breezeway is not configured on this server');
    const client = createBreezewayClient(options.settings, { db });
    const parsed = ZBreezewayTask.safeParse(await client.get(`/public/inventory/v1/task/${payload.taskId}`));
    if (!parsed.success) throw new PermanentJobError(`Breezeway task ${payload.taskId} not understood`);
    const task = parsed.data;
    const [property] = task.reference_property_id
      ? await db
          .select({ id: properties.id })
          .from(properties)
          .where(eq(properties.breezewayPropertyId, task.reference_property_id))
      : [];
    if (!property) {
      log.info(
        { task: task.id, reference: task.reference_property_id },
        'Breezeway task of no linked property',
      );
      return;
    }
    const now = new Date();
    await db
      .insert(connectorSyncs)
      .values({ connector: 'breezeway', propertyId: property.id, lastWebhookAt: now })
      .onConflictDoUpdate({
        target: [connectorSyncs.connector, connectorSyncs.propertyId],
        set: { lastWebhookAt: now },
      });
    const mapped = toProviderTask(task);
    if (!mapped) return;
    await putCareTask(
      {
        db,
        storage: options.storage,
        fetchReport: careReportFetcher(options.reportFetchAllowOrigins),
        // One task as it happens: its owners hear of it (the worker runs their e-mails next).
        notify: true,
      },
      { propertyId: property.id, ...mapped },
    );
  };
}
