import { useState } from 'react';
import { Stack, Title } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { ZPathId, type TCareTaskSort } from '@harborstay/contracts';
import { paths } from '../../../config/paths';
import { parsePropertyId } from '../../../shared/property/current-property';
import { LoadError } from '../../../shared/ui/load-error';
import { PageNumbers } from '../../../shared/ui/page-numbers';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useCareTasks } from '../api/get-care-tasks';
import { CareReportFrame } from '../components/care-report-frame';
import { CareTasksTable } from '../components/care-tasks-table';

const PAGE_SIZE = 10;

/**
 * /owner/property-care/{id}: the property's completed tasks; `?task=ID` shows one report in a
 * frame, so the browser's Back and the breadcrumb both return to the list.
 */
export function PropertyCarePage() {
  useDocumentTitle('Property Care');
  const propertyId = parsePropertyId(useParams().id) ?? 0;
  const [search, setSearch] = useSearchParams();
  const [sort, setSort] = useState<TCareTaskSort>('-finished_at');
  const [page, setPage] = useState(1);
  const tasks = useCareTasks({
    property: String(propertyId),
    sort,
    page: String(page),
    page_size: String(PAGE_SIZE),
  });

  const openTask = ZPathId.safeParse(search.get('task') ?? undefined);
  if (openTask.success) {
    const name = search.get('title') ?? tasks.data?.results.find((task) => task.id === openTask.data)?.name;
    return (
      <CareReportFrame
        taskId={openTask.data}
        title={name ?? 'Care report'}
        backHref={paths.owner.propertyCare.href(propertyId)}
      />
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1} fz={26}>
        Property Care
      </Title>
      {tasks.isError ? (
        <LoadError error={tasks.error} onRetry={() => void tasks.refetch()} isRetrying={tasks.isFetching} />
      ) : (
        <CareTasksTable
          tasks={tasks.data}
          sort={sort}
          onSort={(next) => {
            setSort(next);
            setPage(1);
          }}
          onOpen={(task) => setSearch({ task: String(task.id), title: task.name })}
        />
      )}
      {tasks.data && (
        <PageNumbers count={tasks.data.count} pageSize={PAGE_SIZE} page={page} onChange={setPage} />
      )}
    </Stack>
  );
}
