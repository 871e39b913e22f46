import { expect, test, type Page } from '@playwright/test';
import { createOwner } from '../support/admin-cli';
import { DEMO, DEMO_PASSWORD, expectAccessible, signInViaApi, signInViaForm } from '../support/fixtures';
import { mailsTo } from '../support/outbox';

/**
 * 'My Owner Profile' (spec sections 2, 4, 5 and 8). Writes go to Oscar, whose names stay as they
 * are (other specs show them), or to an owner created for the test.
 */
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const password = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save Changes' });

async function openProfile(page: Page, email: string) {
  await signInViaApi(page, email);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Owner Profile' })).toBeVisible();
  await expect(textbox(page, 'Primary email')).not.toHaveValue('');
}

test.describe('the profile form', () => {
  // Two of these tests save Oscar's profile and one reads it back after a refused save: run in one
  // worker, in order, so that neither sees the other's address.
  test.describe.configure({ mode: 'serial' });

  test('shows each validation message of spec section 5 and keeps Save disabled meanwhile', async ({
    page,
  }) => {
    await openProfile(page, DEMO.oscar);
    for (const heading of ['Name', 'Contact Information', 'Password change', 'Photo']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(saveButton(page)).toBeEnabled();
    await expectAccessible(page);

    const provoke = async (field: ReturnType<typeof textbox>, value: string, message: string | RegExp) => {
      await field.fill(value);
      await field.blur();
      await expect(field).toHaveAccessibleDescription(message);
      await expect(saveButton(page)).toBeDisabled();
    };
    const firstName = textbox(page, 'First name');
    const original = await firstName.inputValue();
    await provoke(firstName, '', 'This field is required');
    await provoke(firstName, 'x'.repeat(51), 'Max length: 50 symbols');
    await expect(firstName).toHaveAttribute('maxlength', '51');
    await firstName.fill(original);
    await expect(saveButton(page)).toBeEnabled();

    const lastName = textbox(page, 'Last name');
    await provoke(lastName, '', 'This field is required');
    await provoke(lastName, 'y'.repeat(51), 'Max length: 50 symbols');
    await lastName.fill('Other');

    const primary = textbox(page, 'Primary email');
    await provoke(primary, '', /This field is required/);
    await provoke(primary, 'oscar-at-demo', /Invalid email format/);
    await primary.fill(DEMO.oscar);

    const secondary = textbox(page, 'Secondary email');
    await provoke(secondary, 'not-an-email', /Invalid email format/);
    await secondary.fill('');

    const address = textbox(page, 'Address');
    await provoke(address, '', 'This field is required');
    await provoke(address, 'a'.repeat(257), 'Max length: 256 symbols');
    await expect(address).toHaveAttribute('maxlength', '257');
    await address.fill('7120 E Camelback Rd, Scottsdale, AZ 85251');

    const phone = textbox(page, 'Phone');
    await provoke(phone, '', /This field is required/);
    await provoke(phone, '4805550163', /Phone number is not valid/);
    await provoke(phone, '+123456789', /Phone number is not valid/);
    await expect(phone).toHaveAttribute('maxlength', '20');
    await phone.fill('+14805550163');
    await expect(saveButton(page)).toBeEnabled();

    // The password part: optional, but complete once an old password is typed. A field is judged
    // once the owner leaves it, then on every change.
    await password(page, 'Old password').fill(DEMO_PASSWORD);
    const newPassword = password(page, 'New password');
    await newPassword.focus();
    await newPassword.blur();
    await expect(newPassword).toHaveAccessibleDescription('This field is required');
    await expect(saveButton(page)).toBeDisabled();
    for (const [value, message] of [
      ['Short#1', 'Your password must contain at least 8 characters'],
      ['NoDigits#here', 'Password requires a number'],
      ['NOLOWER#123', 'Password requires a lowercase letter'],
      ['noupper#123', 'Password requires an uppercase letter'],
      ['NoSymbol123', 'Password requires a symbol'],
      [DEMO_PASSWORD, 'Password is the same as the old one.'],
    ] as const) {
      await newPassword.fill(value);
      await expect(newPassword).toHaveAccessibleDescription(message);
      await expect(saveButton(page)).toBeDisabled();
    }
    await newPassword.fill('Brand#New2027');
    const confirm = password(page, 'Confirm new password');
    await confirm.focus();
    await confirm.blur();
    await expect(confirm).toHaveAccessibleDescription('This field is required');
    await confirm.fill('Brand#New2028');
    await expect(confirm).toHaveAccessibleDescription("Passwords don't match");
    await expect(saveButton(page)).toBeDisabled();
    await confirm.fill('Brand#New2027');
    await expect(saveButton(page)).toBeEnabled();
    await expectAccessible(page);

    // Clearing the three top-down leaves no message behind, and Save enabled.
    await password(page, 'Old password').fill('');
    await expect(password(page, 'Old password')).toHaveAccessibleDescription('This field is required');
    await newPassword.fill('');
    await confirm.fill('');
    for (const label of ['Old password', 'New password', 'Confirm new password']) {
      await expect(password(page, label)).toHaveAccessibleDescription('');
    }
    await expect(saveButton(page)).toBeEnabled();
  });

  test('a wrong old password stops the save and shows its message at the field', async ({ page }) => {
    await openProfile(page, DEMO.oscar);
    const address = textbox(page, 'Address');
    const savedAddress = await address.inputValue();
    await address.fill('Not saved, the password change failed');
    await password(page, 'Old password').fill('Wrong#Pass1');
    await password(page, 'New password').fill('Brand#New2027');
    await password(page, 'Confirm new password').fill('Brand#New2027');
    await saveButton(page).click();
    const old = password(page, 'Old password');
    await expect(old).toHaveAccessibleDescription(
      'Your old password was entered incorrectly. Please enter it again.',
    );
    await expect(old).toBeFocused();
    await expect(old).toBeInViewport();
    await expect(saveButton(page)).toBeDisabled();
    await page.reload();
    await expect(textbox(page, 'Address')).toHaveValue(savedAddress);
  });

  test('a valid change and a new photo are saved and survive a reload', async ({ page }) => {
    await openProfile(page, DEMO.oscar);
    await textbox(page, 'Address').fill('4 Canyon View Dr, Sedona, AZ 86336');
    await textbox(page, 'Phone').fill('+19285550111');
    await textbox(page, 'Secondary email').fill('oscar.sedona@example.net');

    // A 1200x800 image, made by the browser itself, becomes a photo of at most 512px.
    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 1200;
      canvas.height = 800;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      const gradient = context.createLinearGradient(0, 0, 1200, 800);
      gradient.addColorStop(0, '#0b4f6c');
      gradient.addColorStop(1, '#f2b134');
      context.fillStyle = gradient;
      context.fillRect(0, 0, 1200, 800);
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    });
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'oscar.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
    const photo = page.getByRole('img', { name: 'Photo of Oscar Other' });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
      512, 341,
    ]);

    await saveButton(page).click();
    await expect(page.getByTestId('profile-alert')).toContainText(
      'The operation was successful! If primary email address was changed - confirm email',
    );
    // The alert clears itself (after 3 s: a state awaited, not a time measured on a busy machine).
    await expect(page.getByTestId('profile-alert')).toHaveCount(0);

    await page.reload();
    await expect(textbox(page, 'Address')).toHaveValue('4 Canyon View Dr, Sedona, AZ 86336');
    await expect(textbox(page, 'Phone')).toHaveValue('+19285550111');
    await expect(textbox(page, 'Secondary email')).toHaveValue('oscar.sedona@example.net');
    await expect(page.getByRole('img', { name: 'Photo of Oscar Other' })).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    );
    await expectAccessible(page);
    // The top bar's user menu shows the photo too.
    await expect(page.getByTestId('user-menu').locator('img')).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    );
  });
});

