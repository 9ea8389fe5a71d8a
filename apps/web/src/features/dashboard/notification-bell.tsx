import { Indicator } from '@mantine/core';
import { lazy } from 'react';
import { DeferredPopup } from '../../components/deferred-popup';
import { useNotifications } from './api/notifications';
import { BellButton } from './bell-button';

const loadPopover = () => import('./notification-popover');
const NotificationPopover = lazy(async () => ({
  default: (await loadPopover()).NotificationPopover,
}));

interface NotificationBellProps {
  username: string;
  /** Open state, shared with the phone's bottom bar, whose 'Notifikasi' tab opens this list. */
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/**
 * The header bell: unread count, the latest notifications, and 'Mark All Read'. The list's
 * popover loads when the user reaches for the bell (components/deferred-popup.tsx).
 */
export function NotificationBell({ username, opened, onChange }: NotificationBellProps) {
  const unread = useNotifications(username).data?.unread ?? 0;
  return (
    // The badge wraps the whole popover: the popover's target must be the button itself, which
    // then carries aria-expanded (on the badge's div it is an axe violation).
    <Indicator label={unread} size={18} disabled={unread === 0} color="red" offset={6}>
      <DeferredPopup
        kind="dialog"
        opened={opened}
        onOpen={() => onChange(true)}
        preload={() => void loadPopover()}
        button={(props) => <BellButton unread={unread} {...props} />}
        popup={
          <NotificationPopover
            username={username}
            unread={unread}
            opened={opened}
            onChange={onChange}
          />
        }
      />
    </Indicator>
  );
}
