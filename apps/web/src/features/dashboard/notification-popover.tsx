import { formatDateTime } from '@depot/contract';
import { Button, Divider, Group, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { useMarkAllRead, useNotifications } from './api/notifications';
import { BellButton } from './bell-button';

interface NotificationPopoverProps {
  username: string;
  unread: number;
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/** The bell with its popover: the latest notifications and 'Mark All Read'. */
export function NotificationPopover({
  username,
  unread,
  opened,
  onChange,
}: NotificationPopoverProps) {
  const items = useNotifications(username).data?.items ?? [];
  const markAll = useMarkAllRead(username);
  return (
    <Popover
      position="bottom-end"
      width={340}
      shadow="md"
      withArrow
      opened={opened}
      onChange={onChange}
    >
      <Popover.Target>
        <BellButton
          unread={unread}
          // A controlled popover leaves its target's click to its owner.
          onClick={() => onChange(!opened)}
        />
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
          // A long list scrolls: the keyboard reaches it too (axe: scrollable-region-focusable).
          <ScrollArea.Autosize mah={360} viewportProps={{ tabIndex: 0 }}>
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
  );
}