test('a new owner saves a profile with a new e-mail and password, confirms the e-mail, and signs in with both', async ({
  page,
}) => {
  const stamp = Date.now();
  const email = `pat.profile.${stamp}@example.test`;
  const newEmail = `pat.new.${stamp}@example.test`;
  createOwner({ email, firstName: 'Pat', lastName: 'Profile', password: 'First#Pass2026' });

  await signInViaForm(page, email, 'First#Pass2026');
  await expect(page).toHaveURL(/\/onboarding\/step11$/);
  await page.goto('/profile');
  // No profile yet: the names and e-mail of the account fill the form.
  await expect(textbox(page, 'First name')).toHaveValue('Pat');
  await expect(textbox(page, 'Primary email')).toHaveValue(email);
  await textbox(page, 'Primary email').fill(newEmail);
  await textbox(page, 'Address').fill('9 Harbor Way, Seattle, WA 98101');
  await textbox(page, 'Phone').fill('+12065550123');
  await password(page, 'Old password').fill('First#Pass2026');
  await password(page, 'New password').fill('Second#Pass2027');
  await password(page, 'Confirm new password').fill('Second#Pass2027');
  await saveButton(page).click();
  await expect(page.getByTestId('profile-alert')).toContainText('The operation was successful!');
  await expect(textbox(page, 'Primary email')).toHaveValue(email);
  await expect(textbox(page, 'Primary email')).toHaveAccessibleDescription(
    `Waiting for confirmation: ${newEmail}. Follow the link we sent there.`,
  );

  let body = '';
  await expect
    .poll(() => {
      body = mailsTo(newEmail).at(-1)?.body ?? '';
      return body;
    })
    .toContain('/accounts/confirm-email/');
  const link = /https?:\/\/\S+\/accounts\/confirm-email\/[A-Za-z0-9_-]+/.exec(body)?.[0] ?? '';
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(newEmail);
  await expectAccessible(page);

  // The password changed and the e-mail too: the old ones no longer sign in.
  const signIn = (username: string, secret: string) =>
    page.request.post('/api/auth/login/', { data: { username, password: secret } });
  expect((await signIn(email, 'Second#Pass2027')).status()).toBe(400);
  expect((await signIn(newEmail, 'First#Pass2026')).status()).toBe(400);
  expect((await signIn(newEmail, 'Second#Pass2027')).status()).toBe(200);

  // Following the link again says it is used.
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('alert')).toContainText('This confirmation link is invalid, used or expired.');
});

