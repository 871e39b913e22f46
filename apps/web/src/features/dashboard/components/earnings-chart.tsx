import { memo, useState } from 'react';
import {
  ActionIcon,
  Box,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { formatWholeDollars } from '../../../shared/format/money';
import { monthName, shortMonthName } from '../lib/format';

/** Months shown at a time (spec section 9). */
export const CHART_WINDOW = 3;
const CHART_HEIGHT = 200;

type EarningsChartProps = {
  /** January to December of this year and of the last; undefined while loading. */
  thisYear: number[] | undefined;
  lastYear: number[] | undefined;
  year: number;
  /** The month (0–11) the figures are for: the window opens on it. */
  currentMonth: number;
};

/**
 * 'Earnings Overview': net income by month of check-in, this year beside last year, three months
 * at a time with Prev and Next. The bars are drawn for the eye only; screen readers get a table
 * of all twelve months.
 */
export const EarningsChart = memo(function EarningsChart(props: EarningsChartProps) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="earnings-overview-title">
      <EarningsChartBody key={props.currentMonth} {...props} />
    </Paper>
  );
});

function EarningsChartBody({ thisYear, lastYear, year, currentMonth }: EarningsChartProps) {
  const [start, setStart] = useState(Math.floor(currentMonth / CHART_WINDOW) * CHART_WINDOW);
  const months = Array.from({ length: CHART_WINDOW }, (_, index) => start + index);
  const highest = Math.max(1, ...(thisYear ?? []), ...(lastYear ?? []));
  const isEmpty = thisYear !== undefined && [...thisYear, ...(lastYear ?? [])].every((value) => value <= 0);
  const windowLabel = `${shortMonthName(start)} to ${shortMonthName(start + CHART_WINDOW - 1)} ${year}`;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} fz="lg" id="earnings-overview-title">
          Earnings Overview
        </Title>
        <Group gap={6} wrap="nowrap">
          <ActionIcon
            variant="default"
            aria-label="Previous three months"
            disabled={start === 0}
            onClick={() => setStart(start - CHART_WINDOW)}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Text fz="sm" miw={110} ta="center" aria-live="polite" data-testid="chart-window">
            {windowLabel}
          </Text>
          <ActionIcon
            variant="default"
            aria-label="Next three months"
            disabled={start + CHART_WINDOW >= 12}
            onClick={() => setStart(start + CHART_WINDOW)}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <Group gap="md" aria-hidden>
        <Legend color="var(--mantine-color-harbor-6)" label={String(year)} />
        <Legend color="var(--mantine-color-gray-4)" label={String(year - 1)} />
      </Group>
      <Box pos="relative" h={CHART_HEIGHT + 44} aria-hidden data-testid="earnings-bars">
        {thisYear === undefined ? (
          <Skeleton h={CHART_HEIGHT + 44} />
        ) : (
          <Group
            h="100%"
            gap={0}
            align="stretch"
            wrap="nowrap"
            style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
          >
            {months.map((month) => (
              <Stack key={month} gap={4} style={{ flex: 1 }} justify="flex-end" align="center">
                <Group gap={6} align="flex-end" wrap="nowrap" h={CHART_HEIGHT + 20}>
                  <Bar value={thisYear[month] ?? 0} highest={highest} color="var(--mantine-color-harbor-6)" />
                  <Bar value={lastYear?.[month] ?? 0} highest={highest} color="var(--mantine-color-gray-4)" />
                </Group>
                <Text fz="sm" c="dimmed" lh="20px">
                  {shortMonthName(month)}
                </Text>
              </Stack>
            ))}
          </Group>
        )}
        {isEmpty && (
          <Text pos="absolute" top="40%" w="100%" ta="center" c="dimmed">
            No net income yet this year or last.
          </Text>
        )}
      </Box>
      {thisYear && (
        <VisuallyHidden>
          <Table>
            <caption>
              Net income by month of check-in, {year} and {year - 1}
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Month</Table.Th>
                <Table.Th scope="col">{year}</Table.Th>
                <Table.Th scope="col">{year - 1}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {thisYear.map((value, month) => (
                <Table.Tr key={month}>
                  <Table.Th scope="row">{monthName(month)}</Table.Th>
                  <Table.Td>{formatWholeDollars(value)}</Table.Td>
                  <Table.Td>{formatWholeDollars(lastYear?.[month] ?? 0)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </VisuallyHidden>
      )}
    </Stack>
  );
}

function Bar({ value, highest, color }: { value: number; highest: number; color: string }) {
  const height = Math.round((Math.max(0, value) / highest) * CHART_HEIGHT);
  return (
    <Stack gap={2} align="center" justify="flex-end" w={{ base: 36, sm: 48 }}>
      <Text fz={11} c="dimmed" lh="14px" style={{ whiteSpace: 'nowrap' }}>
        {formatWholeDollars(value)}
      </Text>
      <Box
        w="100%"
        h={Math.max(height, value > 0 ? 2 : 0)}
        bg={color}
        style={{ borderRadius: '4px 4px 0 0' }}
      />
    </Stack>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={6}>
      <Box w={12} h={12} bg={color} style={{ borderRadius: 3 }} />
      <Text fz="sm">{label}</Text>
    </Group>
  );
}
