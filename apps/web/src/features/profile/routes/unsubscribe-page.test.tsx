import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fail, mockApi, networkError, ok } from '../../../testing/api-mock';
import { renderRoutes } from '../../../testing/render';
import { UnsubscribePage } from './unsubscribe-page';

const TOKEN = `7.statement_published.${'a'.repeat(43)}`;
const renderAt = (token: string) =>
  renderRoutes([{ path: '/notifications/unsubscribe/:token', element: <UnsubscribePage /> }], {
    path: `/notifications/unsubscribe/${token}`,
  });

describe('UnsubscribePage', () => {
  it('asks first and sends nothing until its button is pressed, then says it is done', async () => {
    const calls = mockApi({
      'POST /api/owners/notifications/unsubscribe/:token/': () =>
        ok({ notification: 'statement_published', is_subscribed: false }),
    });
    renderAt(TOKEN);
    expect(screen.getByText(/Stop the e-mails about/).textContent).toBe('Stop the e-mails about statements?');
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'You will no longer get e-mails about statements.',
    );
    expect(calls.map((call) => call.route)).toEqual(['POST /api/owners/notifications/unsubscribe/:token/']);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('offers no button for a link the server does not know, and another try after a failed request', async () => {
    mockApi({ 'POST /api/owners/notifications/unsubscribe/:token/': () => networkError() });
    renderAt(TOKEN);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();

    mockApi({
      'POST /api/owners/notifications/unsubscribe/:token/': () => fail(404, { detail: 'Not found.' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByText(/This unsubscribe link is not valid/)).textContent).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('says a link that is no unsubscribe address is not valid, without asking the server', () => {
    renderAt('not-a-token');
    expect(screen.getByRole('alert').textContent).toContain('This unsubscribe link is not valid.');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});
