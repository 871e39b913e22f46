import { memo, type ReactNode } from 'react';
import { Anchor, Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { messages, type TDashboard } from '@harborstay/contracts';
import { paths } from '../../../config/paths';
import { formatWholeDollars } from '../../../shared/format/money';
import { formatDayOfInstant } from '../../../shared/format/dates';

const SKELETON_ROWS = 3;

type Column = { title: string; align?: 'right' };
/** `note` is a dimmed second line under the first cell's link. */
type Row = { key: string; href: string; cells: ReactNode[]; note?: string };

/** A titled table whose rows navigate on click; the first cell is a real link for keyboard and screen readers. */
function LinkedTable(props: {
  title: string;
  columns: Column[];
  rows: Row[] | undefined;
  emptyText: string;
  testId: string;
}) {
  const navigate = useNavigate();
  return (
    <Paper withBorder radius="lg" component="section" aria-label={props.title} style={{ overflow: 'hidden' }}>
      <Title order={2} fz="lg" p="md" pb="xs">
        {props.title}
      </Title>
      {props.rows?.length === 0 ? (
        <Text c="dimmed" p="md" pt={0}>
          {props.emptyText}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" data-testid={props.testId}>
            <Table.Thead bg="gray.0">
              <Table.Tr>
                {props.columns.map((column) => (
                  <Table.Th key={column.title} ta={column.align}>
                    {column.title}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.rows === undefined
                ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
                    <Table.Tr key={row}>
                      {props.columns.map((column) => (
                        <Table.Td key={column.title}>
                          <Skeleton h={20} />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))
                : props.rows.map((row) => (
                    <Table.Tr key={row.key} onClick={() => navigate(row.href)} style={{ cursor: 'pointer' }}>
                      {row.cells.map((cell, index) => (
                        <Table.Td
                          key={index}
                          ta={props.columns[index]?.align}
                          style={index === 0 ? undefined : { whiteSpace: 'nowrap' }}
                        >
                          {index === 0 ? (
                            <>
                              <Anchor
                                component={Link}
                                to={row.href}
                                fw={600}
                                onClick={(event) => event.stopPropagation()}
                              >
                                {cell}
                              </Anchor>
                              {row.note && (
                                <Text fz="sm" c="dimmed">
                                  {row.note}
                                </Text>
                              )}
                            </>
                          ) : (
                            cell
                          )}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

/** The Properties list: each row to the property's details (spec section 2). */
export const DashboardPropertiesList = memo(function DashboardPropertiesList({
  rows,
}: {
  rows: TDashboard['quick_property_access_table'] | undefined;
}) {
  return (
    <LinkedTable
      title="Properties"
      testId="dashboard-properties"
      columns={[{ title: 'Property' }, { title: 'Net income this month', align: 'right' }]}
      emptyText={messages.noProperties}
      rows={rows?.map((row) => ({
        key: String(row.property),
        href: paths.owner.propertyDetails.href(row.property),
        cells: [row.property__entity_name, formatWholeDollars(row.current_month_net_income)],
      }))}
    />
  );
});

/** The Recent Property Tasks list: each row to the property's care page (spec section 2). */
export const RecentTasksList = memo(function RecentTasksList({
  rows,
}: {
  rows: TDashboard['quick_tasks_access_table'] | undefined;
}) {
  return (
    <LinkedTable
      title="Recent Property Tasks"
      testId="dashboard-tasks"
      columns={[{ title: 'Task' }, { title: 'Completed', align: 'right' }]}
      emptyText="No property task has been completed yet."
      rows={rows?.map((row) => ({
        key: `${row.property_id}-${row.breezeway_task_id}-${row.finished_at}`,
        href: paths.owner.propertyCare.href(row.property_id),
        cells: [row.name, formatDayOfInstant(row.finished_at)],
        note: row.entity_name,
      }))}
    />
  );
});
