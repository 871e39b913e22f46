import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signInViaApi } from '../support/fixtures';

test.describe('the reservations report as Olivia', () => {
  let key = '';
  test.beforeEach(async ({ page }) => {
    ({ key } = await signInViaApi(page, DEMO.olivia));
  });

  test('changes the range, shows two more columns, sorts by platform, pages, keeps her settings and downloads the CSV', async ({
    page,
  }) => {
    await page.goto('/owner/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reservations' }).click();
    await expect(page).toHaveURL(/\/owner\/financial\/reservation-feed\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reservations report' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Reservations' });
    // The current month by default.
    const now = new Date();
    const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(`${month}-01`);
    // The stay, its check-in and its money; the other six wait in the Columns menu (decision 0061).
    await expect(table.getByRole('columnheader')).toHaveCount(8);
    await expectAccessible(page);

    const year = now.getFullYear();
    await page.getByLabel('From', { exact: true }).fill(`${year}-01-01`);
    await page.getByLabel('To', { exact: true }).fill(`${year}-12-31`);
    const thisYear = await page.request.get(
      `/api/owners/owner/reservations/?start=${year}-01-01&end=${year}-12-31`,
      { headers: { authorization: `Token ${key}` } },
    );
    const { count } = (await thisYear.json()) as { count: number };
    expect(count).toBeGreaterThan(20);
    const totals = table.locator('tfoot');
    await expect(totals).toContainText(`Totals (${count})`);

    await page.getByRole('button', { name: '8 of 14 columns' }).click();
    await expectAccessible(page);
    await page.getByRole('checkbox', { name: 'Status' }).check();
    await page.getByRole('checkbox', { name: 'Confirmation Date' }).check();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: '10 of 14 columns' })).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveCount(10);
    await expect(table.getByRole('columnheader', { name: 'Property Address' })).toHaveCount(0);

    const platform = table.getByRole('columnheader', { name: 'Platform' });
    await platform.getByRole('button').click();
    await expect(platform).toHaveAttribute('aria-sort', 'ascending');
    const platformCells = async () => {
      const headers = await table.getByRole('columnheader').allInnerTexts();
      const index = headers.findIndex((text) => text.trim() === 'Platform');
      return table
        .locator('tbody tr')
        .evaluateAll((trs, i) => trs.map((tr) => tr.querySelectorAll('td')[i]?.textContent ?? ''), index);
    };
    await expect.poll(async () => (await platformCells())[0]).toBe('Airbnb');

    const firstPage = await table.locator('tbody tr').first().innerText();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('data-active', 'true');
    await expect.poll(() => table.locator('tbody tr').first().innerText()).not.toBe(firstPage);
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(`${year}-01-01`);
    await expect(page.getByLabel('To', { exact: true })).toHaveValue(`${year}-12-31`);
    await expect(page.getByRole('button', { name: '10 of 14 columns' })).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveCount(10);
    await expect(totals).toContainText(`Totals (${count})`);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Reservations report ${year}-01-01 to ${year}-12-31.csv`);
    const csv = await readFile((await file.path()) ?? '', 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]?.split(',')).toHaveLength(10);
    expect(lines[0]).not.toContain('Property Address');
    expect(lines[0]).toContain('Confirmation Date');
    expect(lines).toHaveLength(count + 1);
  });
});
