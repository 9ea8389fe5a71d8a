import type { CreateIotSensorBody } from '@depot/contract';
import { useAddChannel } from './add-channel';

export const useAddSensor = (deviceId: number) =>
  useAddChannel<CreateIotSensorBody>(deviceId, 'sensors');
