import type { CreateActuatorBody } from '@depot/contract';
import { useAddChannel } from './add-channel';

export const useAddActuator = (deviceId: number) =>
  useAddChannel<CreateActuatorBody>(deviceId, 'actuators');
