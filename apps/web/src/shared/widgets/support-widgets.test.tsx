import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../testing/render';
import { sessionStore } from '../session/session-store';
import { SupportWidgets } from './support-widgets';
import { unloadWidgets } from './widget-loader';

const session = {
  key: 'k'.repeat(43),
  user: {
    id: 1,
    username: 'owner@demo.test',
    email: 'owner@demo.test',
    first_name: 'Olivia',
    last_name: 'Owner',
  },
};

function serveConfig(widgets: unknown[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify({ brand_name: 'Harborstay', widgets }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

const scripts = () => document.querySelectorAll('script[data-harborstay-widget]');

afterEach(() => {
  unloadWidgets();
  vi.restoreAllMocks();
});

describe('SupportWidgets', () => {
  it('loads nothing when no widget is configured', async () => {
    const fetchMock = serveConfig([]);
    sessionStore.set(session);
    renderWithApp(<SupportWidgets />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/config/', expect.anything()));
    expect(scripts()).toHaveLength(0);
  });

  it('loads nothing for a visitor who is not signed in', async () => {
    const fetchMock = serveConfig([{ kind: 'help', script_url: 'https://help.example.com/w.js', key: null }]);
    renderWithApp(<SupportWidgets />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(scripts()).toHaveLength(0);
  });

  it('loads the configured widgets for the signed-in owner and removes them when the session ends', async () => {
    serveConfig([
      { kind: 'help', script_url: 'https://help.example.com/w.js', key: 'hk' },
      { kind: 'chat', script_url: 'https://chat.example.net/c.js', key: null },
    ]);
    sessionStore.set(session);
    const identify = vi.fn();
    const shutdown = vi.fn();
    renderWithApp(<SupportWidgets />);
    await waitFor(() => expect(scripts()).toHaveLength(2));
    Reflect.set(window, 'HarborstayHelpWidget', { identify, shutdown });
    scripts()[0]?.dispatchEvent(new Event('load'));
    expect(identify).toHaveBeenCalledWith({ name: 'Olivia Owner', email: 'owner@demo.test', key: 'hk' });

    act(() => sessionStore.clearAll());
    expect(shutdown).toHaveBeenCalledTimes(1);
    expect(scripts()).toHaveLength(0);
  });
});
