/** A registration's required text fields (its required numbers are capacity and height_cm). */
export const REGISTRATION_TEXT_FIELDS = [
  'username',
  'password',
  'depot_name',
  'address',
  'tank_name',
  'sensor_id_main',
  'sensor_name_main',
] as const;
