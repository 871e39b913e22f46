import { expect, test, type Locator, type Page } from '@playwright/test';
import { addLiveProperty, createOwner, createProviderKey } from '../support/admin-cli';
import { DEMO, DEMO_PASSWORD, expectAccessible, signInViaApi } from '../support/fixtures';

/**
 * Issue 26, points 7 to 10: the reservations report, Property Care, Documents and the dashboard's
 * filter as an owner sees them at 1440px and on a 390px phone. "Shown" is measured: an element's
 * box lies inside the viewport and inside every box of its ancestors that clips (a scroll box
 * hides what is off to its side just as the screen's edge does).
 */
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Why each element is not wholly shown ('' when it is). */
async function clippedReasons(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) =>
    nodes.map((node) => {
      const box = node.getBoundingClientRect();
      const text = (node.textContent ?? '').trim().slice(0, 40);
      if (box.width === 0 || box.height === 0) return `${text}: no box`;
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5) return `${text}: outside the viewport`;
      for (let parent = node.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5) return `${text}: clipped sideways`;
      }
      return '';
    }),
  );
}

async function expectAllShown(elements: Locator, atLeast: number) {
  await expect.poll(() => elements.count()).toBeGreaterThanOrEqual(atLeast);
  expect((await clippedReasons(elements)).filter(Boolean)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

/** Every dollar figure of the page's main region (rows and totals). */
const moneyIn = (page: Page) => page.getByRole('main').getByText(/^\$[\d,]+\.\d\d$/);

async function reportOfThisYear(page: Page) {
  await page.goto('/owner/financial/reservation-feed/');
  const year = new Date().getFullYear();
  await page.getByLabel('From', { exact: true }).fill(`${year}-01-01`);
  await page.getByLabel('To', { exact: true }).fill(`${year}-12-31`);
  await expect(
    page
      .getByRole('main')
      .getByText(/^Totals \(\d+\)$/)
      .first(),
  ).toBeVisible();
}

async function propertyIdOf(page: Page, key: string, name: string) {
  const response = await page.request.get('/api/owners/owner/properties/', {
    headers: { authorization: `Token ${key}` },
  });
  const property = ((await response.json()) as { id: number; entity_name: string }[]).find(
    (p) => p.entity_name === name,
  );
  if (!property) throw new Error(`${name} is not Olivia's`);
  return property.id;
}

test.describe('point 7: the reservations report', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, DEMO.olivia);
  });

  test.describe('at 1440px', () => {
    test.use({ viewport: DESKTOP });

    test('shows the money columns and the totals at first sight, the least-needed columns left to the Columns menu', async ({
      page,
    }) => {
      await reportOfThisYear(page);
      const table = page.getByRole('table', { name: 'Reservations' });
      for (const name of ['Check-in Date', 'Revenue', 'Management Fee', 'Net Income'])
        await expectAllShown(table.getByRole('columnheader', { name }), 1);
      // Ten rows and the totals: three amounts each.
      await expectAllShown(moneyIn(page), 33);
      await expect(table.locator('tfoot')).toContainText(/\$[\d,]+\.\d\d/);
      // The totals are also above the rows, in view however the rows wrap.
      await expect(page.getByRole('region', { name: 'Totals' })).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: '8 of 14 columns' })).toBeVisible();
      await expectAccessible(page);
    });

    test('keeps the first column in view when every column is on and the table scrolls sideways', async ({
      page,
    }) => {
      await reportOfThisYear(page);
      await page.getByRole('button', { name: /of 14 columns|All columns/ }).click();
      for (const name of [
        'Status',
        'Property Address',
        'Number of Guests',
        'Reservation ID',
        'Check-out Date',
        'Confirmation Date',
      ])
        await page.getByRole('checkbox', { name }).check();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      const table = page.getByRole('table', { name: 'Reservations' });
      await expect(table.getByRole('columnheader')).toHaveCount(14);
      const firstCells = table.locator('tr > :first-child');
      await table.evaluate((element) => {
        const box = element.parentElement;
        if (box) box.scrollLeft = box.scrollWidth;
      });
      await expect
        .poll(() => table.evaluate((element) => element.parentElement?.scrollLeft ?? 0))
        .toBeGreaterThan(0);
      await expectAllShown(firstCells, 12);
      // The totals row's amounts sit under their columns: all of them can be scrolled to.
      await expectAllShown(table.locator('tfoot').getByText(/^\$[\d,]+\.\d\d$/), 3);
    });
  });

  test.describe('at 390px', () => {
    test.use({ viewport: PHONE });

    test('folds the filters, shows each booking as a compact card, the first within the first screen', async ({
      page,
    }) => {
      await page.goto('/owner/financial/reservation-feed/');
      const filters = page.getByRole('button', { name: /^Filters/ });
      await filters.click();
      const year = new Date().getFullYear();
      await page.getByLabel('From', { exact: true }).fill(`${year}-01-01`);
      await page.getByLabel('To', { exact: true }).fill(`${year}-12-31`);
      const columnsButton = page.getByRole('button', { name: /of 14 columns|All columns/ });
      await columnsButton.click();
      await expect(page.getByRole('checkbox', { name: 'Revenue' })).toBeVisible();
      await expectAccessible(page);
      await columnsButton.click();
      await expect(page.getByRole('checkbox', { name: 'Revenue' })).toBeHidden();
      await page.getByRole('textbox', { name: 'Filters' }).click({ force: true });
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await filters.click();
      await expect(page.getByLabel('From', { exact: true })).toHaveCount(0);

      const bookings = page.getByRole('list', { name: 'Reservations' }).getByRole('listitem');
      await expect(bookings).toHaveCount(10);
      // The first booking whole within the first screen, unscrolled.
      const first = await bookings.first().boundingBox();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect((first?.y ?? Infinity) + (first?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
      // Each booking's net income and the three money totals, none cut off sideways.
      await expectAllShown(moneyIn(page), 13);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await bookings.first().getByRole('button').click();
      await expect(bookings.first().getByText('Revenue', { exact: true })).toBeVisible();
      await expectAllShown(moneyIn(page), 15);
    });
  });
});

