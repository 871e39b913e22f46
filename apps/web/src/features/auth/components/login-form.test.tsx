import { describe, expect, it, vi, afterEach } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages } from '@harborstay/contracts';
import { validAccountRequest } from '@harborstay/contracts/testing';
import { fail, mockApi, networkError, ok, sentRequests } from '../../../testing/api-mock';
import { buildSession } from '../../../testing/builders';
import { renderWithApp } from '../../../testing/render';
import { stopTheClock, untilWithClockStopped } from '../../../testing/stopped-clock';
import { LoginForm } from './login-form';

const session = buildSession();
const REJECTED = { non_field_errors: ['Unable to log in with provided credentials.'] };

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('LoginForm', () => {
  it('lowercases the e-mail, stores the session under harborstay_user and goes to the dashboard', async () => {
    const calls = mockApi({ 'POST /api/auth/login/': () => ok(session) });
    const { router } = renderWithApp(<LoginForm />, { path: '/login' });
    fillAndSubmit('  Owner@Demo.TEST ', 'Harborstay#2026');

    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/dashboard'));
    expect(calls.map((call) => call.body)).toEqual([
      {
        username: 'owner@demo.test',
        password: 'Harborstay#2026',
        remember: false,
      },
    ]);
    expect(JSON.parse(localStorage.getItem('harborstay_user') ?? '{}')).toEqual(session);
  });

  it('returns to the address the sign-in page was sent from, and never to another site', async () => {
    mockApi({ 'POST /api/auth/login/': () => ok(session) });
    const statement = '/owner/property-document/3?type=Monthly%20statements&year=2025&month=12';
    const { router } = renderWithApp(<LoginForm />, { path: '/login' });
    await act(() => router.navigate(`/login?next=${encodeURIComponent(statement)}`));
    fillAndSubmit('owner@demo.test', 'Harborstay#2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/property-document/3'));
    expect(router.state.location.search).toBe('?type=Monthly%20statements&year=2025&month=12');

    localStorage.clear();
    await act(() => router.navigate('/login?next=%2F%2Fevil.com%2Fowner%2Fdashboard'));
    fillAndSubmit('owner@demo.test', 'Harborstay#2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/dashboard'));
  });

  it('fills in the e-mail it is given (an invited owner who has just chosen a password)', () => {
    renderWithApp(<LoginForm email="ines@example.test" />, { path: '/login' });
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ines@example.test');
  });

  it('shows the spec messages for empty and malformed fields without calling the server', async () => {
    renderWithApp(<LoginForm />, { path: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    fillAndSubmit('owner-at-demo', 'x');
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    expect(sentRequests).not.toContain('POST /api/auth/login/');
  });

  it('opens Request Owner Account without marking a field it left required behind the dialog', async () => {
    renderWithApp(<LoginForm />, { path: '/login' });
    const email = screen.getByLabelText('Email');
    fireEvent.focus(email);
    fireEvent.blur(email);
    fireEvent.click(screen.getByRole('button', { name: 'Request Owner Account' }));
    await screen.findByRole('dialog', { name: 'Request an owner account' });
    expect(screen.queryByText('This field is required')).toBeNull();
    expect(email.getAttribute('aria-invalid')).not.toBe('true');
  });

  it("names the Request Owner Account dialog's close button", async () => {
    renderWithApp(<LoginForm />, { path: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Request Owner Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request an owner account' });
    // An icon-only button needs a name of its own (axe button-name).
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('keeps what was typed in the Request Owner Account dialog when it is closed, and gives the focus back', async () => {
    renderWithApp(<LoginForm />, { path: '/login' });
    const opener = screen.getByRole('button', { name: 'Request Owner Account' });
    for (let opening = 1; opening <= 2; opening += 1) {
      opener.focus();
      fireEvent.click(opener);
      const dialog = await screen.findByRole('dialog', { name: 'Request an owner account' });
      const firstName = within(dialog).getByLabelText('First name', { exact: false });
      if (opening === 1) fireEvent.change(firstName, { target: { value: 'Priya' } });
      else expect(firstName).toHaveProperty('value', 'Priya');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(opener));
    }
  });

  it('sends an account request from the dialog without submitting the sign-in form', async () => {
    const calls = mockApi({
      'POST /api/owners/account-requests/': () => ok({ detail: messages.accountRequestReceived }, 202),
    });
    renderWithApp(<LoginForm />, { path: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Request Owner Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request an owner account' });
    for (const [label, value] of [
      ['First name', validAccountRequest.first_name],
      ['Last name', validAccountRequest.last_name],
      ['Email', validAccountRequest.email],
      ['Phone', validAccountRequest.phone],
      ['Property address', validAccountRequest.property_address],
    ] as const) {
      fireEvent.change(within(dialog).getByLabelText(label, { exact: false }), { target: { value } });
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await within(dialog).findByText(messages.accountRequestReceived)).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(sentRequests).not.toContain('POST /api/auth/login/');
    // The sign-in form was neither sent nor checked: its empty fields are not marked.
    expect(screen.queryByText(messages.required)).toBeNull();
  });

  it('shows the rejection message for 3 seconds, to the millisecond', async () => {
    stopTheClock();
    mockApi({ 'POST /api/auth/login/': () => fail(400, REJECTED) });
    renderWithApp(<LoginForm />, { path: '/login' });
    fillAndSubmit('owner@demo.test', 'wrong');
    await untilWithClockStopped(() =>
      expect(screen.getByRole('alert').textContent).toBe('Unable to log in with provided credentials'),
    );
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(localStorage.getItem('harborstay_user')).toBeNull();
  });

  it('treats a server error like any other non-OK answer: a rejection', async () => {
    mockApi({ 'POST /api/auth/login/': () => fail(500, { detail: 'A server error occurred.' }) });
    renderWithApp(<LoginForm />, { path: '/login' });
    fillAndSubmit('owner@demo.test', 'Harborstay#2026');
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to log in with provided credentials');
  });

  it('shows the processing error when the network fails', async () => {
    mockApi({ 'POST /api/auth/login/': () => networkError() });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithApp(<LoginForm />, { path: '/login' });
    fillAndSubmit('owner@demo.test', 'Harborstay#2026');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error occured during proccesing your request. Try again!',
    );
  });
});
