import { messages } from '@depot/contract';
import { useSmartIotChange } from './smart-iot-change';

/** Removes a sensor with its readings. */
export const useDeleteSensor = () =>
  useSmartIotChange<{ message: string }, string>(
    (sensorId) => ({
      method: 'DELETE',
      path: `/superadmin/iot/sensors/${encodeURIComponent(sensorId)}`,
    }),
    messages.iot.deleteFailed,
  );
