import { messages } from './messages';
import { z } from './zod';

export const errorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ message: z.string() });

/** Usernames appear in URL paths, so they are kept to a URL-safe alphabet. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,32}$/;
/** Sensor ids appear in MQTT topics: no '/', '+' or '#'. */
export const SENSOR_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** A username naming a depot (in a path or body): the username alphabet only, so a NUL or a control byte never reaches SQL. */
export const usernameField = z
  .string()
  .regex(/^[A-Za-z0-9._-]{1,64}$/, messages.api.invalidUsername);
export const usernameParams = z.strictObject({ username: usernameField });
// Ids are PostgreSQL integers: a larger one is refused here (400) instead of failing in the database.
export const idParams = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
