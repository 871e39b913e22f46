import { Anchor, Paper, Skeleton, Table, Text } from '@mantine/core';
import { messages } from '@harborstay/contracts';
import { EmptyListNotice } from '../../../shared/ui/empty-list-notice';
import { SortableHeader } from '../../../shared/ui/sortable-header';
import { useIsBelow } from '../../../shared/ui/use-is-below';
import { formatDayOfInstant } from '../../../shared/format/dates';
import { CareTaskCards, type CareTasksProps } from './care-task-cards';

/**
 * The completed tasks (spec section 2): a table from 768px up, a card a task on a phone, where the
 * date and the report link would sit off to the side (issue 26, point 9).
 */
export function CareTasksTable(props: CareTasksProps) {
  const isPhone = useIsBelow('sm');
  if (props.tasks && props.tasks.count === 0) return <EmptyListNotice>{messages.noTasks}</EmptyListNotice>;
  return isPhone ? <CareTaskCards {...props} /> : <CareTasksGrid {...props} />;
}

/** A row with a report opens it; 'View report' does too, by keyboard. */
function CareTasksGrid({ tasks, sort, onSort, onOpen }: CareTasksProps) {
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={640}>
        <Table highlightOnHover verticalSpacing="md" horizontalSpacing="lg" aria-label="Completed tasks">
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <SortableHeader label="Task title" sortKey="name" sort={sort} onSort={onSort} />
              <SortableHeader label="Task ID" sortKey="breezeway_task_id" sort={sort} onSort={onSort} />
              <Table.Th>Status</Table.Th>
              <SortableHeader label="Completed Date" sortKey="finished_at" sort={sort} onSort={onSort} />
              <Table.Th>Report</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {!tasks
              ? [0, 1, 2].map((row) => (
                  <Table.Tr key={row}>
                    {[0, 1, 2, 3, 4].map((cell) => (
                      <Table.Td key={cell}>
                        <Skeleton h={14} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              : tasks.results.map((task) => (
                  <Table.Tr
                    key={task.id}
                    onClick={task.has_report ? () => onOpen(task) : undefined}
                    style={task.has_report ? { cursor: 'pointer' } : undefined}
                  >
                    <Table.Td fw={500}>{task.name}</Table.Td>
                    <Table.Td>{task.breezeway_task_id}</Table.Td>
                    <Table.Td>{task.status}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDayOfInstant(task.finished_at)}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {task.has_report ? (
                        <Anchor
                          component="button"
                          type="button"
                          fz="sm"
                          onClick={(event) => {
                            event.stopPropagation();
                            onOpen(task);
                          }}
                        >
                          View report
                        </Anchor>
                      ) : (
                        <Text c="dimmed" fz="sm">
                          {messages.noData}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
