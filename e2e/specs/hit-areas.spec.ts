import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInViaApi, waitForSettled } from '../support/fixtures';

/** WCAG 2.5.5's target size, asked of every control at a phone's width (issue 43, item 9). */
const MIN_TARGET_PX = 44;

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Every button, link, input, tab, checkbox, radio and menu item on screen whose hit area (its box,
 * or with its labels, which take the click too) is under 44×44 CSS px: `name (width×height)`.
 * Links inside running text are left out, as WCAG leaves them, and so is whatever is hidden.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>(
        'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="link"]',
      ),
    );
    const isBlock = (element: Element) => !getComputedStyle(element).display.startsWith('inline');
    /** A link in a sentence: inline, in a block that holds other words than its own. */
    const isInRunningText = (element: HTMLElement) => {
      if (isBlock(element)) return false;
      let block = element.parentElement;
      while (block && !isBlock(block)) block = block.parentElement;
      return (block?.textContent ?? '').replace(element.textContent ?? '', '').trim().length > 0;
    };
    const small: string[] = [];
    for (const control of controls) {
      if (control.closest('[aria-hidden="true"], [inert]')) continue;
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      const box = control.getBoundingClientRect();
      // Visually hidden (a skip link until focused, an input drawn by its label): not a target.
      if (box.width <= 1 || box.height <= 1) continue;
      // Off the canvas (the side navigation while folded away).
      if (box.right <= 0 || box.left >= window.innerWidth) continue;
      if (control.tagName === 'A' && isInRunningText(control)) continue;
      let { left, top, right, bottom } = box;
      const labels = 'labels' in control ? Array.from(control.labels as NodeListOf<HTMLLabelElement>) : [];
      for (const label of labels) {
        const area = label.getBoundingClientRect();
        if (area.width === 0) continue;
        left = Math.min(left, area.left);
        top = Math.min(top, area.top);
        right = Math.max(right, area.right);
        bottom = Math.max(bottom, area.bottom);
      }
      const width = Math.round(right - left);
      const height = Math.round(bottom - top);
      if (width >= min && height >= min) continue;
      const name =
        control.getAttribute('aria-label') ??
        (control.textContent?.trim() || control.getAttribute('placeholder') || control.tagName);
      small.push(`${name.slice(0, 40)} (${width}×${height})`);
    }
    return small;
  }, MIN_TARGET_PX);
}

test('every control of every owner page is at least 44×44 px at 390 px wide, menus and dialogs open', async ({
  page,
}) => {
  test.slow();
  const session = await signInViaApi(page, DEMO.olivia);
  const listed = await page.request.get('/api/owners/owner/properties/', {
    headers: { authorization: `Token ${session.key}` },
  });
  const [property] = (await listed.json()) as { id: number }[];
  if (!property) throw new Error('Olivia has no property');
  const id = property.id;

  const found: Record<string, string[]> = {};
  const measure = async (what: string) => {
    await waitForSettled(page);
    const small = await smallTargets(page);
    if (small.length > 0) found[what] = small;
  };

  for (const path of [
    '/owner/dashboard',
    '/owner/properties',
    '/owner/co-owners',
    `/owner/property-details/${id}`,
    `/owner/property-document/${id}`,
    `/owner/property-calendar/${id}`,
    `/owner/property-care/${id}`,
    '/owner/financial/reservation-feed/',
    '/profile',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await measure(path);
  }

  // Open: the navigation, the user menu, a dialog, the report's filters.
  await page.goto('/owner/dashboard');
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await measure('navigation open');
  await page.keyboard.press('Escape');
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menu')).toBeVisible();
  await measure('user menu open');
  await page.keyboard.press('Escape');

  await page.goto(`/owner/property-document/${id}`);
  await page.getByRole('button', { name: 'Upload document' }).click();
  await expect(page.getByRole('dialog', { name: 'Upload document' })).toBeVisible();
  await measure('upload dialog open');

  await page.goto('/owner/financial/reservation-feed/');
  await page.getByRole('button', { name: /^Filters/ }).click();
  await measure('report filters open');

  expect(found).toEqual({});
});