test.describe('point 8: a range that ends before it starts', () => {
  test('asks the server nothing and leaves no skeleton', async ({ page }) => {
    await signInViaApi(page, DEMO.olivia);
    await page.goto('/owner/financial/reservation-feed/');
    await expect(
      page
        .getByRole('main')
        .getByText(/^Totals \(\d+\)$/)
        .first(),
    ).toBeVisible();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/reservations/')) asked.push(request.url());
    });
    const year = new Date().getFullYear();
    await page.getByLabel('From', { exact: true }).fill(`${year}-03-10`);
    await page.getByLabel('To', { exact: true }).fill(`${year}-03-01`);
    await expect(page.getByText('The end date must not be before the start date.').first()).toBeVisible();
    await expect(page.getByRole('main').locator('.mantine-Skeleton-root')).toHaveCount(0);
    await expect(page.getByRole('main').getByText(/^Totals/)).toHaveCount(0);
    expect(asked.filter((url) => url.includes(`end=${year}-03-01`))).toEqual([]);
    await expectAccessible(page);

    // A good range asks again.
    await page.getByLabel('To', { exact: true }).fill(`${year}-03-31`);
    await expect(
      page
        .getByRole('main')
        .getByText(/^Totals \(\d+\)$/)
        .first(),
    ).toBeVisible();
  });
});

