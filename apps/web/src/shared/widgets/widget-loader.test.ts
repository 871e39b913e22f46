import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWidget, unloadWidgets, type WidgetAdapter } from './widget-loader';

const help = { kind: 'help', script_url: 'https://help.example.com/widget.js', key: 'hk_1' } as const;
const chat = { kind: 'chat', script_url: 'https://chat.example.net/loader.js', key: null } as const;
const olivia = { name: 'Olivia Owner', email: 'owner@demo.test' };

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-harborstay-widget]')];

/** What a widget script does when it runs: defines its global, then the browser fires load. */
function runScript(kind: 'help' | 'chat', adapter: WidgetAdapter) {
  const global = kind === 'help' ? 'HarborstayHelpWidget' : 'HarborstayChatWidget';
  Reflect.set(window, global, adapter);
  const script = scripts().find((s) => s.dataset.harborstayWidget === kind);
  script?.dispatchEvent(new Event('load'));
}

const fakeAdapter = () => ({ identify: vi.fn(), shutdown: vi.fn() });

afterEach(() => {
  unloadWidgets();
  vi.restoreAllMocks();
});

describe('the widget loader', () => {
  it('injects each configured script once and identifies the owner when it has loaded', () => {
    loadWidget(help, olivia);
    loadWidget(chat, olivia);
    expect(scripts().map((s) => [s.src, s.async, s.dataset.harborstayWidget, s.dataset.widgetKey])).toEqual([
      ['https://help.example.com/widget.js', true, 'help', 'hk_1'],
      ['https://chat.example.net/loader.js', true, 'chat', undefined],
    ]);
    const helpAdapter = fakeAdapter();
    const chatAdapter = fakeAdapter();
    runScript('help', helpAdapter);
    runScript('chat', chatAdapter);
    expect(helpAdapter.identify).toHaveBeenCalledWith({ ...olivia, key: 'hk_1' });
    expect(chatAdapter.identify).toHaveBeenCalledWith({ ...olivia, key: null });

    loadWidget(help, olivia);
    expect(scripts()).toHaveLength(2);
    expect(helpAdapter.identify).toHaveBeenCalledTimes(1);
  });

  it('identifies again when the owner’s name changes, without loading the script again', () => {
    loadWidget(help, olivia);
    const adapter = fakeAdapter();
    runScript('help', adapter);
    loadWidget(help, { ...olivia, name: 'Olivia Harbor' });
    expect(adapter.identify).toHaveBeenLastCalledWith({
      name: 'Olivia Harbor',
      email: olivia.email,
      key: 'hk_1',
    });
    expect(scripts()).toHaveLength(1);
  });

  it('on sign-out shuts every widget down and removes its script and global', () => {
    loadWidget(help, olivia);
    loadWidget(chat, olivia);
    const helpAdapter = fakeAdapter();
    const chatAdapter = fakeAdapter();
    runScript('help', helpAdapter);
    runScript('chat', chatAdapter);
    unloadWidgets();
    expect(helpAdapter.shutdown).toHaveBeenCalledTimes(1);
    expect(chatAdapter.shutdown).toHaveBeenCalledTimes(1);
    expect(scripts()).toHaveLength(0);
    expect('HarborstayHelpWidget' in window).toBe(false);
    expect('HarborstayChatWidget' in window).toBe(false);
  });

  it('never lets a failing widget break the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadWidget(help, olivia);
    scripts()[0]?.dispatchEvent(new Event('error'));
    expect(scripts()).toHaveLength(0);
    expect(warn).toHaveBeenCalled();

    loadWidget(chat, olivia);
    runScript('chat', {
      identify: () => {
        throw new Error('vendor bug');
      },
      shutdown: () => {
        throw new Error('vendor bug');
      },
    });
    expect(() => unloadWidgets()).not.toThrow();
    expect(error).toHaveBeenCalledTimes(2);

    // A script that defines nothing is tolerated too.
    loadWidget(help, olivia);
    scripts()[0]?.dispatchEvent(new Event('load'));
    expect(warn).toHaveBeenLastCalledWith('The help widget script defines no HarborstayHelpWidget');
  });

  it('a script that finishes loading after sign-out identifies nobody', () => {
    loadWidget(help, olivia);
    const script = scripts()[0];
    unloadWidgets();
    const adapter = fakeAdapter();
    Reflect.set(window, 'HarborstayHelpWidget', adapter);
    script?.dispatchEvent(new Event('load'));
    expect(adapter.identify).not.toHaveBeenCalled();
    Reflect.deleteProperty(window, 'HarborstayHelpWidget');
  });
});
