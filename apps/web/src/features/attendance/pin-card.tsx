import { ATTENDANCE_PIN_TTL_MIN, formatTime, messages } from '@depot/contract';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { notifyFailure } from '../../lib/notify-failure';
import { useNewPin } from './api/attendance-pin';

/** The one-time PIN for a phone without a location fix, large enough to read across the counter. */
export function PinCard({ username }: { username: string }) {
  const pin = useNewPin(username);
  const create = () =>
    pin.mutate(undefined, { onError: (e) => notifyFailure(e, messages.attendance.pinFailed) });
  return (
    <Paper withBorder p="md">
      <Stack gap="xs" align="flex-start">
        <Text fw={600} component="h3">
          PIN Absen
        </Text>
        <Text size="sm" c="dimmed">
          Untuk karyawan yang HP-nya tidak mendapat lokasi. PIN baru menggantikan PIN sebelumnya.
        </Text>
        {pin.data && (
          <div role="status" aria-live="polite">
            <Text
              fz={48}
              fw={700}
              ff="monospace"
              lh={1.1}
              style={{ letterSpacing: '0.15em' }}
              data-testid="attendance-pin"
            >
              {pin.data.pin}
            </Text>
            <Text size="sm">
              {messages.attendance.pinValid(
                formatTime(pin.data.expires_at),
                ATTENDANCE_PIN_TTL_MIN,
              )}
            </Text>
          </div>
        )}
        <Button onClick={create} loading={pin.isPending} variant={pin.data ? 'default' : 'filled'}>
          {pin.data ? 'Buat PIN Baru' : 'Tampilkan PIN'}
        </Button>
      </Stack>
    </Paper>
  );
}
