import { formatTime, jakartaMonth, messages } from '@depot/contract';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api';
import { currentPosition, NoFix } from '../../lib/geolocation';
import { useAttendancePeople } from './api/attendance-month';
import { useClock, type Clock } from './api/clock';
import { useShifts } from './api/shifts';
import { PinForm } from './pin-form';
import { shiftHours } from './shift-hours';

type Note = { color: 'green' | 'red' | 'orange'; text: string } | null;

/** Without a position the PIN is the way on. */
const NO_FIX = {
  unavailable: messages.attendance.noGeolocation,
  denied: messages.attendance.locationDenied,
  timeout: messages.attendance.locationTimeout,
};

/**
 * An employee's clock: today's status and one big button, by the phone's position; when the
 * phone has no fix or the server finds it too far, a PIN from the owner's screen does instead.
 */
export function ClockPanel({ username }: { username: string }) {
  const people = useAttendancePeople(username, jakartaMonth());
  const shifts = useShifts(username);
  const clock = useClock(username);
  const [locating, setLocating] = useState(false);
  const [pinNeeded, setPinNeeded] = useState(false);
  const [note, setNote] = useState<Note>(null);

  const me = people.data?.[0];
  const action: Clock['action'] = me?.open ? 'clock-out' : 'clock-in';
  const shift = shifts.data?.find((s) => s.name === me?.shift);

  const send = (body: Clock['body'], after?: () => void) =>
    clock.mutate(
      { action, body },
      {
        onSuccess: (r) => {
          setNote({ color: 'green', text: r.message });
          setPinNeeded(false);
          after?.();
        },
        onError: (e) => {
          setNote({ color: 'red', text: errorMessage(e, messages.attendance.clockFailed) });
          // Too far, no depot location or a wrong PIN: the PIN is the way on.
          if (e instanceof ApiError && e.status === 400) setPinNeeded(true);
        },
      },
    );

  const byLocation = async () => {
    setNote(null);
    setLocating(true);
    try {
      send(await currentPosition(NO_FIX));
    } catch (e) {
      if (!(e instanceof NoFix)) throw e;
      setNote({ color: 'orange', text: e.message });
      setPinNeeded(true);
    } finally {
      setLocating(false);
    }
  };

  return (
    <Paper withBorder p="md" maw={560}>
      <Stack>
        <div role="status">
          <Text fw={600} fz="lg">
            {me?.open
              ? `Anda absen masuk pukul ${formatTime(me.open.clock_in)} WIB`
              : 'Anda belum absen masuk.'}
          </Text>
          <Text c="dimmed" size="sm">
            {me?.shift
              ? `Shift ${me.shift}${shift ? ` (${shiftHours(shift)} WIB)` : ''}`
              : 'Anda belum dimasukkan ke shift.'}
          </Text>
        </div>
        <Button
          size="xl"
          h={72}
          fullWidth
          color={me?.open ? 'orange' : 'green'}
          loading={locating || clock.isPending}
          disabled={people.isPending}
          onClick={() => void byLocation()}
        >
          {me?.open ? 'Absen Pulang' : 'Absen Masuk'}
        </Button>
        {note && (
          <Alert color={note.color} role="alert">
            {note.text}
          </Alert>
        )}
        {pinNeeded && (
          <PinForm saving={clock.isPending} onSubmit={(pin, reset) => send({ pin }, reset)} />
        )}
      </Stack>
    </Paper>
  );
}
