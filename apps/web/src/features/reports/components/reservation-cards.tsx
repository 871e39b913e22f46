import { useId, useState } from 'react';
import { Box, Card, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import {
  messages,
  RESERVATION_REPORT_COLUMNS,
  type TReservationReport,
  type TReservationReportColumn,
  type TReservationReportRow,
  type TReservationReportSort,
} from '@harborstay/contracts';
import { CardField, CardFields } from '../../../shared/ui/card-fields';
import { cellText, isMoneyColumn, stayDates } from '../lib/cells';
import { ReportTotals } from './report-totals';
import classes from './reservation-cards.module.css';

export type ReservationsViewProps = {
  report: TReservationReport | undefined;
  columns: TReservationReportColumn[];
  sort: TReservationReportSort;
  onSort: (sort: TReservationReportSort) => void;
};

/** The orders the table's headings offer, as one choice for the cards, which have no headings. */
export const REPORT_SORTS: readonly { value: TReservationReportSort; label: string }[] = [
  { value: 'start_date', label: 'Check-in date, earliest first' },
  { value: '-start_date', label: 'Check-in date, latest first' },
  { value: 'platform', label: 'Platform, A to Z' },
  { value: '-platform', label: 'Platform, Z to A' },
];

/** What a card's title shows, whatever the Columns menu holds: who, when, and what the owner earns. */
const TITLE_COLUMNS = new Set<TReservationReportColumn>([
  'guest_name',
  'check_in',
  'check_out',
  'net_income',
]);

/**
 * The report on a phone (issue 43): the totals first, then a compact card a booking, its guest and
 * dates as the title and its net income beside them; a tap opens the other chosen columns. The
 * first booking shows within the first screen, and every net income without scrolling sideways.
 */
export function ReservationCards({ report, columns }: ReservationsViewProps) {
  const shown = RESERVATION_REPORT_COLUMNS.filter((column) => columns.includes(column.key));
  const rest = shown.filter((column) => !TITLE_COLUMNS.has(column.key));
  if (!report) {
    return (
      <Stack gap="sm">
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} h={72} radius="lg" />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <ReportTotals report={report} columns={shown} cols={2} />
      <Stack component="ul" aria-label="Reservations" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {report.results.map((row) => (
          <ReservationCard key={row.id} row={row} rest={rest} />
        ))}
      </Stack>
    </Stack>
  );
}

function ReservationCard({
  row,
  rest,
}: {
  row: TReservationReportRow;
  rest: readonly { key: TReservationReportColumn; label: string }[];
}) {
  const [isOpen, setOpen] = useState(false);
  const detailsId = useId();
  const details = rest.filter((column) => !isMoneyColumn(column.key));
  const money = rest.filter((column) => isMoneyColumn(column.key));
  return (
    <Card component="li" withBorder radius="lg" padding={0}>
      <UnstyledButton
        className={classes.summary}
        aria-expanded={isOpen}
        aria-controls={detailsId}
        onClick={() => setOpen(!isOpen)}
      >
        <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
          <Box style={{ minWidth: 0 }}>
            <Text fw={700} truncate="end" c={row.guest_name ? undefined : 'dimmed'}>
              {row.guest_name ?? row.platform ?? messages.noData}
            </Text>
            <Text fz="sm" c="dimmed" truncate="end">
              {stayDates(row)} · {row.property_nickname}
            </Text>
          </Box>
          <Group gap={6} wrap="nowrap" align="center">
            <Box ta="right" style={{ whiteSpace: 'nowrap' }}>
              <Text fz="lg" fw={700} lh={1.2} c="harbor.9" data-testid="card-net-income">
                {cellText(row, 'net_income')}
              </Text>
              <Text fz="xs" c="dimmed">
                Net income
              </Text>
            </Box>
            <IconChevronDown size={18} aria-hidden className={classes.chevron} data-open={isOpen} />
          </Group>
        </Group>
      </UnstyledButton>
      {isOpen && (
        <Stack id={detailsId} gap="sm" px="md" pb="md">
          {details.length > 0 && (
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
          )}
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
      )}
    </Card>
  );
}
