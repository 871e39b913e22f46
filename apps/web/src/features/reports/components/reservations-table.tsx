import { Paper, Skeleton, Table, Text } from '@mantine/core';
import {
  messages,
  RESERVATION_REPORT_COLUMNS,
  type TReservationReport,
  type TReservationReportColumn,
  type TReservationReportSort,
} from '@harborstay/contracts';
import { formatDollarsAndCents } from '../../../shared/format/money';
import { SortableHeader } from '../../../shared/ui/sortable-header';
import { cellText, isNumericColumn } from '../lib/cells';

/** The columns the owner may sort by, and the sort key of each (spec section 2: startDate and platform). */
const SORTABLE: Partial<Record<TReservationReportColumn, 'start_date' | 'platform'>> = {
  check_in: 'start_date',
  platform: 'platform',
};

const TOTALS: Partial<Record<TReservationReportColumn, (totals: TReservationReport['totals']) => string>> = {
  nights_count: (totals) => String(totals.nights_count),
  revenue: (totals) => formatDollarsAndCents(totals.revenue),
  management_fee: (totals) => formatDollarsAndCents(totals.management_fee),
  net_income: (totals) => formatDollarsAndCents(totals.net_income),
};

type Props = {
  report: TReservationReport | undefined;
  columns: TReservationReportColumn[];
  sort: TReservationReportSort;
  onSort: (sort: TReservationReportSort) => void;
};

/** One page of the report, with a totals row over the whole filtered range. */
export function ReservationsTable({ report, columns, sort, onSort }: Props) {
  const shown = RESERVATION_REPORT_COLUMNS.filter((column) => columns.includes(column.key));
  if (report && report.count === 0) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <Text c="dimmed" ta="center">
          {messages.noReservations}
        </Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={Math.max(640, shown.length * 120)}>
        <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label="Reservations">
          <Table.Thead bg="gray.0">
            <Table.Tr>
              {shown.map((column) => {
                const key = SORTABLE[column.key];
                return key === undefined ? (
                  <Table.Th
                    key={column.key}
                    ta={isNumericColumn(column.key) ? 'right' : undefined}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {column.label}
                  </Table.Th>
                ) : (
                  <SortableHeader
                    key={column.key}
                    label={column.label}
                    sortKey={key}
                    sort={sort}
                    onSort={onSort}
                  />
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {!report
              ? [0, 1, 2, 3].map((row) => (
                  <Table.Tr key={row}>
                    {shown.map((column) => (
                      <Table.Td key={column.key}>
                        <Skeleton h={14} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              : report.results.map((row) => (
                  <Table.Tr key={row.id}>
                    {shown.map((column) => {
                      const text = cellText(row, column.key);
                      return (
                        <Table.Td
                          key={column.key}
                          ta={isNumericColumn(column.key) ? 'right' : undefined}
                          c={text === messages.noData ? 'dimmed' : undefined}
                          style={{ whiteSpace: 'nowrap' }}
                        >
                          {text}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
          </Table.Tbody>
          {report && (
            <Table.Tfoot>
              <Table.Tr fw={700} bg="gray.0">
                {shown.map((column, index) => (
                  <Table.Td
                    key={column.key}
                    ta={isNumericColumn(column.key) ? 'right' : undefined}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {TOTALS[column.key]?.(report.totals) ?? (index === 0 ? `Totals (${report.count})` : '')}
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
