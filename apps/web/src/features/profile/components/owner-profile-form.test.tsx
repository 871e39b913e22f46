import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_NOTIFICATION_SETTINGS, type TOwnerProfile } from '@harborstay/contracts';
import { fail, mockApi, ok, type ApiMocks } from '../../../testing/api-mock';
import { buildOwnerProfileRecord, buildUser } from '../../../testing/builders';
import { renderWithApp } from '../../../testing/render';
import { sessionStore } from '../../../shared/session/session-store';
import { ProfilePage } from '../routes/profile-page';
import { OwnerProfileForm } from './owner-profile-form';

const carl = { first_name: 'Carl', last_name: 'Coowner' };
const user = buildUser({ id: 7, username: 'carl@demo.test', email: 'carl@demo.test', ...carl });
const profile = buildOwnerProfileRecord({
  user_id: 7,
  ...carl,
  primary_email: 'carl@demo.test',
  address: '615 E 3rd Ave, Salt Lake City, UT 84103',
  phone: '+18015550187',
});
/** An owner who has not saved a profile yet: the server has none. */
const noProfileYet: ApiMocks = { 'GET /api/owners/owner/': () => fail(404, { detail: 'Not found.' }) };

// Labels of required fields end with Mantine's asterisk.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
/** The owner types into a field and moves on: a field is judged once it has been left. */
const change = (label: string, value: string) => {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
};
const saveButton = () => screen.getByRole('button', { name: 'Save Changes' });
/** Waits until the error message Mantine ties to the input (aria-describedby …-error) is this one. */
const expectError = async (label: string, message: string) => {
  const input = field(label);
  const errorText = () => {
    const id = input
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((part) => part.endsWith('-error'));
    return id ? document.getElementById(id)?.textContent : undefined;
  };
  await waitFor(() => expect(errorText()).toBe(message));
};

function renderForm({ withPassword = true }: { withPassword?: boolean } = {}) {
  return renderWithApp(
    <OwnerProfileForm
      profile={profile}
      user={user}
      withPassword={withPassword}
      submitLabel={withPassword ? 'Save Changes' : 'Save and continue'}
    />,
    { path: withPassword ? '/profile' : '/onboarding/step11' },
  );
}

/** The server's answer to a save: the record, with a new primary e-mail waiting. */
const savedWithPending = ({ body }: { body: TOwnerProfile }) =>
  ok({
    ...profile,
    pending_primary_email: body.primary_email === profile.primary_email ? null : body.primary_email,
  });
const dialog = () => screen.queryByRole('dialog', { name: 'Confirm it is you' });
/** The current-password input of the dialog. */
const currentPassword = () =>
  within(screen.getByRole('dialog', { name: 'Confirm it is you' })).getByLabelText(/^Current password/, {
    selector: 'input',
  });
const expectDialogError = async (message: string) => {
  await waitFor(() => {
    const input = currentPassword();
    const id = input
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((part) => part.endsWith('-error'));
    expect(id ? document.getElementById(id)?.textContent : undefined).toBe(message);
  });
};

beforeEach(() => sessionStore.set({ key: 'k'.repeat(43), user }));
afterEach(() => vi.restoreAllMocks());

