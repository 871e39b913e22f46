import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, type WidgetConfig } from '../../config';
import { createTestApp } from '../../testing/test-app';

/** Builds an app with these widgets and answers its CSP directives and /api/config/. */
let close: (() => Promise<void>) | undefined;
async function serve(widgets: WidgetConfig[] | undefined) {
  const { app, close: closeApp } = await createTestApp({ options: { widgets } });
  close = closeApp;
  const response = await app.inject({ method: 'GET', url: '/api/config/' });
  const csp = String(response.headers['content-security-policy']);
  const directives = Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
  return { config: response.json(), directives };
}
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('widget configuration', () => {
  it('with none configured, nothing is announced and the CSP stays self-only', async () => {
    expect(loadConfig({}).widgets).toEqual([]);
    expect(loadConfig({ HELP_WIDGET_SCRIPT_URL: '', HELP_WIDGET_KEY: '' }).widgets).toEqual([]);
    const { config, directives } = await serve(undefined);
    expect(config).toEqual({ brand_name: 'Harborstay', widgets: [] });
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['frame-src']).toEqual(["'self'"]);
  });

  it('reads both widgets from the environment with their origins', () => {
    const config = loadConfig({
      HELP_WIDGET_SCRIPT_URL: 'https://help.example.com/widget/harborstay.js',
      HELP_WIDGET_KEY: 'hk_123',
      CHAT_WIDGET_SCRIPT_URL: 'https://cdn.chat.example.net/loader.js',
      CHAT_WIDGET_ORIGINS: 'https://api.chat.example.net, wss://ws.chat.example.net/socket',
    });
    expect(config.widgets).toEqual([
      {
        kind: 'help',
        scriptUrl: 'https://help.example.com/widget/harborstay.js',
        key: 'hk_123',
        origins: ['https://help.example.com'],
      },
      {
        kind: 'chat',
        scriptUrl: 'https://cdn.chat.example.net/loader.js',
        key: null,
        origins: [
          'https://cdn.chat.example.net',
          'https://api.chat.example.net',
          'wss://ws.chat.example.net',
        ],
      },
    ]);
  });

  it('stops on a widget setting that cannot be right', () => {
    expect(() => loadConfig({ HELP_WIDGET_SCRIPT_URL: 'http://help.example.com/w.js' })).toThrow(
      /HELP_WIDGET_SCRIPT_URL: must be an https URL/,
    );
    expect(() => loadConfig({ CHAT_WIDGET_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(
      /CHAT_WIDGET_SCRIPT_URL/,
    );
    expect(() =>
      loadConfig({
        HELP_WIDGET_SCRIPT_URL: 'https://a.example',
        HELP_WIDGET_ORIGINS: "https://b.example 'unsafe-inline'",
      }),
    ).toThrow(/HELP_WIDGET_ORIGINS/);
    expect(() => loadConfig({ CHAT_WIDGET_KEY: 'ck_1' })).toThrow(
      /CHAT_WIDGET_KEY or _ORIGINS is set without CHAT_WIDGET_SCRIPT_URL/,
    );
    // Plain http only on this machine (development and the end-to-end tests).
    expect(
      loadConfig({ HELP_WIDGET_SCRIPT_URL: 'http://help-widget.localhost:8181/w.js' }).widgets,
    ).toHaveLength(1);
  });

  it('announces the configured widgets to the web app and admits exactly their origins', async () => {
    const { config, directives } = await serve(
      loadConfig({
        HELP_WIDGET_SCRIPT_URL: 'https://help.example.com/widget.js',
        HELP_WIDGET_KEY: 'hk_123',
        CHAT_WIDGET_SCRIPT_URL: 'https://cdn.chat.example.net/loader.js',
        CHAT_WIDGET_KEY: 'ck_456',
        CHAT_WIDGET_ORIGINS: 'wss://ws.chat.example.net',
      }).widgets,
    );
    expect(config.widgets).toEqual([
      { kind: 'help', script_url: 'https://help.example.com/widget.js', key: 'hk_123' },
      { kind: 'chat', script_url: 'https://cdn.chat.example.net/loader.js', key: 'ck_456' },
    ]);
    const expected = [
      "'self'",
      'https://help.example.com',
      'https://cdn.chat.example.net',
      'wss://ws.chat.example.net',
    ];
    expect(directives['script-src']).toEqual(expected);
    expect(directives['connect-src']).toEqual(expected);
    expect(directives['frame-src']).toEqual(expected);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
  });
});
