import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signInViaApi } from '../support/fixtures';

test.describe('Property Care as Olivia', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, DEMO.olivia);
  });

  test('sorts by Completed Date, opens a report in the frame and goes back', async ({ page }) => {
    await page.goto('/owner/properties');
    await page.getByRole('main').getByRole('link', { name: 'Breckenridge Pines Cabin' }).click();
    await page
      .getByRole('navigation', { name: 'Property pages' })
      .getByRole('link', { name: 'Property Care' })
      .click();
    await expect(page).toHaveURL(/\/owner\/property-care\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Property Care' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Completed tasks' });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(11); // the heading and a page of 10
    await expect(table.getByRole('cell', { name: 'Completed', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Page 2' })).toBeVisible();
    await expectAccessible(page);

    // Newest first at first; Completed Date sorts oldest first, then newest first again.
    const completed = table.getByRole('columnheader', { name: 'Completed Date' });
    await expect(completed).toHaveAttribute('aria-sort', 'descending');
    const dateOfFirstRow = async () =>
      new Date((await rows.nth(1).getByRole('cell').nth(3).innerText()).trim()).getTime();
    const newest = await dateOfFirstRow();
    await completed.getByRole('button').click();
    await expect(completed).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(dateOfFirstRow).toBeLessThan(newest);
    await completed.getByRole('button').click();
    await expect(completed).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(dateOfFirstRow).toBe(newest);

    const first = rows.nth(1);
    const title = (await first.getByRole('cell').first().innerText()).trim();
    await first.getByRole('button', { name: 'View report' }).click();
    await expect(page).toHaveURL(/\?task=\d+/);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb).toContainText(title);
    const frame = page.frameLocator(`iframe[title="Care report: ${title}"]`);
    await expect(frame.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(frame.getByText('Property care report')).toBeVisible();
    // The report's address is a signed one of our own origin, served under a policy that runs no script.
    const src = (await page.locator('iframe').getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/api\/care-reports\/\?.*signature=/);
    const served = await page.request.get(src);
    expect(served.headers()['content-security-policy']).toContain('sandbox');
    expect(served.headers()['content-security-policy']).not.toContain('script-src');
    await expectAccessible(page, { hasFrame: true });

    await breadcrumb.getByRole('link', { name: 'Property Care' }).click();
    await expect(page).toHaveURL(/\/owner\/property-care\/\d+$/);
    await expect(rows).toHaveCount(11);
  });
});
