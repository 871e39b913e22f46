import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TCalendarFeed } from '@harborstay/contracts';
import { fail, mockApi, ok } from '../../../../testing/api-mock';
import { renderWithApp } from '../../../../testing/render';
import { CalendarFeedButton } from './calendar-feed-button';

const feedOf = (token: string): TCalendarFeed => ({
  url: `https://portal.test/api/calendar-feeds/${token}.ics`,
  webcal_url: `webcal://portal.test/api/calendar-feeds/${token}.ics`,
});

const writeText = vi.fn(async (_text: string) => undefined);
beforeEach(() => {
  // jsdom has no clipboard: Mantine's CopyButton writes through this one.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => writeText.mockClear());

async function openDialog() {
  renderWithApp(<CalendarFeedButton propertyId={7} />);
  fireEvent.click(screen.getByRole('button', { name: 'Add to my calendar' }));
  return screen.findByRole('dialog', { name: 'Add to my calendar' });
}

describe('Add to my calendar', () => {
  it('asks for the address only when opened, shows it over https and webcal, and copies it', async () => {
    const calls = mockApi({ 'GET /api/owners/owner/property/:id/calendar-feed/': () => ok(feedOf('first')) });
    renderWithApp(<CalendarFeedButton propertyId={7} />);
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Add to my calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to my calendar' });

    const https = await within(dialog).findByLabelText('Calendar address');
    expect((https as HTMLInputElement).value).toBe(feedOf('first').url);
    expect(
      (within(dialog).getByLabelText('webcal:// address', { selector: 'input' }) as HTMLInputElement).value,
    ).toBe(feedOf('first').webcal_url);
    expect(within(dialog).getByRole('link', { name: 'Open in my calendar app' }).getAttribute('href')).toBe(
      feedOf('first').webcal_url,
    );
    expect(calls.map((call) => call.route)).toEqual(['GET /api/owners/owner/property/:id/calendar-feed/']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy the calendar address' }));
    await within(dialog).findByRole('button', { name: 'Calendar address copied' });
    expect(writeText).toHaveBeenCalledWith(feedOf('first').url);
    // The button says Copy again a moment later (CopyButton's timeout, which must not outlive the test).
    await within(dialog).findByRole('button', { name: 'Copy the calendar address' });
  });

  it('resets only once confirmed, then shows the new address', async () => {
    let current = feedOf('first');
    const calls = mockApi({
      'GET /api/owners/owner/property/:id/calendar-feed/': () => ok(current),
      'POST /api/owners/owner/property/:id/calendar-feed/': () => {
        current = feedOf('second');
        return ok(current, 201);
      },
    });
    const dialog = await openDialog();
    await within(dialog).findByDisplayValue(feedOf('first').url);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset address' }));
    expect(within(dialog).getByText(/The current address stops working at once/)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep the address' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the address' }));
    expect(calls.filter((call) => call.route.startsWith('POST'))).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset address' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset address' }));
    await within(dialog).findByDisplayValue(feedOf('second').url);
    expect(within(dialog).getByText(/the old one no longer works/)).toBeTruthy();
    expect(calls.filter((call) => call.route.startsWith('POST'))).toHaveLength(1);
  });

  it('says why the address did not load, and tries again', async () => {
    let isDown = true;
    mockApi({
      'GET /api/owners/owner/property/:id/calendar-feed/': () =>
        isDown ? fail(500, { detail: 'The server could not answer. Try again.' }) : ok(feedOf('first')),
    });
    const dialog = await openDialog();
    expect(await within(dialog).findByText('The server could not answer. Try again.')).toBeTruthy();
    isDown = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(dialog).getByDisplayValue(feedOf('first').url)).toBeTruthy());
  });
});