describe('OwnerProfileForm', () => {
  it('shows each rule’s message and keeps Save disabled while any field has an error', async () => {
    renderForm();
    expect(saveButton()).toHaveProperty('disabled', false);

    change('First name', '');
    await expectError('First name', 'This field is required');
    expect(saveButton()).toHaveProperty('disabled', true);
    change('First name', 'x'.repeat(51));
    await expectError('First name', 'Max length: 50 symbols');
    change('Last name', '');
    await expectError('Last name', 'This field is required');
    change('Primary email', 'carl-at-demo');
    await expectError('Primary email', 'Invalid email format');
    change('Secondary email', 'nope');
    await expectError('Secondary email', 'Invalid email format');
    change('Address', 'a'.repeat(257));
    await expectError('Address', 'Max length: 256 symbols');
    change('Phone', '8015550187');
    await expectError('Phone', 'Phone number is not valid');

    change('First name', 'Carl');
    change('Last name', 'Coowner');
    change('Primary email', 'carl@demo.test');
    change('Secondary email', '');
    change('Address', '615 E 3rd Ave');
    expect(saveButton()).toHaveProperty('disabled', true);
    change('Phone', '+18015550187');
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', false));
  });

  it('sets the input limits of spec section 5', () => {
    renderForm();
    expect(field('First name').getAttribute('maxlength')).toBe('51');
    expect(field('Last name').getAttribute('maxlength')).toBe('51');
    expect(field('Primary email').getAttribute('maxlength')).toBe('51');
    expect(field('Secondary email').getAttribute('maxlength')).toBe('51');
    expect(field('Address').getAttribute('maxlength')).toBe('257');
    expect(field('Phone').getAttribute('maxlength')).toBe('20');
  });

  it('checks the password change: new password rules, differing from the old, confirmed', async () => {
    renderForm();
    change('Old password', 'Harborstay#2026');
    // Passing through New password without typing one.
    fireEvent.blur(field('New password'));
    await expectError('New password', 'This field is required');
    expect(saveButton()).toHaveProperty('disabled', true);
    const rules: [string, string][] = [
      ['Short#1', 'Your password must contain at least 8 characters'],
      ['NoDigits#here', 'Password requires a number'],
      ['NOLOWER#123', 'Password requires a lowercase letter'],
      ['noupper#123', 'Password requires an uppercase letter'],
      ['NoSymbol123', 'Password requires a symbol'],
      ['Harborstay#2026', 'Password is the same as the old one.'],
    ];
    for (const [password, message] of rules) {
      change('New password', password);
      await expectError('New password', message);
    }
    change('New password', 'Brand#New2027');
    fireEvent.blur(field('Confirm new password'));
    await expectError('Confirm new password', 'This field is required');
    change('Confirm new password', 'Brand#New2028');
    await expectError('Confirm new password', "Passwords don't match");
    change('Confirm new password', 'Brand#New2027');
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', false));
  });

  it('saves the profile directly when no old password is given, and updates the stored user', async () => {
    const calls = mockApi({
      'POST /api/owners/create-owner-profile/': ({ body }) =>
        ok({ ...profile, ...body, secondary_email: body.secondary_email || null }),
    });
    renderForm();
    change('First name', '  Carlos ');
    fireEvent.click(saveButton());
    const alert = await screen.findByTestId('profile-alert');
    expect(within(alert).getByText('Success!')).toBeTruthy();
    expect(alert.textContent).toContain(
      'The operation was successful! If primary email address was changed - confirm email',
    );
    expect(calls.map((c) => c.route)).toEqual(['POST /api/owners/create-owner-profile/']);
    expect(calls[0]?.body).toEqual({
      first_name: 'Carlos',
      last_name: 'Coowner',
      primary_email: 'carl@demo.test',
      secondary_email: '',
      address: profile.address,
      phone: profile.phone,
    });
    expect(sessionStore.get()?.user.first_name).toBe('Carlos');
  });

  it('with an old password, changes the password first and then saves the profile', async () => {
    const calls = mockApi({
      'POST /api/auth/password/change/': () => ok({ detail: 'New password has been saved.' }),
      'POST /api/owners/create-owner-profile/': () => ok(profile),
    });
    renderForm();
    change('Old password', 'Harborstay#2026');
    change('New password', 'Brand#New2027');
    change('Confirm new password', 'Brand#New2027');
    fireEvent.click(saveButton());
    await screen.findByTestId('profile-alert');
    expect(calls.map((c) => c.route)).toEqual([
      'POST /api/auth/password/change/',
      'POST /api/owners/create-owner-profile/',
    ]);
    expect(calls[0]?.body).toEqual({
      old_password: 'Harborstay#2026',
      new_password1: 'Brand#New2027',
      new_password2: 'Brand#New2027',
    });
    expect((field('Old password') as HTMLInputElement).value).toBe('');
  });

  it('on a wrong old password shows its message at the field and does not save the profile', async () => {
    const calls = mockApi({
      'POST /api/auth/password/change/': () =>
        fail(400, {
          old_password: ['Your old password was entered incorrectly. Please enter it again.'],
        }),
    });
    renderForm();
    change('Old password', 'Wrong#Pass1');
    change('New password', 'Brand#New2027');
    change('Confirm new password', 'Brand#New2027');
    fireEvent.click(saveButton());
    await expectError('Old password', 'Your old password was entered incorrectly. Please enter it again.');
    expect(document.activeElement).toBe(field('Old password'));
    expect(calls.map((c) => c.route)).toEqual(['POST /api/auth/password/change/']);
    expect(saveButton()).toHaveProperty('disabled', true);
  });

  it('leaves no message and enables Save when the owner clears old, new and confirmation top-down', async () => {
    renderForm();
    change('Old password', 'Harborstay#2026');
    change('New password', 'Brand#New2027');
    change('Confirm new password', 'Brand#New2027');
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', false));

    change('Old password', '');
    await expectError('Old password', 'This field is required');
    change('New password', '');
    await expectError('New password', 'This field is required');
    change('Confirm new password', '');
    await waitFor(() => expect(screen.queryByText('This field is required')).toBeNull());
    expect(screen.queryByText("Passwords don't match")).toBeNull();
    expect(saveButton()).toHaveProperty('disabled', false);
  });

  it('after a wrong old password, clearing the three fields top-down leaves no message and enables Save', async () => {
    mockApi({
      'POST /api/auth/password/change/': () =>
        fail(400, {
          old_password: ['Your old password was entered incorrectly. Please enter it again.'],
        }),
    });
    renderForm();
    change('Old password', 'Wrong#Pass1');
    change('New password', 'Brand#New2027');
    change('Confirm new password', 'Brand#New2027');
    fireEvent.click(saveButton());
    await expectError('Old password', 'Your old password was entered incorrectly. Please enter it again.');

    // The server's word stays while the owner edits another field, and goes once they edit this one.
    change('Confirm new password', 'Brand#New2027!');
    await expectError('Confirm new password', "Passwords don't match");
    await expectError('Old password', 'Your old password was entered incorrectly. Please enter it again.');

    change('Old password', '');
    await expectError('Old password', 'This field is required');
    change('New password', '');
    change('Confirm new password', '');
    await waitFor(() => expect(screen.queryByText('This field is required')).toBeNull());
    expect(screen.queryByText("Passwords don't match")).toBeNull();
    expect(screen.queryByText(/old password was entered incorrectly/)).toBeNull();
    expect(saveButton()).toHaveProperty('disabled', false);
  });

  it('asks for the current password before saving a new primary e-mail, and sends it along', async () => {
    const calls = mockApi({ 'POST /api/owners/create-owner-profile/': savedWithPending });
    renderForm();
    change('Primary email', ' Carl.New@Demo.TEST ');
    fireEvent.click(saveButton());
    expect(await screen.findByRole('dialog', { name: 'Confirm it is you' })).toBeTruthy();
    expect(dialog()?.textContent).toContain('carl.new@demo.test');
    expect(calls).toEqual([]);

    // Confirming with nothing typed says what is needed, and sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and save' }));
    await expectDialogError('Enter your current password to change your primary e-mail.');
    expect(calls).toEqual([]);

    fireEvent.change(currentPassword(), { target: { value: 'Harborstay#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and save' }));
    const alert = await screen.findByTestId('profile-alert');
    expect(alert.textContent).toContain('The operation was successful!');
    expect(calls.map((c) => c.route)).toEqual(['POST /api/owners/create-owner-profile/']);
    expect(calls[0]?.body).toMatchObject({
      primary_email: 'carl.new@demo.test',
      current_password: 'Harborstay#2026',
    });
    await waitFor(() => expect(dialog()).toBeNull());
    // The form shows the confirmed address again; the Old password field was never touched.
    expect((field('Primary email') as HTMLInputElement).value).toBe('carl@demo.test');
    expect((field('Old password') as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s message at the current password, keeps the dialog, and saves nothing else', async () => {
    const calls = mockApi({
      'POST /api/owners/create-owner-profile/': () =>
        fail(400, {
          current_password: ['Your current password was entered incorrectly. Please enter it again.'],
        }),
    });
    renderForm();
    change('Primary email', 'carl.new@demo.test');
    fireEvent.click(saveButton());
    fireEvent.change(await screen.findByLabelText(/^Current password/, { selector: 'input' }), {
      target: { value: 'Wrong#Pass1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and save' }));
    await expectDialogError('Your current password was entered incorrectly. Please enter it again.');
    // The dialog moves the focus in an effect, which React may run after the message is shown.
    await waitFor(() => expect(document.activeElement).toBe(currentPassword()));
    expect(calls.map((c) => c.route)).toEqual(['POST /api/owners/create-owner-profile/']);
    expect(screen.queryByTestId('profile-alert')).toBeNull();

    // Too many wrong ones: the server's wait shows there too.
    mockApi({
      'POST /api/owners/create-owner-profile/': () =>
        fail(429, { detail: 'Too many wrong passwords. Try again in 15 minutes.' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and save' }));
    await expectDialogError('Too many wrong passwords. Try again in 15 minutes.');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect((field('Primary email') as HTMLInputElement).value).toBe('carl.new@demo.test');
  });

  it('asks at onboarding step 1 too, where there is no password section', async () => {
    const calls = mockApi({ 'POST /api/owners/create-owner-profile/': savedWithPending });
    renderForm({ withPassword: false });
    change('Primary email', 'carl.new@demo.test');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    fireEvent.change(await screen.findByLabelText(/^Current password/, { selector: 'input' }), {
      target: { value: 'Harborstay#2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and save' }));
    await screen.findByTestId('profile-alert');
    expect(calls[0]?.body).toMatchObject({ current_password: 'Harborstay#2026' });
  });

  it('with a password change in the same save, proves the e-mail change with the new password', async () => {
    const calls = mockApi({
      'POST /api/auth/password/change/': () => ok({ detail: 'New password has been saved.' }),
      'POST /api/owners/create-owner-profile/': savedWithPending,
    });
    renderForm();
    change('Primary email', 'carl.new@demo.test');
    change('Old password', 'Harborstay#2026');
    change('New password', 'Brand#New2027');
    change('Confirm new password', 'Brand#New2027');
    fireEvent.click(saveButton());
    await screen.findByTestId('profile-alert');
    expect(dialog()).toBeNull();
    expect(calls.map((c) => c.route)).toEqual([
      'POST /api/auth/password/change/',
      'POST /api/owners/create-owner-profile/',
    ]);
    // The old password was checked by the change; the new one is the current password now.
    expect(calls[1]?.body).toMatchObject({
      primary_email: 'carl.new@demo.test',
      current_password: 'Brand#New2027',
    });
  });

  it('shows the save failure text when the server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'POST /api/owners/create-owner-profile/': () => fail(500, { detail: 'A server error occurred.' }),
    });
    renderForm();
    fireEvent.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error occured during processing your request. Try again!');
  });
});

describe('ProfilePage', () => {
  beforeEach(() => {
    mockApi({ 'GET /api/owners/owner/notifications/': () => ok(DEFAULT_NOTIFICATION_SETTINGS) });
  });

  it('shows the fetch failure text when the profile cannot be loaded', async () => {
    mockApi({ 'GET /api/owners/owner/': () => fail(500, { detail: 'A server error occurred.' }) });
    renderWithApp(<ProfilePage />, { path: '/profile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Owner Profile' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error occured during proccesing your request. Try again!');
  });

  it('heads its sections as spec section 2 names them', async () => {
    mockApi(noProfileYet);
    renderWithApp(<ProfilePage />, { path: '/profile' });
    await waitFor(() => expect((field('First name') as HTMLInputElement).value).toBe('Carl'));
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(expect.arrayContaining(['Name', 'Contact Information', 'Password change']));
    expect(headings).not.toContain('Password');
  });

  it('fills a new profile from the signed-in user when there is none yet', async () => {
    mockApi(noProfileYet);
    renderWithApp(<ProfilePage />, { path: '/profile' });
    await waitFor(() => expect((field('Primary email') as HTMLInputElement).value).toBe('carl@demo.test'));
    expect((field('First name') as HTMLInputElement).value).toBe('Carl');
    expect((field('Phone') as HTMLInputElement).value).toBe('');
  });

  it('saves the notification switches together, only once one has changed', async () => {
    const calls = mockApi({
      'GET /api/owners/owner/': () => ok(profile),
      'PUT /api/owners/owner/notifications/': ({ body }) => ok(body),
    });
    renderWithApp(<ProfilePage />, { path: '/profile' });
    const section = within(await screen.findByRole('form', { name: 'Notifications' }));
    const save = section.getByRole('button', { name: 'Save notifications' });
    expect(save.hasAttribute('disabled')).toBe(true);
    const statements = section.getByRole('switch', { name: /^Statements/ });
    expect((statements as HTMLInputElement).checked).toBe(true);
    fireEvent.click(statements);
    expect(save.hasAttribute('disabled')).toBe(false);
    fireEvent.click(save);
    expect((await section.findByRole('status')).textContent).toContain(
      'Your notification settings are saved.',
    );
    expect(
      calls.filter((call) => call.route === 'PUT /api/owners/owner/notifications/').map((c) => c.body),
    ).toEqual([{ ...DEFAULT_NOTIFICATION_SETTINGS, statement_published: false }]);
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
  });
});
