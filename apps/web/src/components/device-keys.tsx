import { messages } from '@depot/contract';
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';

/**
 * Device keys just made (a depot's sensors at approval, a new tracker): the only time they can
 * be read. `keys` maps each device id to its key; `notice` says where the keys go.
 */
export function DeviceKeys({ keys, notice }: { keys: Record<string, string>; notice: string }) {
  return (
    <Stack>
      <Alert color="yellow">{notice}</Alert>
      {Object.entries(keys).map(([deviceId, key]) => (
        <div key={deviceId}>
          <Text size="sm" fw={600}>
            {deviceId}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Code
              block
              style={{ flex: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
              data-testid={`device-key-${deviceId}`}
            >
              {key}
            </Code>
            <CopyButton value={key}>
              {({ copied, copy }) => (
                <Button size="xs" variant={copied ? 'filled' : 'light'} onClick={copy}>
                  {copied ? messages.deviceKeys.copied : messages.deviceKeys.copy}
                </Button>
              )}
            </CopyButton>
          </Group>
        </div>
      ))}
    </Stack>
  );
}
