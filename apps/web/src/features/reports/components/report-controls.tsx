import { Group, MultiSelect, SimpleGrid, TextInput } from '@mantine/core';
import { RESERVATION_REPORT_COLUMNS, type TReservationReportColumn } from '@harborstay/contracts';
import { orderedColumns, type ReportSettings } from '../lib/report-settings';

const ALL = 'all';

type Props = {
  settings: ReportSettings;
  properties: { id: number; entity_name: string }[];
  onChange: (settings: ReportSettings) => void;
};

/**
 * The 'Filters' choice with its All option: All alone, or some properties. Choosing All drops the
 * properties; choosing a property drops All; choosing none means All again.
 */
export function nextPropertyChoice(previous: string[], next: string[]): ReportSettings['properties'] {
  const ids = next.filter((value) => value !== ALL).map(Number);
  const addedAll = next.includes(ALL) && !previous.includes(ALL);
  if (addedAll || ids.length === 0) return 'all';
  return ids;
}

/** Title, range, 'Filters' and 'Columns' of the reservations report. */
export function ReportControls({ settings, properties, onChange }: Props) {
  const chosen = settings.properties === 'all' ? [ALL] : settings.properties.map(String);
  const rangeError =
    settings.range.start > settings.range.end ? 'The end date must not be before the start date.' : undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
      <TextInput
        label="Report title"
        value={settings.title}
        maxLength={80}
        onChange={(event) => onChange({ ...settings, title: event.currentTarget.value })}
      />
      <Group grow gap="xs" align="flex-start">
        <TextInput
          type="date"
          label="From"
          value={settings.range.start}
          max={settings.range.end}
          onChange={(event) => {
            const start = event.currentTarget.value;
            if (start) onChange({ ...settings, range: { ...settings.range, start } });
          }}
        />
        <TextInput
          type="date"
          label="To"
          value={settings.range.end}
          min={settings.range.start}
          error={rangeError}
          onChange={(event) => {
            const end = event.currentTarget.value;
            if (end) onChange({ ...settings, range: { ...settings.range, end } });
          }}
        />
      </Group>
      <MultiSelect
        label="Filters"
        placeholder="Properties"
        data={[
          { value: ALL, label: 'All' },
          ...properties.map((p) => ({ value: String(p.id), label: p.entity_name })),
        ]}
        value={chosen}
        onChange={(next) => onChange({ ...settings, properties: nextPropertyChoice(chosen, next) })}
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelect
        label="Columns"
        data={RESERVATION_REPORT_COLUMNS.map((column) => ({ value: column.key, label: column.label }))}
        value={settings.columns}
        onChange={(next) => {
          // A report of no column shows nothing: the last one stays.
          if (next.length > 0)
            onChange({ ...settings, columns: orderedColumns(next as TReservationReportColumn[]) });
        }}
        maxDropdownHeight={320}
        comboboxProps={{ withinPortal: true }}
      />
    </SimpleGrid>
  );
}
