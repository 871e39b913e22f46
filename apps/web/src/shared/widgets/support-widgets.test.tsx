import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import type { TSupportWidget } from '@harborstay/contracts';
import { defaultSiteConfig, mockApi, ok } from '../../testing/api-mock';
import { buildSession } from '../../testing/builders';
import { renderWithApp } from '../../testing/render';
import { sessionStore } from '../session/session-store';
import { SupportWidgets } from './support-widgets';
import { unloadWidgets } from './widget-loader';

const session = buildSession();

const serveConfig = (widgets: TSupportWidget[]) =>
  mockApi({ 'GET /api/config/': () => ok({ ...defaultSiteConfig, widgets }) });

const scripts = () => document.querySelectorAll('script[data-harborstay-widget]');

afterEach(() => {
  unloadWidgets();
  vi.restoreAllMocks();
});

describe('SupportWidgets', () => {
  it('loads nothing when no widget is configured', async () => {
    const calls = serveConfig([]);
    sessionStore.set(session);
    renderWithApp(<SupportWidgets />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(scripts()).toHaveLength(0);
  });

  it('loads nothing for a visitor who is not signed in', async () => {
    const calls = serveConfig([{ kind: 'help', script_url: 'https://help.example.com/w.js', key: null }]);
    renderWithApp(<SupportWidgets />);
    await waitFor(() => expect(calls).toHaveLength(1));
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
