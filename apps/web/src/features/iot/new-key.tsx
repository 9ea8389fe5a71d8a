import { messages, type CreatedWithKey } from '@depot/contract';
import { Button, Code, Stack, Text } from '@mantine/core';
import { DeviceKeys } from '../../components/device-keys';
import { API_BASE } from '../../lib/api-base';
import classes from './smart-iot.module.css';

/** The new sensor's or actuator's key, shown this once, with how the device publishes. */
export function NewKey({
  created,
  kind,
  onDone,
}: {
  created: CreatedWithKey;
  kind: 'sensor' | 'actuator';
  onDone: () => void;
}) {
  const key = (
    <Text span inherit fs="italic">
      {messages.iot.theKey}
    </Text>
  );
  const topic = kind === 'sensor' ? `sensors/${created.id}/data` : `actuators/${created.id}/state`;
  const payload = kind === 'sensor' ? '{"value": 31.2}' : '{"state": "ON"}';
  const ingestUrl = new URL(`${API_BASE}/ingest/${created.id}`, window.location.origin).href;
  return (
    <Stack gap="sm">
      <DeviceKeys keys={{ [created.id]: created.device_key }} notice={messages.iot.keyNotice} />
      <section aria-label={messages.iot.howToPublish}>
        <Text size="sm" fw={600}>
          {messages.iot.howToPublish}
        </Text>
        <dl className={classes.hints}>
          <dt>{messages.iot.mqttTopic}</dt>
          <dd>
            <Code>{topic}</Code>
          </dd>
          <dt>{messages.iot.payload}</dt>
          <dd>
            <Code>{payload}</Code>
          </dd>
          <dt>{messages.iot.mqttUser}</dt>
          <dd>
            <Code>{created.id}</Code>
          </dd>
          <dt>{messages.iot.mqttPassword}</dt>
          <dd>{key}</dd>
          {kind === 'sensor' && (
            <>
              <dt>{messages.iot.httpAlternative}</dt>
              <dd>
                <Code>POST {ingestUrl}</Code> (Authorization: Bearer {key})
              </dd>
            </>
          )}
        </dl>
      </section>
      <Button variant="light" onClick={onDone}>
        {messages.iot.done}
      </Button>
    </Stack>
  );
}
