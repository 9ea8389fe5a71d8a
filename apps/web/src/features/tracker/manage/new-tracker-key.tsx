import { messages, type CreateTrackerResponse } from '@depot/contract';
import { KeyAbove, NewDeviceKey } from '../../../components/new-device-key';
import { API_BASE } from '../../../lib/api-base';

/** Where a phone running Traccar Client sends its fixes: this server's OsmAnd address. */
const osmandUrl = () => new URL(`${API_BASE}/osmand`, window.location.origin).href;

/** The new bike's key, shown this once, with what a phone or an MQTT tracker needs next. */
export function NewTrackerKey({
  tracker,
  onDone,
}: {
  tracker: CreateTrackerResponse['data'];
  onDone: () => void;
}) {
  const key = <KeyAbove>{messages.tracker.theKey}</KeyAbove>;
  return (
    <NewDeviceKey
      id={tracker.id}
      deviceKey={tracker.key}
      notice={messages.deviceKeys.trackerNotice}
      ways={[
        {
          title: messages.tracker.connectPhone,
          hints: [
            [messages.tracker.serverUrl, osmandUrl()],
            [messages.tracker.deviceIdentifier, key],
          ],
        },
        {
          title: messages.tracker.connectMqtt,
          hints: [
            [messages.tracker.mqttTopic, `trackers/${tracker.id}/position`],
            [messages.tracker.mqttUser, tracker.id],
            [messages.tracker.mqttPassword, key],
          ],
        },
      ]}
      doneLabel={messages.tracker.addAnother}
      onDone={onDone}
    />
  );
}
