import { Box, Card, Skeleton, Stack } from '@mantine/core';
import {
  messages,
  RESERVATION_REPORT_COLUMNS,
  type TReservationReport,
  type TReservationReportColumn,
  type TReservationReportSort,
} from '@harborstay/contracts';
import { CardField, CardFields } from '../../../shared/ui/card-fields';
import { SortSelect } from '../../../shared/ui/sort-select';
import { cellText, isMoneyColumn } from '../lib/cells';
import { ReportTotals } from './report-totals';

export type ReservationsViewProps = {
  report: TReservationReport | undefined;
  columns: TReservationReportColumn[];
  sort: TReservationReportSort;
  onSort: (sort: TReservationReportSort) => void;
};

const SORTS: readonly { value: TReservationReportSort; label: string }[] = [
  { value: 'start_date', label: 'Check-in date, earliest first' },
  { value: '-start_date', label: 'Check-in date, latest first' },
  { value: 'platform', label: 'Platform, A to Z' },
  { value: '-platform', label: 'Platform, Z to A' },
];

/**
 * The report on a phone: the totals first, then a card a booking with the chosen columns, its money
 * in a row of its own, so that every amount is on screen without scrolling sideways.
 */
export function ReservationCards({ report, columns, sort, onSort }: ReservationsViewProps) {
  const shown = RESERVATION_REPORT_COLUMNS.filter((column) => columns.includes(column.key));
  const details = shown.filter((column) => !isMoneyColumn(column.key));
  const money = shown.filter((column) => isMoneyColumn(column.key));
  return (
    <Stack gap="sm">
      <SortSelect value={sort} options={SORTS} onChange={onSort} />
      {!report ? (
        [0, 1, 2].map((card) => <Skeleton key={card} h={160} radius="lg" />)
      ) : (
        <>
          <ReportTotals report={report} columns={shown} cols={2} />
          <Stack component="ul" aria-label="Reservations" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {report.results.map((row) => (
              <Card key={row.id} component="li" withBorder radius="lg" padding="md">
                <Stack gap="sm">
                  <CardFields cols={2}>
                    {details.map((column) => {
                      const text = cellText(row, column.key);
                      return (
                        <CardField key={column.key} label={column.label} isDimmed={text === messages.noData}>
                          {text}
                        </CardField>
                      );
                    })}
                  </CardFields>
                  {money.length > 0 && (
                    <Box pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
                      <CardFields cols={money.length}>
                        {money.map((column) => (
                          <CardField key={column.key} label={column.label} isStrong>
                            {cellText(row, column.key)}
                          </CardField>
                        ))}
                      </CardFields>
                    </Box>
                  )}
                </Stack>
              </Card>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
