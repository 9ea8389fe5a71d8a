import { Notifications } from '@mantine/notifications';

/**
 * Mantine's notification stack. A module of its own: a dynamic import of the package itself
 * would keep all of it in the chunk that the store's hook is read from.
 */
export function NotificationStack() {
  return <Notifications position="bottom-center" />;
}
