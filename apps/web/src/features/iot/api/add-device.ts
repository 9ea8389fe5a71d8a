import { messages, type CreateIotDeviceBody, type SmartIotDevice } from '@depot/contract';
import { useSmartIotChange } from './smart-iot-change';

export const useAddDevice = () =>
  useSmartIotChange<SmartIotDevice, CreateIotDeviceBody>(
    (device) => ({ method: 'POST', path: '/superadmin/iot/devices', body: device }),
    messages.iot.addFailed,
  );
