import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectAccessible, signInViaApi } from '../support/fixtures';

/**
 * A real one-page PDF with a line of text, padded to about `padBytes` by comment lines (so that
 * the upload takes several progress events), with a correct cross-reference table.
 */
function buildPdf(text: string, padBytes = 0): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    (() => {
      const stream = `BT /F1 28 Tf 72 700 Td (${text}) Tj ET`;
      return `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
    })(),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const padLine = `%${'x'.repeat(98)}\n`;
  let body = `%PDF-1.4\n${padLine.repeat(Math.ceil(padBytes / padLine.length))}`;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function openDocuments(page: Page) {
  const session = await signInViaApi(page, DEMO.olivia);
  const response = await page.request.get('/api/owners/owner/properties/', {
    headers: { authorization: `Token ${session.key}` },
  });
  const [first] = (await response.json()) as { id: number; entity_name: string }[];
  if (!first) throw new Error('Olivia has no property');
  await page.goto(`/owner/property-document/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  return first.id;
}

const rows = (page: Page) => page.getByRole('table', { name: 'Documents' }).getByTestId('document-row');

/** How many pixels of the canvas are not white: a drawn page has text on it. */
const inkedPixels = (page: Page) =>
  page
    .getByTestId('pdf-pages')
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d');
      if (!context) return 0;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let inked = 0;
      for (let i = 0; i < data.length; i += 4)
        if ((data[i] ?? 255) < 128 && (data[i + 3] ?? 0) > 0) inked += 1;
      return inked;
    });

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('documents as Olivia', () => {
  test('uploads a PDF with a real progress bar, finds it in the list and sees it drawn in the preview', async ({
    page,
  }) => {
    test.slow();
    await openDocuments(page);
    await expect(rows(page).first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Upload document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload document' });
    await expect(dialog.getByRole('textbox', { name: 'Type' })).toHaveValue('Permit');
    await expectAccessible(page);

    await dialog.getByRole('textbox', { name: 'Name' }).fill('E2E permit upload');
    await dialog.getByRole('textbox', { name: 'Notes' }).fill('Sent by the end-to-end test');
    await dialog.getByRole('button', { name: /File/ }).waitFor();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'permit.pdf',
      mimeType: 'application/pdf',
      buffer: buildPdf('E2E PERMIT', 3_000_000),
    });
    // Every value the bar shows, as it shows it.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as { barValues?: number[] }).barValues = seen;
      new MutationObserver(() => {
        document.querySelectorAll('[data-percent]').forEach((bar) => {
          const value = Number(bar.getAttribute('data-percent'));
          if (seen.at(-1) !== value) seen.push(value);
        });
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Upload complete.' }).first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(dialog).toBeHidden();
    const status = page.getByTestId('upload-status');
    await expect(status.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    const values = await page.evaluate(() => (window as { barValues?: number[] }).barValues ?? []);
    // From 0, through the bytes sent, never past 90 % until the server answered, then 100 %.
    expect(values[0]).toBe(0);
    expect(values.at(-1)).toBe(100);
    expect(Math.max(...values.slice(0, -1))).toBeLessThanOrEqual(90);
    // Cleared after 4 s (spec section 9).
    await expect(status).toBeHidden();

    const row = rows(page).filter({ hasText: 'E2E permit upload' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Sent by the end-to-end test');
    await expect(row).toHaveAttribute('aria-selected', 'true');
    const preview = page.getByTestId('document-preview');
    await expect(preview.getByRole('heading', { name: 'E2E permit upload' })).toBeVisible();
    await expect(preview.getByTestId('pdf-pages')).toHaveAttribute('data-pages', '1', { timeout: 20_000 });
    await expect(preview).toHaveCSS('height', '700px');
    expect(await inkedPixels(page)).toBeGreaterThan(100);
    await expectAccessible(page);

    // The name opens the file in a new tab, through a signed address. The tab's request is what
    // is checked: the headless shell has no PDF viewer, so its tab never shows the file's address.
    const fileResponse = page
      .context()
      .waitForEvent('response', (response) => response.url().includes('/api/files/?key=documents%2F'));
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      row.getByRole('button', { name: 'E2E permit upload', exact: true }).click(),
    ]);
    const response = await fileResponse;
    expect(response.frame().page()).toBe(tab);
    expect(response.url()).toContain('signature=');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    await tab.close();
  });

  test('filters by type and year, and shows the empty text', async ({ page }) => {
    await openDocuments(page);
    const year = new Date().getFullYear();
    await expect(page.getByRole('textbox', { name: 'Month', exact: true })).toBeVisible();

    await chooseOption(page, 'Type', 'Insurance');
    await expect(page.getByRole('textbox', { name: 'Month', exact: true })).toBeHidden();
    await page.getByRole('textbox', { name: 'Year', exact: true }).click();
    const years = page.getByRole('option');
    await expect(years).toHaveCount(20);
    await expect(years.first()).toHaveText(String(year));
    await expect(years.last()).toHaveText(String(year - 19));
    await expectAccessible(page);
    await page.getByRole('option', { name: String(year - 1), exact: true }).click();
    // The rows of the type alone stay until the year's arrive: each look reads the list once.
    await expect
      .poll(async () => {
        const texts = await rows(page).allTextContents();
        return (
          texts.length > 0 &&
          texts.every((text) => text.includes('Insurance') && text.includes(`, ${year - 1}`))
        );
      })
      .toBe(true);

    // The statements filter by year and month too: the statement e-mail links to one (issue 43).
    await chooseOption(page, 'Type', 'Monthly statements');
    await expect(page.getByRole('textbox', { name: 'Year', exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Month', exact: true })).toBeVisible();
    // The list shows the one type chosen, so its rows no longer repeat it (issue 26, point 9).
    await expect(rows(page).first()).toContainText(/^Statement /);

    await chooseOption(page, 'Type', 'Permit');
    await chooseOption(page, 'Year', String(year - 19));
    await expect(page.getByText('You have not had any records yet...')).toBeVisible();
    await expectAccessible(page);
  });

  test("refuses a file by its content and shows 'Upload failed!' with the reason", async ({ page }) => {
    await openDocuments(page);
    await page.getByRole('button', { name: 'Upload document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload document' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Not really a picture');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    const failure = dialog.getByRole('alert').filter({ hasText: 'Upload failed!' });
    await expect(failure).toHaveText('Upload failed! Choose a PDF, PNG or JPEG file.');
    await expect(failure).toHaveCSS('color', 'rgb(201, 42, 42)');
    await expect(dialog.getByText('Choose a PDF, PNG or JPEG file.').first()).toBeVisible();
    await expectAccessible(page);
    // Cleared after 5 s (spec section 9).
    await expect(failure).toBeHidden();
    await expect(rows(page).filter({ hasText: 'Not really a picture' })).toHaveCount(0);
  });
});
