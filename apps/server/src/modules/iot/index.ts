/** Smart weather: smart IoT devices, their typed sensors and the sensors' history. */
export { insertActuator, insertIotDevice, insertIotSensor } from './iot.devices';
export { default as iotRoutes } from './iot.routes';
export { writeIotReadings, type IotReadingInput } from './iot.writer';
