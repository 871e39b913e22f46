import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { testTheme } from '../testing/render';
import { Toasts } from './toasts';

afterEach(() => {
  act(() => notifications.clean());
});

describe('Toasts', () => {
  it('shows one toast at a time: a newer one replaces the one on screen', async () => {
    render(
      <MantineProvider theme={testTheme}>
        <Toasts />
      </MantineProvider>,
    );
    act(() => {
      notifications.show({ title: 'Success!', message: 'The reservation was canceled.', autoClose: false });
    });
    expect(await screen.findByText('The reservation was canceled.')).toBeTruthy();
    act(() => {
      notifications.show({ title: 'Success!', message: 'The reservation was modified.', autoClose: false });
    });
    expect(await screen.findByText('The reservation was modified.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('The reservation was canceled.')).toBeNull());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
