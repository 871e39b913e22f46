import { useEffect } from 'react';
import { useSiteConfig } from '../site-config';
import { sessionStore, useSession } from '../session/session-store';
import { loadWidget, unloadWidgets } from './widget-loader';

/** Whatever ends the session (sign-out, a refused token, another tab) takes the widgets with it. */
let isWatchingSession = false;
function unloadWhenSignedOut() {
  if (isWatchingSession) return;
  isWatchingSession = true;
  sessionStore.subscribe(() => {
    if (!sessionStore.get()) unloadWidgets();
  });
}

/**
 * The help and chat widgets of spec section 1, for the signed-in owner only: mounted by the
 * signed-in shells, it loads the widgets the server is configured with and identifies the owner.
 * With none configured it does nothing at all.
 */
export function SupportWidgets() {
  const session = useSession();
  const widgets = useSiteConfig()?.widgets;
  const name = session ? `${session.user.first_name} ${session.user.last_name}`.trim() : '';
  const email = session?.user.email ?? '';

  useEffect(() => {
    if (!email || !widgets?.length) return;
    unloadWhenSignedOut();
    for (const widget of widgets) loadWidget(widget, { name: name || email, email });
  }, [widgets, name, email]);

  return null;
}
