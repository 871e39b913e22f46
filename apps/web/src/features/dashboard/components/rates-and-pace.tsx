import { memo } from 'react';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { TDashboard } from '@harborstay/contracts';
import { explanations } from './explanations';
import { ExplanationTip } from '../../../shared/ui/explanation-tip';
import { FigureCard } from './figure-card';
import { hasCheckIns, monthIndexOf, monthName, rateDollars } from '../lib/format';

/** Beyond the spec (issue 11): the nightly rate, RevPAR and the booking pace, each explained. */
export const RatesAndPace = memo(function RatesAndPace({ dashboard }: { dashboard: TDashboard | undefined }) {
  // Nothing to divide without a check-in: say so, not '–' and $0.00.
  const emptyText = dashboard && !hasCheckIns(dashboard) ? 'No check-ins' : undefined;
  return (
    <Stack gap="md" h="100%">
      <SimpleGrid cols={2} spacing="md">
        <FigureCard
          label="Average nightly rate"
          value={dashboard && rateDollars(dashboard.current_month_average_nightly_rate)}
          explanation={explanations.averageNightlyRate}
          testId="figure-adr"
          emptyText={emptyText}
        />
        <FigureCard
          label="RevPAR"
          value={dashboard && rateDollars(dashboard.current_month_revpar)}
          explanation={explanations.revpar}
          testId="figure-revpar"
          emptyText={emptyText}
        />
      </SimpleGrid>
      <Paper
        withBorder
        radius="lg"
        p="md"
        component="section"
        aria-labelledby="booking-pace-title"
        style={{ flex: 1 }}
      >
        <Group gap={4} justify="space-between" wrap="nowrap">
          <Title order={2} fz="lg" id="booking-pace-title">
            Booking pace
          </Title>
          <ExplanationTip label="Booking pace" explanation={explanations.bookingPace} />
        </Group>
        <Table verticalSpacing={6} mt="xs" data-testid="booking-pace">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Month</Table.Th>
              <Table.Th ta="right">Booked nights</Table.Th>
              <Table.Th ta="right">A year earlier</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(dashboard?.booking_pace ?? [undefined, undefined, undefined]).map((month, index) => (
              <Table.Tr key={month?.month ?? index}>
                {month ? (
                  <>
                    <Table.Th scope="row" fw={500}>
                      {monthName(monthIndexOf(month.month))}
                    </Table.Th>
                    <Table.Td ta="right">{month.guest_nights}</Table.Td>
                    <Table.Td ta="right">{month.last_year_guest_nights}</Table.Td>
                  </>
                ) : (
                  <Table.Td colSpan={3}>
                    <Skeleton h={20} />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text fz="xs" c="dimmed" mt="xs">
          Guest nights on the books today, and on this day last year.
        </Text>
      </Paper>
    </Stack>
  );
});
