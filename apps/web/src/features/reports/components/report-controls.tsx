import {
  Button,
  Checkbox,
  Group,
  Input,
  MultiSelect,
  Popover,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
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
          // On the page's grey, the theme's error red is under 4.5:1 for this small text.
          errorProps={{ c: 'red.9' }}
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
      <ColumnsChoice columns={settings.columns} onChange={(columns) => onChange({ ...settings, columns })} />
    </SimpleGrid>
  );
}

/**
 * The 'Columns' multi-select: a button that says how many of the 14 show, opening a list of
 * checkboxes (fourteen pills would fill the page). The last column cannot be hidden.
 */
function ColumnsChoice({
  columns,
  onChange,
}: {
  columns: TReservationReportColumn[];
  onChange: (columns: TReservationReportColumn[]) => void;
}) {
  return (
    <Input.Wrapper label="Columns" id="report-columns">
      <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
        <Popover.Target>
          <Button
            id="report-columns"
            variant="default"
            fullWidth
            justify="space-between"
            fw={400}
            rightSection={<IconChevronDown size={16} aria-hidden />}
          >
            {columns.length === RESERVATION_REPORT_COLUMNS.length
              ? 'All columns'
              : `${columns.length} of ${RESERVATION_REPORT_COLUMNS.length} columns`}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Checkbox.Group
            label="Columns shown"
            value={columns}
            onChange={(next) => {
              if (next.length > 0) onChange(orderedColumns(next as TReservationReportColumn[]));
            }}
          >
            <Stack gap={8} mt="xs">
              {RESERVATION_REPORT_COLUMNS.map((column) => (
                <Checkbox
                  key={column.key}
                  value={column.key}
                  label={column.label}
                  disabled={columns.length === 1 && columns[0] === column.key}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}
