import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/fixtures';
import { E2E_OPERATIONS_EMAIL, mailsTo } from '../support/outbox';

const RECEIVED = 'Thank you. We have your request and will be in touch by e-mail within two business days.';

test.describe('Request Owner Account', () => {
  test('a prospective owner sends the form from the sign-in page, and the operations team gets it by e-mail', async ({
    page,
  }) => {
    // Other specs' owner stays e-mail the same team: this request is known by its own stamp.
    const stamp = randomBytes(4).toString('hex');
    const prospect = {
      firstName: 'Priya',
      lastName: `Prospect ${stamp}`,
      email: `prospect-${stamp}@e2e.test`,
      phone: '+13035550177',
      address: '48 Aspen Way, Breckenridge, CO 80424',
      message: 'A three-bedroom cabin, free from June.\nCould we talk next week?',
    };
    await page.goto('/login');
    await page.getByRole('button', { name: 'Request Owner Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request an owner account' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);

    // Sent empty, it names what is missing under each field and sends nothing.
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText('This field is required')).toHaveCount(5);
    await expectAccessible(page);

    await dialog.getByLabel('First name').fill(prospect.firstName);
    await dialog.getByLabel('Last name').fill(prospect.lastName);
    await dialog.getByLabel('Email').fill(prospect.email);
    await dialog.getByLabel('Phone').fill(prospect.phone);
    await dialog.getByLabel('Property address').fill(prospect.address);
    await dialog.getByLabel('Message').fill(prospect.message);
    await dialog.getByRole('button', { name: 'Send request' }).click();

    await expect(dialog.getByText(RECEIVED)).toBeVisible();
    await expect(dialog.getByText(RECEIVED)).toBeFocused();
    await expect(dialog.getByLabel('First name')).toHaveCount(0);
    await expectAccessible(page);

    // The real e-mail, from the server's outbox, once the durable queue has sent it.
    const subject = `Owner account request: ${prospect.firstName} ${prospect.lastName}`;
    const ofThisRequest = () => mailsTo(E2E_OPERATIONS_EMAIL).filter((mail) => mail.subject === subject);
    await expect.poll(() => ofThisRequest().length).toBe(1);
    const [mail] = ofThisRequest();
    for (const line of [
      `E-mail: ${prospect.email}`,
      `Phone: ${prospect.phone}`,
      `Property address: ${prospect.address}`,
      `Message:\n${prospect.message}`,
    ]) {
      expect(mail?.body).toContain(line);
    }
    // Nothing was sent to the prospect, who has no account to be told of.
    expect(mailsTo(prospect.email)).toHaveLength(0);

    await dialog.getByRole('button', { name: 'Back to sign in' }).click();
    await expect(dialog).toBeHidden();
    // Mantine gives the focus back to the button that opened the dialog.
    await expect(page.getByRole('button', { name: 'Request Owner Account' })).toBeFocused();
  });
});
