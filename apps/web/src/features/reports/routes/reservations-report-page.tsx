import { useEffect, useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import type { TExportFormat, TReservationReportSort } from '@harborstay/contracts';
import { useOwnerProperties } from '../../../shared/api/owner-properties';
import { EmptyListNotice } from '../../../shared/ui/empty-list-notice';
import { LoadError, loadErrorMessage } from '../../../shared/ui/load-error';
import { PageNumbers } from '../../../shared/ui/page-numbers';
import { StatusAlert } from '../../../shared/ui/status-alert';
import { SortSelect } from '../../../shared/ui/sort-select';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useIsBelow } from '../../../shared/ui/use-is-below';
import { useExportReservationsReport } from '../api/export-reservations-report';
import { useReservationsReport } from '../api/get-reservations-report';
import { FoldedFilters } from '../components/folded-filters';
import { ReportControls } from '../components/report-controls';
import { REPORT_SORTS } from '../components/reservation-cards';
import { ReservationsTable } from '../components/reservations-table';
import { stayDates } from '../lib/cells';
import { loadSettings, saveSettings, type ReportSettings } from '../lib/report-settings';

const PAGE_SIZE = 10;

/** /owner/financial/reservation-feed/: the reservations report of spec section 2. */
export function ReservationsReportPage() {
  useDocumentTitle('Reservations');
  const properties = useOwnerProperties();
  const [settings, setSettings] = useState<ReportSettings>(() => loadSettings());
  const [sort, setSort] = useState<TReservationReportSort>('start_date');
  const [page, setPage] = useState(1);
  useEffect(() => saveSettings(settings), [settings]);

  const isRangeValid = settings.range.start <= settings.range.end;
  const filter = {
    start: settings.range.start,
    end: settings.range.end,
    ...(settings.properties === 'all' ? {} : { property: settings.properties.map(String) }),
    sort,
  };
  const report = useReservationsReport(
    { ...filter, page: String(page), page_size: String(PAGE_SIZE) },
    { enabled: isRangeValid },
  );
  const exporter = useExportReservationsReport();
  // Cards below 992px (decision 0061), and there the controls fold behind one button.
  const isCompact = useIsBelow('md');

  const change = (next: ReportSettings) => {
    setSettings(next);
    setPage(1);
  };
  const handleExport = (format: TExportFormat) =>
    exporter.mutate({ ...filter, format, column: settings.columns, title: settings.title });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} fz={28}>
            {settings.title.trim() || 'Reservations report'}
          </Title>
          <Text c="dimmed">Guest bookings and your own stays by check-in date.</Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconFileTypeCsv size={18} aria-hidden />}
            loading={exporter.isPending && exporter.variables.format === 'csv'}
            disabled={!isRangeValid}
            onClick={() => handleExport('csv')}
          >
            Export CSV
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            loading={exporter.isPending && exporter.variables.format === 'xlsx'}
            disabled={!isRangeValid}
            onClick={() => handleExport('xlsx')}
          >
            Export Excel
          </Button>
        </Group>
      </Group>
      {isCompact ? (
        <FoldedFilters summary={filterSummary(settings, properties.data ?? [])}>
          <ReportControls settings={settings} properties={properties.data ?? []} onChange={change} />
          <SortSelect
            value={sort}
            options={REPORT_SORTS}
            onChange={(next) => {
              setSort(next);
              setPage(1);
            }}
          />
        </FoldedFilters>
      ) : (
        <ReportControls settings={settings} properties={properties.data ?? []} onChange={change} />
      )}
      {exporter.isError && <StatusAlert type="error">{loadErrorMessage(exporter.error)}</StatusAlert>}
      {!isRangeValid ? (
        // The range's own error says what to change; nothing is asked until it reads (issue 26, point 8).
        <EmptyListNotice>Choose a To date on or after the From date to see the reservations.</EmptyListNotice>
      ) : report.isError ? (
        <LoadError
          error={report.error}
          onRetry={() => void report.refetch()}
          isRetrying={report.isFetching}
        />
      ) : (
        <ReservationsTable
          report={report.data}
          columns={settings.columns}
          sort={sort}
          onSort={(next) => {
            setSort(next);
            setPage(1);
          }}
        />
      )}
      {isRangeValid && report.data && (
        <PageNumbers count={report.data.count} pageSize={PAGE_SIZE} page={page} onChange={setPage} />
      )}
    </Stack>
  );
}

/** What the folded filters are set to: 'Dec 1 – Dec 31, 2026 · All properties'. */
function filterSummary(
  settings: ReportSettings,
  properties: readonly { id: number; entity_name: string }[],
): string {
  const range = stayDates({ check_in: settings.range.start, check_out: settings.range.end });
  const ids = settings.properties;
  if (ids === 'all') return `${range} · All properties`;
  const only = ids.length === 1 ? properties.find((property) => property.id === ids[0]) : undefined;
  return `${range} · ${only ? only.entity_name : `${ids.length} properties`}`;
}
