import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectAccessible, signInViaApi } from '../support/fixtures';

type Dashboard = {
  total_current_month_net_income: number;
  current_month_average_nightly_rate: number | null;
  current_month_occupancy: number;
  current_month_reservations_number: number;
  current_month_completed_properties_tasks: number;
  current_year_net_income: number;
  actively_reserved_properties: number;
  total_properties: number;
  quick_property_access_table: { property: number; property__entity_name: string }[];
  quick_tasks_access_table: { property_id: number; name: string }[];
  as_of: string;
};

const wholeDollars = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    value,
  );
const percent = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

async function dashboardOf(page: Page, key: string, query = ''): Promise<Dashboard> {
  const response = await page.request.get(`/api/owners/dashboard/${query}`, {
    headers: { authorization: `Token ${key}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Dashboard;
}

/** The tiles and header cards show exactly the API's figures. */
async function expectFigures(page: Page, dashboard: Dashboard) {
  await expect(page.getByTestId('tile-net-income')).toHaveCount(0);
  await expect(page.getByTestId('tile-occupancy')).toHaveText(percent(dashboard.current_month_occupancy));
  await expect(page.getByTestId('tile-new-reservations')).toHaveText(
    String(dashboard.current_month_reservations_number),
  );
  await expect(page.getByTestId('tile-tasks-completed')).toHaveText(
    String(dashboard.current_month_completed_properties_tasks),
  );
  await expect(page.getByTestId('header-month-net-income')).toHaveText(
    dashboard.current_month_average_nightly_rate === null
      ? 'No check-ins this month'
      : wholeDollars(dashboard.total_current_month_net_income),
  );
  await expect(page.getByTestId('header-year-net-income')).toHaveText(
    wholeDollars(dashboard.current_year_net_income),
  );
  await expect(page.getByTestId('header-actively-reserved')).toHaveText(
    String(dashboard.actively_reserved_properties),
  );
  await expect(page.getByText(`Out of ${dashboard.total_properties} total properties`)).toBeVisible();
}

test.describe('the dashboard as Olivia', () => {
  let key = '';
  test.beforeEach(async ({ page }) => {
    ({ key } = await signInViaApi(page, DEMO.olivia));
  });

  test('shows the API’s figures, with tooltips, and moves the chart with Prev and Next', async ({ page }) => {
    const all = await dashboardOf(page, key);
    await page.goto('/owner/dashboard');
    await expectFigures(page, all);
    const monthName = new Date(`${all.as_of}T00:00:00Z`).toLocaleString('en-US', {
      month: 'long',
      timeZone: 'UTC',
    });
    await expect(page.getByText(`${monthName.toUpperCase()} Net Income`, { exact: true })).toBeVisible();
    const about = page.getByRole('button', { name: `About ${monthName.toUpperCase()} Net Income` });
    await expect(about).toHaveAccessibleDescription(
      /^Net income for all properties and all check-ins for the month/,
    );
    await about.hover();
    await expect(page.getByRole('tooltip')).toContainText('an estimate until the month is finalised');
    await expect(
      page.getByRole('button', { name: 'About Average nightly rate' }),
    ).toHaveAccessibleDescription(
      /net income of the guest stays that check in this month \/ all the nights of those stays/,
    );
    await expectAccessible(page);

    // Prev and Next, by keyboard: the window moves three months at a time.
    const window = page.getByTestId('chart-window');
    const opening = await window.textContent();
    const month = Number(all.as_of.slice(5, 7));
    const [step, back] =
      month > 3
        ? ['Previous three months', 'Next three months']
        : ['Next three months', 'Previous three months'];
    await page.getByRole('button', { name: step }).focus();
    await page.keyboard.press('Enter');
    await expect(window).not.toHaveText(opening ?? '');
    await page.getByRole('button', { name: back }).focus();
    await page.keyboard.press('Space');
    await expect(window).toHaveText(opening ?? '');
    // Screen readers get every month of both years.
    await expect(
      page.getByRole('table', { name: /Net income by month of check-in/ }).getByRole('row'),
    ).toHaveCount(13);
  });

  test('one property in the filter changes the figures, and survives a reload', async ({ page }) => {
    const all = await dashboardOf(page, key);
    const park = all.quick_property_access_table.find(
      (row) => row.property__entity_name === 'Park City Slopeside Condo',
    );
    if (!park) throw new Error('Park City Slopeside Condo is not in the demo');
    const one = await dashboardOf(page, key, `?id=${park.property}`);
    expect(one.total_current_month_net_income).not.toBe(all.total_current_month_net_income);
    await page.goto('/owner/dashboard');
    await expectFigures(page, all);

    // With chips shown, Mantine's wrapper takes the click meant for the input.
    await page.getByRole('textbox', { name: 'Filter by property' }).click({ force: true });
    await page.getByRole('option', { name: 'Park City Slopeside Condo' }).click();
    await page.keyboard.press('Escape');
    await expectFigures(page, one);
    await expect(page.getByTestId('dashboard-properties').getByRole('link')).toHaveText([
      'Park City Slopeside Condo',
    ]);

    await page.reload();
    await expectFigures(page, one);
    // The top bar still shows the choice as its one chip.
    await expect(
      page.getByRole('banner').getByText('Park City Slopeside Condo', { exact: true }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('rows go to the property’s details and to its care page', async ({ page }) => {
    const all = await dashboardOf(page, key);
    const [firstTask] = all.quick_tasks_access_table;
    if (!firstTask) throw new Error('the demo has no care task');
    await page.goto('/owner/dashboard');
    const properties = page.getByTestId('dashboard-properties');
    const pines = all.quick_property_access_table.find(
      (row) => row.property__entity_name === 'Breckenridge Pines Cabin',
    );
    // A click anywhere on the row, not only on the link.
    await properties
      .getByRole('row', { name: /Breckenridge Pines Cabin/ })
      .getByRole('cell')
      .last()
      .click();
    await expect(page).toHaveURL(new RegExp(`/owner/property-details/${pines?.property}$`));
    await page.goBack();
    await page.getByTestId('dashboard-tasks').getByRole('link', { name: firstTask.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/owner/property-care/${firstTask.property_id}$`));
  });
});
