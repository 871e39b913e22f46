import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { messages, type TCareTask, type TCareTaskList, type TCareTaskSort } from '@harborstay/contracts';
import { CardField, CardFields } from '../../../shared/ui/card-fields';
import { SortSelect } from '../../../shared/ui/sort-select';
import { formatDayOfInstant } from '../../../shared/format/dates';

export type CareTasksProps = {
  tasks: TCareTaskList | undefined;
  sort: TCareTaskSort;
  onSort: (sort: TCareTaskSort) => void;
  onOpen: (task: TCareTask) => void;
};

const SORTS: readonly { value: TCareTaskSort; label: string }[] = [
  { value: '-finished_at', label: 'Completed date, newest first' },
  { value: 'finished_at', label: 'Completed date, oldest first' },
  { value: 'name', label: 'Task title, A to Z' },
  { value: '-name', label: 'Task title, Z to A' },
  { value: 'breezeway_task_id', label: 'Task ID, lowest first' },
  { value: '-breezeway_task_id', label: 'Task ID, highest first' },
];

/** The completed tasks on a phone: a card a task, its date and its report link on screen. */
export function CareTaskCards({ tasks, sort, onSort, onOpen }: CareTasksProps) {
  return (
    <Stack gap="sm">
      <SortSelect value={sort} options={SORTS} onChange={onSort} />
      {!tasks ? (
        [0, 1, 2].map((card) => <Skeleton key={card} h={120} radius="lg" />)
      ) : (
        <Stack component="ul" aria-label="Completed tasks" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {tasks.results.map((task) => (
            <Card key={task.id} component="li" withBorder radius="lg" padding="md">
              <Stack gap="sm">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {task.name}
                  </Text>
                  <Text fz="sm" c="dimmed" style={{ flexShrink: 0 }}>
                    {task.status}
                  </Text>
                </Group>
                <CardFields cols={2}>
                  <CardField label="Task ID">{task.breezeway_task_id}</CardField>
                  <CardField label="Completed Date">{formatDayOfInstant(task.finished_at)}</CardField>
                </CardFields>
                {task.has_report ? (
                  <Button variant="light" onClick={() => onOpen(task)} fullWidth>
                    View report
                  </Button>
                ) : (
                  <Text fz="sm" c="dimmed">
                    Report: {messages.noData}
                  </Text>
                )}
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