test.describe('point 9: Property Care and Documents', () => {
  let key = '';
  test.beforeEach(async ({ page }) => {
    ({ key } = await signInViaApi(page, DEMO.olivia));
  });

  test.describe('at 390px', () => {
    test.use({ viewport: PHONE });

    test('Property Care shows every task’s date and report link on screen', async ({ page }) => {
      await page.goto(`/owner/property-care/${await propertyIdOf(page, key, 'Breckenridge Pines Cabin')}`);
      const main = page.getByRole('main');
      await expectAllShown(main.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/), 10);
      await expectAllShown(main.getByRole('button', { name: 'View report' }), 1);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await main.getByRole('button', { name: 'View report' }).first().click();
      await expect(page).toHaveURL(/\?task=\d+/);
    });

    test('Documents shows every document’s date, notes and Preview on screen', async ({ page }) => {
      await page.goto(
        `/owner/property-document/${await propertyIdOf(page, key, 'Breckenridge Pines Cabin')}`,
      );
      const main = page.getByRole('main');
      await expectAllShown(main.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/), 3);
      await expectAllShown(main.getByText(/^Renewed for \d{4}$/), 3);
      await expectAllShown(main.getByRole('button', { name: /^Preview / }), 3);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
    });
  });

  test.describe('at 1440px', () => {
    test.use({ viewport: DESKTOP });

    test('Documents keeps each name on one line beside the preview', async ({ page }) => {
      await page.goto(
        `/owner/property-document/${await propertyIdOf(page, key, 'Breckenridge Pines Cabin')}`,
      );
      const names = page.getByRole('main').getByRole('button', { name: /^Short-term rental permit \d{4}$/ });
      await expect(names).toHaveCount(3);
      const lines = await names.evaluateAll((nodes) =>
        nodes.map((node) => {
          const lineHeight = parseFloat(getComputedStyle(node).lineHeight);
          return Math.round(node.getBoundingClientRect().height / lineHeight);
        }),
      );
      expect(Math.max(...lines)).toBeLessThanOrEqual(1);
      await expectAllShown(page.getByRole('main').getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/), 3);
      await expectAccessible(page);
    });
  });
});

