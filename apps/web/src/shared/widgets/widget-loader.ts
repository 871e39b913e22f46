import type { TSupportWidget, TWidgetKind } from '@harborstay/contracts';

/**
 * The provider-neutral contract between the portal and a help or chat widget script.
 *
 * The portal injects the configured script (HELP_WIDGET_SCRIPT_URL, CHAT_WIDGET_SCRIPT_URL) once an
 * owner is signed in. By the time its `load` event fires the script has defined a global,
 * `window.HarborstayHelpWidget` or `window.HarborstayChatWidget`, with two functions:
 * - `identify({ name, email, key })`: show the widget for this owner (key: the configured
 *   HELP_WIDGET_KEY / CHAT_WIDGET_KEY, also on the script tag as `data-widget-key`);
 * - `shutdown()`: forget the owner and remove everything the widget added to the page.
 * A vendor's widget is reached through a thin adapter script of this shape (README, "Help and chat widgets").
 */
export type WidgetIdentity = { name: string; email: string };
export type WidgetAdapter = {
  identify: (identity: WidgetIdentity & { key: string | null }) => void;
  shutdown: () => void;
};

export const WIDGET_GLOBALS: Record<TWidgetKind, string> = {
  help: 'HarborstayHelpWidget',
  chat: 'HarborstayChatWidget',
};

type LoadedWidget = {
  widget: TSupportWidget;
  script: HTMLScriptElement;
  identity: WidgetIdentity;
  isLoaded: boolean;
};

const loaded = new Map<TWidgetKind, LoadedWidget>();

function adapterOf(kind: TWidgetKind): WidgetAdapter | undefined {
  const candidate: unknown = Reflect.get(window, WIDGET_GLOBALS[kind]);
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  const { identify, shutdown } = candidate as Partial<WidgetAdapter>;
  return typeof identify === 'function' && typeof shutdown === 'function'
    ? (candidate as WidgetAdapter)
    : undefined;
}

/** A third party's bug must never break the portal: its failures are logged and ignored. */
function safely(kind: TWidgetKind, action: string, run: () => void) {
  try {
    run();
  } catch (error) {
    console.error(`The ${kind} widget failed to ${action}`, error);
  }
}

function identify(entry: LoadedWidget) {
  const adapter = adapterOf(entry.widget.kind);
  if (!adapter) {
    console.warn(`The ${entry.widget.kind} widget script defines no ${WIDGET_GLOBALS[entry.widget.kind]}`);
    return;
  }
  safely(entry.widget.kind, 'identify the owner', () =>
    adapter.identify({ ...entry.identity, key: entry.widget.key }),
  );
}

const isSameIdentity = (a: WidgetIdentity, b: WidgetIdentity) => a.name === b.name && a.email === b.email;

/**
 * Loads a widget for the signed-in owner, once: later calls only identify again when the name
 * or e-mail changed (a saved profile).
 */
export function loadWidget(widget: TSupportWidget, identity: WidgetIdentity) {
  const existing = loaded.get(widget.kind);
  if (existing && existing.widget.script_url === widget.script_url) {
    if (isSameIdentity(existing.identity, identity)) return;
    existing.identity = identity;
    if (existing.isLoaded) identify(existing);
    return;
  }
  if (existing) unloadWidget(widget.kind);

  const script = document.createElement('script');
  script.src = widget.script_url;
  script.async = true;
  script.dataset.harborstayWidget = widget.kind;
  if (widget.key) script.dataset.widgetKey = widget.key;
  const entry: LoadedWidget = { widget, script, identity, isLoaded: false };
  script.addEventListener('load', () => {
    if (loaded.get(widget.kind) !== entry) return; // signed out while it was loading
    entry.isLoaded = true;
    identify(entry);
  });
  script.addEventListener('error', () => {
    console.warn(`The ${widget.kind} widget could not be loaded from ${widget.script_url}`);
    if (loaded.get(widget.kind) === entry) loaded.delete(widget.kind);
    script.remove();
  });
  loaded.set(widget.kind, entry);
  document.head.append(script);
}

function unloadWidget(kind: TWidgetKind) {
  const entry = loaded.get(kind);
  loaded.delete(kind);
  const adapter = adapterOf(kind);
  if (adapter) safely(kind, 'shut down', () => adapter.shutdown());
  Reflect.deleteProperty(window, WIDGET_GLOBALS[kind]);
  entry?.script.remove();
}

/** Sign-out: every widget forgets the owner, and its script tag and global are removed. */
export function unloadWidgets() {
  for (const kind of Object.keys(WIDGET_GLOBALS) as TWidgetKind[]) {
    if (loaded.has(kind) || adapterOf(kind)) unloadWidget(kind);
  }
  for (const script of document.querySelectorAll('script[data-harborstay-widget]')) script.remove();
}
