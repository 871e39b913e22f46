import type { Page } from '@playwright/test';

/** Onboarding step 1 with valid answers: the phone and address an owner adds to the prefilled names. */
export async function fillProfileStep(page: Page) {
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+17205550148');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('350 Spruce St, Boulder, CO 80302');
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

/** Onboarding step 2 with valid answers for a property of this name. */
export async function fillFirstPropertyStep(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Property name' }).fill(name);
  await page.getByRole('textbox', { name: 'Street address' }).fill('88 Mesa Rd');
  await page.getByRole('textbox', { name: 'City' }).fill('Boulder');
  await page.getByRole('textbox', { name: 'State' }).fill('CO');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('80305');
  await page.getByRole('textbox', { name: 'Bedrooms' }).fill('3');
  await page.getByRole('textbox', { name: 'Bathrooms' }).fill('2.5');
  await page.getByRole('textbox', { name: 'Maximum occupancy' }).fill('8');
  await page.getByRole('textbox', { name: 'Parking' }).click();
  await page.getByRole('option', { name: 'Driveway' }).click();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('radio', { name: 'I rent it myself occasionally' }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
}
