import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

// Mantine's notification stack and dialog host, loaded with the first notification or dialog
// instead of with every signed-in screen (about 15 KB on the wire: the stack's transitions and
// drag, the modal, its focus trap and scroll lock).
const NotificationStack = lazy(async () => ({
  default: (await import('./notification-stack')).NotificationStack,
}));
const ModalsHost = lazy(async () => ({ default: (await import('./modals-host')).ModalsHost }));

/** The events `modals.open*` of @mantine/modals sends to its provider, through `window`. */
const OPEN_EVENTS = ['openModal', 'openConfirmModal', 'openContextModal'].map(
  (name) => `mantine-modals:${name}`,
);

/** Mounts the notification stack once `notifications.show` has put something in the store. */
export function DeferredNotifications() {
  const shown = useNotifications().notifications.length > 0;
  const [mounted, setMounted] = useState(false);
  if (shown && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationStack />
    </Suspense>
  );
}

/** Mounts the dialog host at the first `modals.open*`, which it then replays to the host. */
export function DeferredModals() {
  const [first, setFirst] = useState<CustomEvent | null>(null);
  useEffect(() => {
    if (first) return;
    const onOpen = (event: Event) => setFirst(event as CustomEvent);
    for (const name of OPEN_EVENTS) window.addEventListener(name, onOpen);
    return () => {
      for (const name of OPEN_EVENTS) window.removeEventListener(name, onOpen);
    };
  }, [first]);
  if (!first) return null;
  return (
    <Suspense fallback={null}>
      <ModalsHost replay={first} />
    </Suspense>
  );
}
