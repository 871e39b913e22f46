import { and, eq, sql, type SQL } from 'drizzle-orm';
import { CARE_REPORTS_SINCE, CARE_TASK_SORTS, type TCareTaskSort } from '@harborstay/contracts';
import { careTasks, properties, type DbOrTx } from '@harborstay/db';
import { inScopeProperties, scopeParams, type OwnerScope } from '../../access/owner-scope';
import { preparedPerDatabase } from '../../lib/prepared-statement';

/** Every query takes the scope narrowed to one of the caller's properties: other tasks do not exist here. */

const t = careTasks;

/**
 * Whether a task's report may be shown: it has one, and it was finished on or after the first
 * day of reports (spec section 2), that day read in the property's own time zone.
 */
const hasReport = sql<boolean>`(${t.reportPath} is not null and (${t.finishedAt} at time zone ${properties.timeZone})::date >= ${sql.raw(`'${CARE_REPORTS_SINCE}'`)}::date)`;

/** Each sort's keys, the id last so that paging is stable; task ids of digits sort as numbers. */
const SORT_KEYS: Record<string, SQL[]> = {
  name: [sql`${t.name}`],
  breezeway_task_id: [sql`length(${t.breezewayTaskId})`, sql`${t.breezewayTaskId}`],
  finished_at: [sql`${t.finishedAt}`],
};

function orderOf(sort: TCareTaskSort): SQL[] {
  const descending = sort.startsWith('-');
  const keys = [...(SORT_KEYS[sort.replace('-', '')] ?? []), sql`${t.id}`];
  return keys.map((key) => (descending ? sql`${key} desc` : sql`${key} asc`));
}

const pageStatement = (sort: TCareTaskSort) =>
  preparedPerDatabase((db) =>
    db
      .select({
        id: t.id,
        name: t.name,
        breezewayTaskId: t.breezewayTaskId,
        finishedAt: t.finishedAt,
        typeTaskStatus: t.typeTaskStatus,
        hasReport,
        // The whole list's length on each row of the page: one statement answers the page.
        count: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(t)
      .innerJoin(properties, eq(properties.id, t.propertyId))
      .where(inScopeProperties(t.propertyId))
      .orderBy(...orderOf(sort))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`care_tasks_${sort.replace('-', 'desc_')}`),
  );

const pageStatements = Object.fromEntries(
  CARE_TASK_SORTS.map((sort) => [sort, pageStatement(sort)]),
) as Record<TCareTaskSort, ReturnType<typeof pageStatement>>;

const countStatement = preparedPerDatabase((db) =>
  db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(t)
    .where(inScopeProperties(t.propertyId))
    .prepare('care_tasks_count'),
);

export async function listTasks(
  db: DbOrTx,
  scope: OwnerScope,
  options: { sort: TCareTaskSort; limit: number; offset: number },
) {
  const { sort, ...page } = options;
  const rows = await pageStatements[sort](db).execute({ ...scopeParams(scope), ...page });
  // A page past the end has no row to carry the count: only then is it asked on its own.
  const count =
    rows[0]?.count ??
    (page.offset > 0 ? ((await countStatement(db).execute(scopeParams(scope)))[0]?.count ?? 0) : 0);
  return { rows, count };
}

const reportStatement = preparedPerDatabase((db) =>
  db
    .select({ id: t.id, breezewayTaskId: t.breezewayTaskId, name: t.name, reportPath: t.reportPath })
    .from(t)
    .innerJoin(properties, eq(properties.id, t.propertyId))
    .where(and(eq(t.id, sql.placeholder('taskId')), inScopeProperties(t.propertyId), hasReport))
    .prepare('care_task_report'),
);

/** The report of one of the scope's tasks, if it may be shown. */
export async function findTaskReport(db: DbOrTx, scope: OwnerScope, taskId: number) {
  const [row] = await reportStatement(db).execute({ ...scopeParams(scope), taskId });
  return row?.reportPath ? { ...row, reportPath: row.reportPath } : undefined;
}
