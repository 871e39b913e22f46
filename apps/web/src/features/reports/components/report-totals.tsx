import { Paper, Text } from '@mantine/core';
import type { TReservationReport, TReservationReportColumn } from '@harborstay/contracts';
import { CardField, CardFields } from '../../../shared/ui/card-fields';
import { isMoneyColumn, totalText } from '../lib/cells';

/**
 * The totals over the whole filtered range, above the rows: in view at first sight however many
 * rows a page has or how they wrap (the table's own totals row stays at its foot too).
 */
export function ReportTotals({
  report,
  columns,
  cols,
}: {
  report: TReservationReport;
  columns: readonly { key: TReservationReportColumn; label: string }[];
  cols: number;
}) {
  return (
    <Paper withBorder radius="lg" p="md" bg="gray.0" component="section" aria-label="Totals">
      <Text fw={700} mb="xs">
        Totals ({report.count})
      </Text>
      <CardFields cols={cols}>
        {columns
          .filter((column) => totalText(report, column.key) !== undefined)
          .map((column) => (
            <CardField key={column.key} label={column.label} isStrong={isMoneyColumn(column.key)}>
              {totalText(report, column.key)}
            </CardField>
          ))}
      </CardFields>
    </Paper>
  );
}
