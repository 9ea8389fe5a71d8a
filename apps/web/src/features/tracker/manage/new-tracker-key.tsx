import { messages, type CreateTrackerResponse } from '@depot/contract';
import { Button, Code, Stack, Text } from '@mantine/core';
import { DeviceKeys } from '../../../components/device-keys';
import { API_BASE } from '../../../lib/api-base';
import classes from '../tracker.module.css';

/** Where a phone running Traccar Client sends its fixes: this server's OsmAnd address. */
const osmandUrl = () => new URL(`${API_BASE}/osmand`, window.location.origin).href;

/**
 * The new bike's key, shown this once, with what a phone or an MQTT tracker needs next
 * (docs/trackers.md has the whole of it).
 */
export function NewTrackerKey({
  tracker,
  onDone,
}: {
  tracker: CreateTrackerResponse['data'];
  onDone: () => void;
}) {
  const key = (
    <Text span inherit fs="italic">
      {messages.tracker.theKey}
    </Text>
  );
  return (
    <Stack gap="sm">
      <DeviceKeys keys={{ [tracker.id]: tracker.key }} notice={messages.deviceKeys.trackerNotice} />
      <section aria-label={messages.tracker.connectPhone}>
        <Text size="sm" fw={600}>
          {messages.tracker.connectPhone}
        </Text>
        <dl className={classes.hints}>
          <dt>{messages.tracker.serverUrl}</dt>
          <dd>
            <Code>{osmandUrl()}</Code>
          </dd>
          <dt>{messages.tracker.deviceIdentifier}</dt>
          <dd>{key}</dd>
        </dl>
      </section>
      <section aria-label={messages.tracker.connectMqtt}>
        <Text size="sm" fw={600}>
          {messages.tracker.connectMqtt}
        </Text>
        <dl className={classes.hints}>
          <dt>{messages.tracker.mqttTopic}</dt>
          <dd>
            <Code>{`trackers/${tracker.id}/position`}</Code>
          </dd>
          <dt>{messages.tracker.mqttUser}</dt>
          <dd>
            <Code>{tracker.id}</Code>
          </dd>
          <dt>{messages.tracker.mqttPassword}</dt>
          <dd>{key}</dd>
        </dl>
      </section>
      <Button variant="light" onClick={onDone}>
        {messages.tracker.addAnother}
      </Button>
    </Stack>
  );
}
