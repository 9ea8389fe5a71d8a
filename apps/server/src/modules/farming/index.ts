/** Smart farming: a farm's latest sensors and its actuators, switched only as the device confirms. */
export { default as farmingRoutes, type FarmingOptions } from './farming.routes';
export { writeActuatorStates, type ActuatorStateInput } from './farming.writer';
export { addActuator } from './farming.repository';
