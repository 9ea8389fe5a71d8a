import { Button, Code, Stack, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { DeviceKeys } from './device-keys';
import classes from './new-device-key.module.css';

/** One way to connect: its title and what to type where (a string is shown as code). */
export interface ConnectHints {
  title: string;
  hints: readonly (readonly [label: string, value: ReactNode])[];
}

/** "The key above", where a hint's value is the device's key. */
export function KeyAbove({ children }: { children: string }) {
  return (
    <Text span inherit fs="italic">
      {children}
    </Text>
  );
}

/**
 * A new device's key, shown this once, with how the device connects (docs/devices.md and
 * docs/trackers.md have the whole of it), and the button that closes it.
 */
export function NewDeviceKey({
  id,
  deviceKey,
  notice,
  ways,
  doneLabel,
  onDone,
}: {
  id: string;
  deviceKey: string;
  notice: string;
  ways: readonly ConnectHints[];
  doneLabel: string;
  onDone: () => void;
}) {
  return (
    <Stack gap="sm">
      <DeviceKeys keys={{ [id]: deviceKey }} notice={notice} />
      {ways.map(({ title, hints }) => (
        <section key={title} aria-label={title}>
          <Text size="sm" fw={600}>
            {title}
          </Text>
          <dl className={classes.hints}>
            {hints.map(([label, value]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{typeof value === 'string' ? <Code>{value}</Code> : value}</dd>
              </Fragment>
            ))}
          </dl>
        </section>
      ))}
      <Button variant="light" onClick={onDone}>
        {doneLabel}
      </Button>
    </Stack>
  );
}
