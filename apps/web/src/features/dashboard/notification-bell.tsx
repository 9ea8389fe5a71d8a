import { formatDateTime } from '@depot/contract';
import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useMarkAllRead, useNotifications } from './api/notifications';

function BellIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

interface NotificationBellProps {
  username: string;
  /** Open state, shared with the phone's bottom bar, whose 'Notifikasi' tab opens this list. */
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/** The header bell: unread count, the latest notifications, and 'Mark All Read'. */
export function NotificationBell({ username, opened, onChange }: NotificationBellProps) {
  const list = useNotifications(username);
  const markAll = useMarkAllRead(username);
  const items = list.data?.items ?? [];
  const unread = list.data?.unread ?? 0;

  return (
    // The badge wraps the whole popover: the popover's target must be the button itself, which
    // then carries aria-expanded (on the badge's div it is an axe violation).
    <Indicator label={unread} size={18} disabled={unread === 0} color="red" offset={6}>
      <Popover
        position="bottom-end"
        width={340}
        shadow="md"
        withArrow
        opened={opened}
        onChange={onChange}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="xl"
            aria-label={`Notifikasi, ${unread} belum dibaca`}
            // A controlled popover leaves its target's click to its owner.
            onClick={() => onChange(!opened)}
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0}>
          <Group justify="space-between" p="sm">
            <Text fw={600}>Notifikasi</Text>
            {/* The spec's label, with what it means in Indonesian under it. */}
            <Button
              size="xs"
              h="auto"
              py={4}
              variant="light"
              disabled={unread === 0}
              loading={markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              <Stack gap={0} align="center">
                <span>Mark All Read</span>
                <Text span size="xs" fw={400}>
                  Tandai semua dibaca
                </Text>
              </Stack>
            </Button>
          </Group>
          <Divider />
          {items.length === 0 ? (
            <Text p="sm" c="dimmed" size="sm">
              Tidak ada notifikasi.
            </Text>
          ) : (
            <ScrollArea.Autosize mah={360}>
              <Stack gap={0} role="list" aria-label="Daftar notifikasi">
                {items.map((n) => (
                  <div
                    key={n.id}
                    role="listitem"
                    style={{
                      padding: '8px 12px',
                      borderBottom: '1px solid var(--mantine-color-gray-2)',
                    }}
                  >
                    <Text size="sm" fw={n.read ? 400 : 600}>
                      {n.read ? '' : '● '}
                      {n.message}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(n.timestamp)}
                    </Text>
                  </div>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
