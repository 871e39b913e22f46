import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fail, mockApi, networkError, ok, type ApiAnswer } from '../../../testing/api-mock';
import { renderWithApp } from '../../../testing/render';
import { PasswordResetRequestForm } from './password-reset-request-form';

const SENT = { detail: 'Password reset e-mail has been sent.' };

/** Answers the reset request with `answer`; the site config keeps its default answer. */
const answerReset = (answer: () => ApiAnswer<{ detail: string }>) =>
  mockApi({ 'POST /api/auth/password/reset/': answer });

function submit(email: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PasswordResetRequestForm', () => {
  it('shows the spec messages for an empty, malformed or too long e-mail without calling the server', async () => {
    const calls = answerReset(() => ok(SENT));
    renderWithApp(<PasswordResetRequestForm />, { path: '/accounts/reset/' });
    expect(screen.getByLabelText('Email').getAttribute('maxlength')).toBe('51');

    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    submit('owner-at-demo');
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    submit(`${'a'.repeat(39)}@example.com`);
    expect(await screen.findByText('Max length: 50 symbols')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send reset link' }).hasAttribute('disabled')).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('sends the e-mail lowercased, then shows the Password Reset heading, the instructions and the spam hint', async () => {
    const calls = answerReset(() => ok(SENT));
    renderWithApp(<PasswordResetRequestForm />, { path: '/accounts/reset/' });
    submit('  Owner@Demo.TEST ');

    expect(await screen.findByRole('heading', { level: 1, name: 'Password Reset' })).toBeTruthy();
    expect(
      screen.getByText(
        "We've emailed you instructions for setting a new password, if an account exists with the email you entered",
      ),
    ).toBeTruthy();
    expect(screen.getByText(/check your spam or junk folder/)).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');

    expect(calls.map((call) => call.body)).toEqual([{ email: 'owner@demo.test' }]);
  });

  it('shows when to try again after too many requests, and keeps the form', async () => {
    answerReset(() =>
      fail(
        429,
        { detail: 'Too many password reset requests. Try again in 42 minutes.' },
        { 'retry-after': '2520' },
      ),
    );
    renderWithApp(<PasswordResetRequestForm />, { path: '/accounts/reset/' });
    submit('owner@demo.test');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many password reset requests. Try again in 42 minutes.',
    );
    expect(screen.queryByRole('heading', { name: 'Password Reset' })).toBeNull();
  });

  it('shows the server message of a refused e-mail under the field', async () => {
    answerReset(() => fail(400, { email: ['Invalid email format'] }));
    renderWithApp(<PasswordResetRequestForm />, { path: '/accounts/reset/' });
    submit('owner@demo.test');
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
  });

  it('says the request failed, rather than that an e-mail went out, when the server cannot be reached (decision 0016)', async () => {
    let isOnline = false;
    const calls = answerReset(() => (isOnline ? ok(SENT) : networkError()));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithApp(<PasswordResetRequestForm />, { path: '/accounts/reset/' });
    submit('owner@demo.test');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Error occured during proccesing your request. Try again!',
      ),
    );
    expect(screen.queryByRole('heading', { name: 'Password Reset' })).toBeNull();
    expect(screen.queryByText(/We've emailed you instructions/)).toBeNull();
    // The form stays as typed, so sending again is one click once the network is back.
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'owner@demo.test');

    isOnline = true;
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Password Reset' })).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});
