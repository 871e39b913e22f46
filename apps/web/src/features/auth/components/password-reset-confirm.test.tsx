import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, mockApi, ok, type ApiAnswer } from '../../../testing/api-mock';
import { buildSession } from '../../../testing/builders';
import { renderWithApp } from '../../../testing/render';
import { stopTheClock, untilWithClockStopped } from '../../../testing/stopped-clock';
import { PasswordResetConfirm } from './password-reset-confirm';
import { PasswordResetNotice } from './password-reset-notice';

const LINK = { uid: 'MQ', token: 'T'.repeat(43) };
const PATH = `/accounts/reset/${LINK.uid}/${LINK.token}`;
const INVALID = { non_field_errors: ['This password reset link is invalid, used or expired.'] };

const VALID_RESET = { detail: 'ok', purpose: 'reset', email: 'olivia@example.test' } as const;
const VALID_INVITATION = { detail: 'ok', purpose: 'invitation', email: 'ines@example.test' } as const;

type Answer = () => ApiAnswer<{ detail: string }>;
type CheckAnswer = () => ApiAnswer<typeof VALID_RESET | typeof VALID_INVITATION>;

/** The link check answers `check` (a valid link by default); the confirmation `confirm`, when given. */
function mockReset({ check = () => ok(VALID_RESET), confirm }: { check?: CheckAnswer; confirm?: Answer }) {
  return mockApi({
    'POST /api/auth/password/reset/check/': check,
    ...(confirm && { 'POST /api/auth/password/reset/confirm/': confirm }),
  });
}
const confirmCalls = (calls: { route: string; body: unknown }[]) =>
  calls.filter((call) => call.route === 'POST /api/auth/password/reset/confirm/');

