import { z } from 'zod';
import { ZId, ZPathId } from './ids';
import { TASK_STATUSES } from './property';
import { ZQueryInt } from './reports';

/** A care report is an HTML page (the provider's, stored as it came). */
export const CARE_REPORT_MEDIA_TYPE = 'text/html';

/** Reports exist only for tasks finished on or after this day (spec section 2). */
export const CARE_REPORTS_SINCE = '2023-10-16';

export const CARE_TASK_SORTS = [
  'name',
  '-name',
  'breezeway_task_id',
  '-breezeway_task_id',
  'finished_at',
  '-finished_at',
] as const;
export type TCareTaskSort = (typeof CARE_TASK_SORTS)[number];
export const CARE_TASKS_MAX_PAGE_SIZE = 100;

export const ZCareTaskQuery = z.object({
  property: ZPathId.meta({ description: "One of the caller's properties; any other answers 404" }),
  page: ZQueryInt({ min: 1, max: 1_000_000 }).optional(),
  page_size: ZQueryInt({ min: 1, max: CARE_TASKS_MAX_PAGE_SIZE }).optional(),
  sort: z
    .enum(CARE_TASK_SORTS)
    .default('-finished_at')
    .meta({ description: 'Task title, task id or completed date, `-` for descending; ties broken by id' }),
});
export type TCareTaskQuery = z.input<typeof ZCareTaskQuery>;

export const ZCareTask = z.object({
  id: z.number().int(),
  name: z.string(),
  breezeway_task_id: z.string(),
  finished_at: z.iso.datetime({ offset: true }),
  /** The care provider's status: finished or closed. */
  type_task_status: z.enum(TASK_STATUSES),
  /** What the portal shows for both: 'Completed'. */
  status: z.literal('Completed'),
  /** Whether `getUrl` gives this task's report (finished on or after CARE_REPORTS_SINCE, with a report). */
  has_report: z.boolean(),
});
export type TCareTask = z.infer<typeof ZCareTask>;

export const ZCareTaskList = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(ZCareTask),
});
export type TCareTaskList = z.infer<typeof ZCareTaskList>;

/** The client names the task; the server makes the address (the client never sends one). */
export const ZCareReportUrlRequest = z.strictObject({ task_id: ZId });
export type TCareReportUrlRequest = z.infer<typeof ZCareReportUrlRequest>;
