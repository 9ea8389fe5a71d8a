import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';

/** The device keys of a just-approved depot: the only time they can be read. */
export function DeviceKeys({ keys }: { keys: Record<string, string> }) {
  return (
    <Stack>
      <Alert color="yellow">
        Simpan kunci perangkat ini sekarang dan pasang pada masing-masing sensor. Kunci tidak akan
        ditampilkan lagi.
      </Alert>
      {Object.entries(keys).map(([sensorId, key]) => (
        <div key={sensorId}>
          <Text size="sm" fw={600}>
            {sensorId}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Code
              block
              style={{ flex: 1, wordBreak: 'break-all' }}
              data-testid={`device-key-${sensorId}`}
            >
              {key}
            </Code>
            <CopyButton value={key}>
              {({ copied, copy }) => (
                <Button size="xs" variant={copied ? 'filled' : 'light'} onClick={copy}>
                  {copied ? 'Tersalin' : 'Salin'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </div>
      ))}
    </Stack>
  );
}
