import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages, type TOwnerAccountRequest } from '@harborstay/contracts';
import { validAccountRequest } from '@harborstay/contracts/testing';
import { fail, mockApi, networkError, ok, type ApiAnswer } from '../../../testing/api-mock';
import { renderWithApp } from '../../../testing/render';
import { RequestAccountModal } from './request-account-modal';

const RECEIVED = { detail: messages.accountRequestReceived };

const answerRequest = (answer: () => ApiAnswer<{ detail: string }>) =>
  mockApi({ 'POST /api/owners/account-requests/': answer });

const LABELS = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  property_address: 'Property address',
  message: 'Message',
} as const;

async function openDialog() {
  renderWithApp(<RequestAccountModal opened onClose={() => undefined} />, { path: '/login' });
  return screen.findByRole('dialog', { name: 'Request an owner account' });
}

function fill(dialog: HTMLElement, values: Partial<TOwnerAccountRequest>) {
  for (const [field, value] of Object.entries(values)) {
    const label = LABELS[field as keyof typeof LABELS];
    fireEvent.change(within(dialog).getByLabelText(label, { exact: false }), { target: { value } });
  }
}

const send = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RequestAccountModal', () => {
  it('shows the spec messages under the fields without calling the server', async () => {
    const calls = answerRequest(() => ok(RECEIVED, 202));
    const dialog = await openDialog();
    send(dialog);
    expect(await within(dialog).findAllByText(messages.required)).toHaveLength(5);
    fill(dialog, { ...validAccountRequest, email: 'priya-at-example', phone: '3035550177' });
    expect(await within(dialog).findByText(messages.invalidEmail)).toBeTruthy();
    expect(within(dialog).getByText(messages.invalidProfilePhone)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send request' }).hasAttribute('disabled')).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('sends the request as the contract takes it, then shows the answer in place of the form', async () => {
    const calls = answerRequest(() => ok(RECEIVED, 202));
    const dialog = await openDialog();
    fill(dialog, { ...validAccountRequest, email: '  Priya.Prospect@Example.TEST ' });
    send(dialog);

    const confirmation = await within(dialog).findByText(messages.accountRequestReceived);
    // The focus moves in an effect, which React may run after the text is on the page.
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    expect(within(dialog).queryByLabelText('Property address', { exact: false })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Back to sign in' })).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([validAccountRequest]);
  });

  it("shows the server's messages of a refused request under their fields", async () => {
    answerRequest(() =>
      fail(400, { phone: [messages.invalidProfilePhone], property_address: [messages.controlCharacters] }),
    );
    const dialog = await openDialog();
    fill(dialog, validAccountRequest);
    send(dialog);

    const phone = within(dialog).getByLabelText('Phone', { exact: false });
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(messages.invalidProfilePhone)).toBeTruthy();
    expect(within(dialog).getByText(messages.controlCharacters)).toBeTruthy();
    expect(within(dialog).queryByText(messages.accountRequestReceived)).toBeNull();
  });

  it('says when to try again after too many requests, and keeps what was typed', async () => {
    answerRequest(() =>
      fail(429, { detail: messages.tooManyAccountRequests(42) }, { 'retry-after': '2520' }),
    );
    const dialog = await openDialog();
    fill(dialog, validAccountRequest);
    send(dialog);

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Too many account requests from this network. Try again in 42 minutes.',
    );
    expect(within(dialog).getByLabelText('Message', { exact: false })).toHaveProperty(
      'value',
      validAccountRequest.message,
    );
  });

  it('says the request failed, rather than that it arrived, when the server cannot be reached', async () => {
    let isOnline = false;
    const calls = answerRequest(() => (isOnline ? ok(RECEIVED, 202) : networkError()));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const dialog = await openDialog();
    fill(dialog, validAccountRequest);
    send(dialog);

    expect((await within(dialog).findByRole('alert')).textContent).toBe(messages.requestFailed);
    expect(within(dialog).queryByText(messages.accountRequestReceived)).toBeNull();

    isOnline = true;
    send(dialog);
    expect(await within(dialog).findByText(messages.accountRequestReceived)).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});