test.describe('point 10: the dashboard’s property filter and figures', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test.describe(`at ${viewport.width}px`, () => {
      test.use({ viewport });

      test('two chosen properties keep the filter one line high and its label readable', async ({ page }) => {
        await signInViaApi(page, DEMO.olivia);
        await page.goto('/owner/dashboard');
        const banner = page.getByRole('banner');
        const filter = page.getByTestId('property-filter');
        await expect(filter).toBeVisible();
        const heightWithAll = (await filter.boundingBox())?.height ?? 0;

        await page.getByRole('textbox', { name: 'Filter by property' }).click({ force: true });
        await page.getByRole('option', { name: 'Park City Slopeside Condo' }).click();
        await page.getByRole('option', { name: 'Breckenridge Pines Cabin' }).click();
        await expectAccessible(page);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('listbox')).toBeHidden();

        expect((await filter.boundingBox())?.height).toBe(heightWithAll);
        const label = banner.getByText('Filter by property', { exact: true });
        const [labelBox, bannerBox] = [await label.boundingBox(), await banner.boundingBox()];
        expect(labelBox && bannerBox && labelBox.y >= bannerBox.y).toBe(true);
        expect(labelBox && bannerBox && labelBox.y + labelBox.height <= bannerBox.y + bannerBox.height).toBe(
          true,
        );
        await expectAllShown(label, 1);
        await expectNoSidewaysScroll(page);
        await expectAccessible(page);
      });
    });
  }

  test('the month’s tooltip names the chosen properties, and all properties only when all are', async ({
    page,
  }) => {
    await signInViaApi(page, DEMO.olivia);
    await page.goto('/owner/dashboard');
    const monthTip = page
      .getByTestId('header-month-net-income')
      .locator('xpath=ancestor::*[contains(@class, "mantine-Paper-root")][1]')
      .getByRole('button', { name: /^About / });
    await expect(monthTip).toHaveAccessibleDescription(/for all properties/);

    await page.getByRole('textbox', { name: 'Filter by property' }).click({ force: true });
    await page.getByRole('option', { name: 'Park City Slopeside Condo' }).click();
    await expect(monthTip).toHaveAccessibleDescription(/for Park City Slopeside Condo/);
    await expect(monthTip).not.toHaveAccessibleDescription(/all properties/);
    await page.getByRole('option', { name: 'Breckenridge Pines Cabin' }).click();
    await expect(monthTip).toHaveAccessibleDescription(
      /Breckenridge Pines Cabin and Park City Slopeside Condo/,
    );
    await page.keyboard.press('Escape');
    await monthTip.hover();
    await expect(page.getByRole('tooltip')).toContainText(
      'Breckenridge Pines Cabin and Park City Slopeside Condo',
    );
  });

  test('a property with no available night shows – for occupancy, and no check-ins for the money', async ({
    page,
  }) => {
    test.slow();
    const email = `no-nights-e2e-${Date.now()}@example.test`;
    createOwner({ email, firstName: 'Nora', lastName: 'Nights', password: DEMO_PASSWORD });
    const propertyId = addLiveProperty({
      owner: email,
      name: 'Fully Blocked Cabin',
      street: '9 Closed Road',
      city: 'Frisco',
      postalCode: '80443',
    });
    const providerKey = createProviderKey('e2e blocks');
    const { key } = await signInViaApi(page, email);
    const profile = await page.request.post('/api/owners/create-owner-profile/', {
      headers: { authorization: `Token ${key}` },
      data: {
        first_name: 'Nora',
        last_name: 'Nights',
        primary_email: email,
        secondary_email: '',
        address: '9 Closed Road, Frisco, CO 80443',
        phone: '+13035550143',
      },
    });
    expect(profile.ok()).toBe(true);

    // Every night of the property's month blocked by the company's calendar.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Denver' });
    const [year, month] = today.split('-').map(Number) as [number, number];
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const blocked = await page.request.put(`/api/provider/v1/properties/${propertyId}/calendar/`, {
      headers: { authorization: `Bearer ${providerKey}` },
      data: {
        days: Array.from({ length: days }, (_, index) => ({
          date: `${today.slice(0, 8)}${String(index + 1).padStart(2, '0')}`,
          price: 200,
          block_ref: 'bd',
        })),
      },
    });
    expect(blocked.status()).toBe(200);

    await page.goto('/owner/dashboard');
    // No guest checks in: the rates say so rather than show '–' and $0.00 (issue 43).
    await expect(page.getByTestId('figure-adr')).toHaveText('No check-ins');
    await expect(page.getByTestId('figure-revpar')).toHaveText('No check-ins');
    await expect(page.getByTestId('header-month-net-income')).toHaveText('No check-ins this month');
    await expect(page.getByTestId('tile-occupancy')).toHaveText('–');
  });
});

test.describe('no owner screen scrolls sideways at 390px', () => {
  test.use({ viewport: PHONE });

  test('dashboard, properties, property info, report, care, documents, profile and co-owners', async ({
    page,
  }) => {
    const { key } = await signInViaApi(page, DEMO.olivia);
    const id = await propertyIdOf(page, key, 'Breckenridge Pines Cabin');
    for (const [path, heading] of [
      ['/owner/dashboard', 'Dashboard'],
      ['/owner/properties', 'Properties'],
      [`/owner/property-details/${id}`, 'Property Info'],
      ['/owner/financial/reservation-feed/', 'Reservations report'],
      [`/owner/property-care/${id}`, 'Property Care'],
      [`/owner/property-document/${id}`, 'Documents'],
      ['/profile', 'My Owner Profile'],
      ['/owner/co-owners', 'Co-owners'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expect(page.getByRole('main').locator('.mantine-Skeleton-root')).toHaveCount(0);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        `${path} scrolls sideways`,
      ).toBeLessThanOrEqual(0);
    }
  });
});
