import { messages, type CreatedWithKey } from '@depot/contract';
import { useSmartIotChange } from './smart-iot-change';

/** A sensor or an actuator for a device; the answer carries its key, this once. */
export const useAddChannel = <Body>(deviceId: number, channels: 'sensors' | 'actuators') =>
  useSmartIotChange<CreatedWithKey, Body>(
    (body) => ({ method: 'POST', path: `/superadmin/iot/devices/${deviceId}/${channels}`, body }),
    messages.iot.addFailed,
  );