async function fill(password: string, confirmation: string) {
  fireEvent.change(await screen.findByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('PasswordResetConfirm', () => {
  it('checks the link first, and for a used, expired or forged one shows the error and offers a new link', async () => {
    const calls = mockReset({ check: () => fail(400, INVALID) });
    renderWithApp(<PasswordResetConfirm {...LINK} />, { path: PATH });

    expect(screen.getByRole('status').textContent).toContain('Checking your link');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link no longer works' })).toBeTruthy();
    expect(screen.getByText('This password reset link is invalid, used or expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/accounts/reset/',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(calls.map((call) => call.body)).toEqual([LINK]);
  });

  it('offers the way back to sign in beside the new-password form', async () => {
    mockReset({});
    renderWithApp(<PasswordResetConfirm {...LINK} />, { path: PATH });
    const form = await screen.findByRole('form', { name: 'Set a new password' });
    expect(within(form).getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('shows each new-password rule of spec section 5 without calling the server', async () => {
    const calls = mockReset({ confirm: () => ok({ detail: 'done' }) });
    renderWithApp(<PasswordResetConfirm {...LINK} />, { path: PATH });
    expect((await screen.findByLabelText('New password')).getAttribute('maxlength')).toBe('51');
    expect(screen.getByLabelText('Confirm password').getAttribute('maxlength')).toBe('51');

    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);

    const cases = [
      ['Sh0rt#', 'Your password must contain at least 8 characters'],
      ['NoDigits#here', 'Password requires a number'],
      ['UPPER#CASE1', 'Password requires a lowercase letter'],
      ['lower#case1', 'Password requires an uppercase letter'],
      ['NoSymbol123', 'Password requires a symbol'],
    ] as const;
    for (const [password, message] of cases) {
      await fill(password, password);
      expect(await screen.findByText(message)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Set new password' }).hasAttribute('disabled')).toBe(true);
    }
    await fill('Brand#New2027', 'Brand#New2028');
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(confirmCalls(calls)).toHaveLength(0);
  });

  it('sets the password with the link and goes to /login carrying the success text', async () => {
    localStorage.setItem('harborstay_user', JSON.stringify(buildSession()));
    const calls = mockReset({
      confirm: () => ok({ detail: 'Password has been reset with the new password.' }),
    });
    const { router } = renderWithApp(<PasswordResetConfirm {...LINK} />, { path: PATH });
    await fill('Brand#New2027', 'Brand#New2027');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({
      notice: 'Password has been reset with the new password.',
      email: 'olivia@example.test',
    });
    expect(confirmCalls(calls).map((call) => call.body)).toEqual([
      { ...LINK, new_password1: 'Brand#New2027', new_password2: 'Brand#New2027' },
    ]);
    // The server ended every session of the user: a session kept in this browser is forgotten.
    expect(localStorage.getItem('harborstay_user')).toBeNull();
  });

  it('shows the error page when the link was used up meanwhile, say in another tab', async () => {
    mockReset({ confirm: () => fail(400, INVALID) });
    renderWithApp(<PasswordResetConfirm {...LINK} />, { path: PATH });
    await fill('Brand#New2027', 'Brand#New2027');
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeTruthy();
  });

  it('welcomes an invited owner: their account, "Choose your password", and the sign-in page with their e-mail', async () => {
    const calls = mockReset({
      check: () => ok(VALID_INVITATION),
      confirm: () => ok({ detail: 'Password has been reset with the new password.' }),
    });
    const { router } = renderWithApp(<PasswordResetConfirm {...LINK} />, { path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your password' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Choose your password' });
    expect(form.textContent).toContain('Welcome to Harborstay');
    expect(form.textContent).toContain('Your owner account for ines@example.test is ready.');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Brand#New2027' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Brand#New2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set my password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({
      notice: 'Your password is set. Sign in with it to open your owner account.',
      email: 'ines@example.test',
    });
    expect(confirmCalls(calls)).toHaveLength(1);
  });

  it('says a used or expired invitation lasts 7 days and whom to ask for a new one, not to reset a password', async () => {
    mockReset({
      check: () =>
        fail(400, {
          non_field_errors: ['This invitation link has expired or has already been used.'],
          purpose: 'invitation',
          contact_email: 'owners@company.test',
        }),
    });
    renderWithApp(<PasswordResetConfirm {...LINK} />, { path: PATH });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation no longer works' }),
    ).toBeTruthy();
    const page = screen.getByTestId('reset-link-invalid');
    expect(page.textContent).toContain('This invitation link has expired or has already been used.');
    expect(page.textContent).toContain('An invitation link works once, for 7 days');
    expect(page.textContent).not.toContain('one hour');
    expect(screen.getByRole('link', { name: 'owners@company.test' }).getAttribute('href')).toBe(
      'mailto:owners@company.test',
    );
    expect(screen.queryByRole('link', { name: 'Request a new link' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('names the account manager when the company has no contact address', async () => {
    mockReset({
      check: () => fail(400, { non_field_errors: ['x'], purpose: 'invitation', contact_email: null }),
    });
    renderWithApp(<PasswordResetConfirm {...LINK} />, { path: PATH });
    const page = await screen.findByTestId('reset-link-invalid');
    expect(page.textContent).toContain('Ask your account manager at Harborstay to send you a new one.');
  });

  it("shows the server's field messages under their fields", async () => {
    mockReset({ confirm: () => fail(400, { new_password1: ['Password requires a symbol'] }) });
    renderWithApp(<PasswordResetConfirm {...LINK} />, { path: PATH });
    await fill('Brand#New2027', 'Brand#New2027');
    expect(await screen.findByText('Password requires a symbol')).toBeTruthy();
  });
});

describe('PasswordResetNotice on the sign-in page', () => {
  it('shows the text handed over for 5 seconds, and not again after a reload', async () => {
    stopTheClock();
    const { router } = renderWithApp(<PasswordResetNotice />, { path: '/login' });
    expect(screen.queryByTestId('login-notice')).toBeNull();
    await act(() =>
      router.navigate('/login', { state: { notice: 'Password has been reset with the new password.' } }),
    );

    await untilWithClockStopped(() => expect(router.state.location.state).toBeNull());
    const notice = screen.getByTestId('login-notice');
    expect(notice.textContent).toContain('Success!');
    expect(notice.textContent).toContain('Password has been reset with the new password.');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByTestId('login-notice')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('login-notice')).toBeNull();
  });
});