test('a new primary e-mail alone asks for the current password first, at onboarding step 1 and on /profile', async ({
  page,
}) => {
  const stamp = Date.now();
  const email = `erin.email.${stamp}@example.test`;
  const newEmail = `erin.new.${stamp}@example.test`;
  createOwner({ email, firstName: 'Erin', lastName: 'Email', password: 'First#Pass2026' });

  await signInViaForm(page, email, 'First#Pass2026');
  await expect(page).toHaveURL(/\/onboarding\/step11$/);
  await textbox(page, 'Primary email').fill(newEmail);
  await textbox(page, 'Address').fill('5 Dock St, Portland, ME 04101');
  await textbox(page, 'Phone').fill('+12075550123');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toContainText(newEmail);
  const current = dialog.getByRole('textbox', { name: 'Current password', exact: true });
  await expect(current).toBeFocused();
  await current.fill('Wrong#Pass1');
  await dialog.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(current).toHaveAccessibleDescription(
    'Your current password was entered incorrectly. Please enter it again.',
  );
  await expect(page).toHaveURL(/\/onboarding\/step11$/);
  await expectAccessible(page);

  await current.fill('First#Pass2026');
  await dialog.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(page).toHaveURL(/\/onboarding\/step21$/);
  await expect.poll(() => mailsTo(newEmail).at(-1)?.body ?? '').toContain('/accounts/confirm-email/');

  // On /profile: the address waits for its link; cancelling the dialog saves nothing.
  await page.goto('/profile');
  await expect(textbox(page, 'Primary email')).toHaveValue(email);
  await expect(textbox(page, 'Primary email')).toHaveAccessibleDescription(
    `Waiting for confirmation: ${newEmail}. Follow the link we sent there.`,
  );
  await textbox(page, 'Primary email').fill(`erin.other.${stamp}@example.test`);
  await textbox(page, 'Address').fill('Not saved, the dialog was cancelled');
  await saveButton(page).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(textbox(page, 'Address')).toHaveValue('5 Dock St, Portland, ME 04101');
  expect(mailsTo(`erin.other.${stamp}@example.test`)).toHaveLength(0);
});
