import { Notifications } from '@mantine/notifications';
import '../shared/ui/mantine-styles';
import '@mantine/notifications/styles.layer.css';

/** The toasts' container with its styles: fetched when the first toast is shown (app.tsx). */
export function NotificationsContainer() {
  return <Notifications position="bottom-left" />;
}
