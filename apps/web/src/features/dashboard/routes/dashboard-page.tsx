import { Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useOwnerProperties } from '../../../shared/api/owner-properties';
import { formatOccupancy } from '../../../shared/format/occupancy';
import { usePropertyFilter } from '../../../shared/property-filter/property-filter';
import { useSession } from '../../../shared/session/session-store';
import { LoadError } from '../../../shared/ui/load-error';
import { RevealInTurn, turns } from '../../../shared/ui/reveal-in-turn';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useDashboard } from '../api/get-dashboard';
import { DashboardPropertiesList, RecentTasksList } from '../components/dashboard-lists';
import { EarningsChart } from '../components/earnings-chart';
import { explanations, monthNetIncomeExplanation } from '../components/explanations';
import { FigureCard } from '../components/figure-card';
import { RatesAndPace } from '../components/rates-and-pace';
import { hasCheckIns, headlineDollars, monthIndexOf, monthName, NO_CHECK_INS } from '../lib/format';

/**
 * /owner/dashboard (spec sections 2, 3 and 9): the financial header, the four tiles, the
 * Earnings Overview, the rates and the booking pace, the Properties and Recent Property Tasks
 * lists, every figure over the properties of the top bar's filter. The figures are labelled with
 * the month and year they are for (`as_of`), not the browser's clock.
 */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const session = useSession();
  const query = useDashboard();
  const dashboard = query.data;
  const asOf = dashboard?.as_of ?? new Date().toISOString().slice(0, 10);
  const month = monthIndexOf(asOf);
  const year = Number(asOf.slice(0, 4));
  const count = (value: number | undefined) => (value === undefined ? undefined : String(value));
  const filter = usePropertyFilter();
  const { data: properties = [] } = useOwnerProperties();
  const chosenNames = filter.isAllSelected
    ? 'all'
    : properties.filter((property) => filter.selectedIds.includes(property.id)).map((p) => p.entity_name);

  // The figures first, then the chart, the rates and the two lists a frame apart: five short
  // renders instead of one long one on a phone (decision 0069); each part is memoized, so that the
  // figures' arrival renders only what shows them.
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          Dashboard
        </Title>
        <Text c="dimmed">
          Welcome back{session ? `, ${session.user.first_name}` : ''}. Figures for {monthName(month)} {year}.
        </Text>
      </Stack>
      {query.isError && !dashboard ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : (
        <>
          <SimpleGrid
            cols={{ base: 1, sm: 3 }}
            spacing="md"
            component="section"
            aria-label="Financial summary"
          >
            <FigureCard
              label={`${monthName(month).toUpperCase()} Net Income`}
              value={dashboard && headlineDollars(dashboard.total_current_month_net_income)}
              explanation={monthNetIncomeExplanation(chosenNames)}
              testId="header-month-net-income"
              emptyText={dashboard && !hasCheckIns(dashboard) ? NO_CHECK_INS : undefined}
            />
            <FigureCard
              label={`${year} Estimated Net Income`}
              value={dashboard && headlineDollars(dashboard.current_year_net_income)}
              explanation={explanations.yearNetIncome}
              testId="header-year-net-income"
            />
            <FigureCard
              label="ACTIVELY RESERVED PROPERTIES"
              value={count(dashboard?.actively_reserved_properties)}
              explanation={explanations.activelyReserved}
              note={`Out of ${dashboard?.total_properties ?? '…'} total properties`}
              testId="header-actively-reserved"
            />
          </SimpleGrid>
          <RevealInTurn turn={turns.page}>
            {/* The month's net income is the header's: one tile per figure (issue 43). */}
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" component="section" aria-label="This month">
              <FigureCard
                label="Occupancy"
                value={dashboard && formatOccupancy(dashboard.current_month_occupancy)}
                explanation={explanations.occupancy}
                testId="tile-occupancy"
              />
              <FigureCard
                label="New Reservations"
                value={count(dashboard?.current_month_reservations_number)}
                explanation={explanations.newReservations}
                testId="tile-new-reservations"
              />
              <FigureCard
                label="Tasks Completed"
                value={count(dashboard?.current_month_completed_properties_tasks)}
                explanation={explanations.tasksCompleted}
                testId="tile-tasks-completed"
              />
            </SimpleGrid>
          </RevealInTurn>
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <RevealInTurn turn={turns.page + 1}>
                <EarningsChart
                  thisYear={dashboard?.net_income_by_months}
                  lastYear={dashboard?.last_year_net_income_by_months}
                  year={year}
                  currentMonth={month}
                />
              </RevealInTurn>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <RevealInTurn turn={turns.page + 2}>
                <RatesAndPace dashboard={dashboard} />
              </RevealInTurn>
            </Grid.Col>
          </Grid>
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <RevealInTurn turn={turns.page + 3}>
                <DashboardPropertiesList rows={dashboard?.quick_property_access_table} />
              </RevealInTurn>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <RevealInTurn turn={turns.page + 4}>
                <RecentTasksList rows={dashboard?.quick_tasks_access_table} />
              </RevealInTurn>
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
