import { messages } from '@depot/contract';
import { useSmartIotChange } from './smart-iot-change';

/** Removes a device with its sensors, actuators and history. */
export const useDeleteDevice = () =>
  useSmartIotChange<{ message: string }, number>(
    (deviceId) => ({ method: 'DELETE', path: `/superadmin/iot/devices/${deviceId}` }),
    messages.iot.deleteFailed,
  );
