import { Paper, Skeleton, Stack, Table } from '@mantine/core';
import { messages, RESERVATION_REPORT_COLUMNS, type TReservationReportColumn } from '@harborstay/contracts';
import { EmptyListNotice } from '../../../shared/ui/empty-list-notice';
import { SortableHeader } from '../../../shared/ui/sortable-header';
import { useIsBelow } from '../../../shared/ui/use-is-below';
import { cellText, isNumericColumn, totalText } from '../lib/cells';
import { ReportTotals } from './report-totals';
import { ReservationCards, type ReservationsViewProps } from './reservation-cards';
import classes from './reservations-table.module.css';

/** The columns the owner may sort by, and the sort key of each (spec section 2: startDate and platform). */
const SORTABLE: Partial<Record<TReservationReportColumn, 'start_date' | 'platform'>> = {
  check_in: 'start_date',
  platform: 'platform',
};

/** Text columns whose longer values may take two lines rather than push the money aside. */
const WRAPPING = new Set<TReservationReportColumn>([
  'property_nickname',
  'guest_name',
  'property_address',
  'platform',
]);

/**
 * One page of the report with the totals over the whole filtered range: a table from 992px up, a
 * card a booking below it, where fourteen columns cannot fit (decision 0061).
 */
export function ReservationsTable(props: ReservationsViewProps) {
  const isPhone = useIsBelow('md');
  if (props.report && props.report.count === 0)
    return <EmptyListNotice>{messages.noReservations}</EmptyListNotice>;
  return isPhone ? <ReservationCards {...props} /> : <ReservationsGrid {...props} />;
}

function ReservationsGrid({ report, columns, sort, onSort }: ReservationsViewProps) {
  const shown = RESERVATION_REPORT_COLUMNS.filter((column) => columns.includes(column.key));
  const align = (key: TReservationReportColumn) => (isNumericColumn(key) ? 'right' : undefined);
  return (
    <Stack gap="sm">
      {report && <ReportTotals report={report} columns={shown} cols={4} />}
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        <div className={classes.scroller}>
          <Table
            className={classes.table}
            highlightOnHover
            verticalSpacing="sm"
            horizontalSpacing="xs"
            aria-label="Reservations"
          >
            <Table.Thead bg="gray.0">
              <Table.Tr>
                {shown.map((column) => {
                  const key = SORTABLE[column.key];
                  return key === undefined ? (
                    <Table.Th key={column.key} ta={align(column.key)}>
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
                          <Skeleton h={14} miw={48} />
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
                            ta={align(column.key)}
                            c={text === messages.noData ? 'dimmed' : undefined}
                            className={WRAPPING.has(column.key) ? classes.mayWrap : undefined}
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
                    <Table.Td key={column.key} ta={align(column.key)}>
                      {totalText(report, column.key) ?? (index === 0 ? `Totals (${report.count})` : '')}
                    </Table.Td>
                  ))}
                </Table.Tr>
              </Table.Tfoot>
            )}
          </Table>
        </div>
      </Paper>
    </Stack>
  );
}
