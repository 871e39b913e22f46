import { lazy, Suspense, useEffect, useState } from 'react';
import { notifications as toasts, useNotifications } from '@mantine/notifications';

// The toasts' container (with its transitions, scroll lock and styles) is fetched when the first
// toast is shown: until it mounts, a notification waits in Mantine's store (a few hundred bytes in
// the entry), and appears when it does. Most visits show none.
const NotificationsContainer = lazy(() =>
  import('./notifications-container').then((module) => ({ default: module.NotificationsContainer })),
);

/**
 * The app's toasts, one at a time (issue 43): a newer one replaces the one on screen, rather than
 * stacking messages about the same few seconds' work.
 */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [hasToasts, setHasToasts] = useState(false);
  if (!hasToasts && notifications.length + queue.length > 0) setHasToasts(true);

  useEffect(() => {
    for (const older of notifications.slice(0, -1)) {
      if (older.id) toasts.hide(older.id);
    }
  }, [notifications]);

  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
