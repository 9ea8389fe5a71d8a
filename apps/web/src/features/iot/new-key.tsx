import { messages, type CreatedWithKey } from '@depot/contract';
import { Code } from '@mantine/core';
import { KeyAbove, NewDeviceKey } from '../../components/new-device-key';
import { API_BASE } from '../../lib/api-base';

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
  const key = <KeyAbove>{messages.iot.theKey}</KeyAbove>;
  const topic = kind === 'sensor' ? `sensors/${created.id}/data` : `actuators/${created.id}/state`;
  const payload = kind === 'sensor' ? '{"value": 31.2}' : '{"state": "ON"}';
  const ingestUrl = new URL(`${API_BASE}/ingest/${created.id}`, window.location.origin).href;
  const http = [
    messages.iot.httpAlternative,
    <>
      <Code>POST {ingestUrl}</Code> (Authorization: Bearer {key})
    </>,
  ] as const;
  return (
    <NewDeviceKey
      id={created.id}
      deviceKey={created.device_key}
      notice={messages.iot.keyNotice}
      ways={[
        {
          title: messages.iot.howToPublish,
          hints: [
            [messages.iot.mqttTopic, topic],
            [messages.iot.payload, payload],
            [messages.iot.mqttUser, created.id],
            [messages.iot.mqttPassword, key],
            ...(kind === 'sensor' ? [http] : []),
          ],
        },
      ]}
      doneLabel={messages.iot.done}
      onDone={onDone}
    />
  );
}
