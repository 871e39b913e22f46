import { Box, Card, Paper, Skeleton, Stack, Text } from '@mantine/core';
import {
  messages,
  RESERVATION_REPORT_COLUMNS,
  type TReservationReport,
  type TReservationReportColumn,
  type TReservationReportSort,
} from '@harborstay/contracts';
import { CardField, CardFields } from '../../../shared/ui/card-fields';
import { SortSelect } from '../../../shared/ui/sort-select';
import { cellText, isMoneyColumn, totalText } from '../lib/cells';

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
          <Paper withBorder radius="lg" p="md" bg="gray.0" component="section" aria-label="Totals">
            <Text fw={700} mb="xs">
              Totals ({report.count})
            </Text>
            <CardFields cols={2}>
              {shown
                .filter((column) => totalText(report, column.key) !== undefined)
                .map((column) => (
                  <CardField key={column.key} label={column.label} isStrong={isMoneyColumn(column.key)}>
                    {totalText(report, column.key)}
                  </CardField>
                ))}
            </CardFields>
          </Paper>
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
