import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expectAccessible, signInViaApi } from '../support/fixtures';

/** The full bank numbers and TIN of Olivia's Breckenridge cabin in the demo: never on screen. */
const PINES_SECRETS = ['102001185', '4417820931', '987654321'];

const table = (page: Page) => page.getByRole('table', { name: 'Your properties' });

/** From the property list (a table, or cards on a phone), through the property's page, to its Property Info tab. */
async function openPropertyInfo(page: Page, propertyName: string) {
  await page.goto('/owner/properties');
  await page.getByRole('main').getByRole('link', { name: propertyName }).click();
  await page
    .getByRole('navigation', { name: 'Property pages' })
    .getByRole('link', { name: 'Property Info' })
    .click();
}

test.describe('properties as Olivia', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, DEMO.olivia);
  });

  test('lists her properties and opens one with the header bar and its figures', async ({ page }) => {
    await page.goto('/owner/properties');
    await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
    const rows = table(page).getByRole('row');
    await expect(rows).toHaveCount(4); // the header and her three properties
    await expect(table(page).getByRole('link')).toHaveText([
      'Breckenridge Pines Cabin',
      'Park City Slopeside Condo',
      'Steamboat Creekside Townhouse',
    ]);
    await expect(rows.filter({ hasText: 'Steamboat Creekside Townhouse' })).toContainText('Inactive');
    await expect(rows.filter({ hasText: 'Breckenridge Pines Cabin' })).toContainText('214 Wellington Rd');
    await expect(rows.filter({ hasText: 'Breckenridge Pines Cabin' })).toContainText('Active');
    await expectAccessible(page);

    await table(page).getByRole('link', { name: 'Breckenridge Pines Cabin' }).click();
    await expect(page).toHaveURL(/\/owner\/property-calendar\/\d+$/);
    const id = page.url().split('/')[5];
    const summary = page.getByRole('region', { name: 'Property summary' });
    await expect(summary).toContainText('Breckenridge Pines Cabin');
    await expect(summary).toContainText('214 Wellington Rd, Breckenridge, CO 80424');
    await expect(summary).not.toContainText('Inactive');
    const year = new Date().getFullYear();
    await expect(summary.getByText(`${year} Occupancy`)).toBeVisible();
    await expect(summary.getByText(/^\d{1,3}(\.\d)?%$/)).toBeVisible();
    await expect(summary.getByText(/^\$\d{1,3}(,\d{3})*$/)).toBeVisible();
    const about = summary.getByRole('button', { name: `About ${year} Occupancy` });
    await expect(about).toHaveAccessibleDescription(/^Nights booked by guests this year/);
    await about.hover();
    await expect(page.getByRole('tooltip')).toContainText('Nights booked by guests this year');
    expect(await page.evaluate(() => localStorage.getItem('property_id'))).toBe(id);

    const subNav = page.getByRole('navigation', { name: 'Property pages' });
    await expect(subNav.getByRole('link')).toHaveText([
      'Property Info',
      'Documents',
      'Calendar',
      'Property Care',
    ]);
    await subNav.getByRole('link', { name: 'Property Info' }).click();
    await expect(page).toHaveURL(new RegExp(`/owner/property-details/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Property Info' })).toBeVisible();
  });

  test('shows the inactive property with its badge', async ({ page }) => {
    await page.goto('/owner/properties');
    await table(page).getByRole('link', { name: 'Steamboat Creekside Townhouse' }).click();
    await expect(page.getByRole('region', { name: 'Property summary' }).getByText('Inactive')).toBeVisible();
  });

  test('Property Info shows the masked numbers and never the full ones', async ({ page }) => {
    await openPropertyInfo(page, 'Breckenridge Pines Cabin');
    await expect(page.getByText('•••••1185')).toBeVisible();
    await expect(page.getByText('•••••0931')).toBeVisible();
    await expect(page.getByText('•••••4321')).toBeVisible();
    await expect(page.getByText(/annual payouts of \$600 or more/)).toBeVisible();
    const html = await page.content();
    for (const secret of PINES_SECRETS) expect(html).not.toContain(secret);
    await expectAccessible(page);
  });

  test('an invalid phone disables Save; a valid change saves and survives a reload', async ({ page }) => {
    await openPropertyInfo(page, 'Breckenridge Pines Cabin');
    const third = page.getByRole('group', { name: 'Third contact' });
    const save = page.getByRole('button', { name: 'Save Changes' });
    await expect(save).toBeEnabled();

    await third.getByLabel('Phone').fill('+1970555');
    // A field is judged once the owner leaves it, then on every change.
    await third.getByLabel('Phone').blur();
    await expect(third.getByText('Invalid phone format.')).toBeVisible();
    await expect(save).toBeDisabled();
    await third.getByLabel('Phone').fill('+19705550177');
    await expect(third.getByText('Invalid phone format.')).toHaveCount(0);
    await third.getByLabel('First name').fill('Rosalind');
    await expect(save).toBeEnabled();
    await save.click();

    const alert = page.getByRole('status').filter({ hasText: 'Property information updated successfully!' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Success!');
    await expect(alert).toBeInViewport();
    await expectAccessible(page);

    await page.reload();
    const reloaded = page.getByRole('group', { name: 'Third contact' });
    await expect(reloaded.getByLabel('First name')).toHaveValue('Rosalind');
    await expect(reloaded.getByLabel('Phone')).toHaveValue('+19705550177');
  });

  test('the co-owners page shows Carl by name only', async ({ page }) => {
    await page.goto('/owner/properties');
    await page
      .getByRole('navigation', { name: 'Properties area' })
      .getByRole('link', { name: 'Co-owners' })
      .click();
    await expect(page).toHaveURL(/\/owner\/co-owners$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Co-owners' })).toBeVisible();
    const cards = page.getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Carl Coowner');
    await expect(cards.first()).toContainText('Park City Slopeside Condo');
    expect(await page.content()).not.toContain(DEMO.carl);
    await expectAccessible(page);
  });

  test("typing Oscar's property id in the address bar lands on the dashboard", async ({ page }) => {
    const login = await page.request.post('/api/auth/login/', {
      data: { username: DEMO.oscar, password: DEMO_PASSWORD },
    });
    const { key } = (await login.json()) as { key: string };
    const oscarProperties = await page.request.get('/api/owners/owner/properties/', {
      headers: { authorization: `Token ${key}` },
    });
    const [oscars] = (await oscarProperties.json()) as { id: number }[];
    expect(oscars).toBeDefined();

    await page.goto(`/owner/property-details/${oscars?.id}`);
    await expect(page).toHaveURL(/\/owner\/dashboard$/);
    await page.goto(`/owner/property-calendar/${oscars?.id}`);
    await expect(page).toHaveURL(/\/owner\/dashboard$/);
  });
});

test('Carl lists only the property he co-owns, and sees Olivia as its co-owner', async ({ page }) => {
  await signInViaApi(page, DEMO.carl);
  await page.goto('/owner/properties');
  await expect(table(page).getByRole('link')).toHaveText(['Park City Slopeside Condo']);
  await page.goto('/owner/co-owners');
  await expect(page.getByRole('listitem')).toHaveText([/Olivia Owner/]);
});

test('at phone width the properties are cards, and a card opens the property calendar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInViaApi(page, DEMO.olivia);
  await page.goto('/owner/properties');
  const cards = page.getByRole('list', { name: 'Your properties' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole('table')).toHaveCount(0);
  const pines = cards.filter({ hasText: 'Breckenridge Pines Cabin' });
  await expect(pines).toContainText('214 Wellington Rd');
  await expect(pines).toContainText('Active');
  // An address fits the card's width on one line, not three or four.
  const address = pines.getByText('214 Wellington Rd');
  const lineHeight = await address.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  expect((await address.boundingBox())?.height).toBeLessThanOrEqual(lineHeight * 1.5);
  await expectAccessible(page);

  // Anywhere on the card, as on a table row.
  await pines.getByText('214 Wellington Rd').click();
  await expect(page).toHaveURL(/\/owner\/property-calendar\/\d+$/);
  await expect(page.getByRole('region', { name: 'Property summary' })).toContainText(
    'Breckenridge Pines Cabin',
  );
});

test('the properties pages work at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInViaApi(page, DEMO.olivia);
  await openPropertyInfo(page, 'Park City Slopeside Condo');
  await expect(page.getByRole('heading', { level: 1, name: 'Property Info' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await expectAccessible(page);
});
