import { z } from 'zod';
import { ZProviderTaskPut, type TProviderTaskPut } from '@harborstay/contracts';

/**
 * Breezeway's task, as far as the portal reads it (developer.breezeway.io, "Tasks" and "Task
 * webhooks"; the field names beyond those pages come from public code that calls the API, see
 * decision 0051). Everything else Breezeway sends is ignored; nothing here is trusted further than
 * it is checked.
 */
export const ZBreezewayTask = z.looseObject({
  id: z.union([z.number().int(), z.string().regex(/^\d{1,20}$/)]).transform(String),
  name: z.string().nullish(),
  home_id: z.number().int().nullish(),
  reference_property_id: z.string().nullish(),
  type_task_status: z.looseObject({
    code: z.string().nullish(),
    name: z.string().nullish(),
    stage: z.string().nullish(),
  }),
  finished_at: z.string().nullish(),
  report_url: z.string().nullish(),
});
export type BreezewayTask = z.output<typeof ZBreezewayTask>;

/** The codes of a completed task; 'closed' keeps its name, the others are 'finished' (spec: finished|closed). */
const DONE_CODES = new Set(['finished', 'closed', 'approved']);

/** An instant Breezeway wrote without an offset is read as UTC (its format is not documented). */
function instant(value: string): string | undefined {
  const withZone = /([zZ]|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value}Z`;
  const time = Date.parse(withZone);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/**
 * The provider API's task body of a completed Breezeway task (the ingestion service's shape), or
 * undefined for a task that is not completed, or that has no finish time the portal can read.
 */
export function toProviderTask(
  task: BreezewayTask,
): { externalId: string; body: z.output<typeof ZProviderTaskPut> } | undefined {
  const status = task.type_task_status;
  const isDone = status.stage === 'finished' || DONE_CODES.has(status.code ?? '');
  const finishedAt = task.finished_at ? instant(task.finished_at) : undefined;
  if (!isDone || !finishedAt) return undefined;
  const body: TProviderTaskPut = {
    name: (task.name?.trim() || 'Care task').slice(0, 200),
    type_task_status: status.code === 'closed' ? 'closed' : 'finished',
    finished_at: finishedAt,
    report_html: null,
    report_url: task.report_url?.trim() || null,
  };
  const parsed = ZProviderTaskPut.safeParse(body);
  // A report address the provider API would refuse (not http(s)) leaves the task without report.
  return {
    externalId: task.id,
    body: parsed.success ? parsed.data : ZProviderTaskPut.parse({ ...body, report_url: null }),
  };
}
