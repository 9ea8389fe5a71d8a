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
export const MIN_PASSWORD_LENGTH = 6;

/**
 * A password form: the body's fields plus `confirmPassword`, which must repeat `field`; only the
 * body is sent.
 */
export function withConfirmation<S extends z.ZodRawShape>(shape: S, field: keyof S & string) {
  return z.object({ ...shape, confirmPassword: z.string() }).refine(
    (f) => {
      const values = f as Record<string, unknown>;
      return values[field] === values.confirmPassword;
    },
    {
      path: ['confirmPassword'],
      message: messages.accounts.passwordMismatch,
    },
  );
}
/** Sensor ids appear in MQTT topics: no '/', '+' or '#'. */
export const SENSOR_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

// Matching control characters is the point of these two patterns.
/* eslint-disable no-control-regex */
/** No control character (U+0000–U+001F, U+007F): none is ever typed, and PostgreSQL text cannot hold NUL. */
export const SINGLE_LINE_TEXT = /^[^\u0000-\u001F\u007F]*$/;
/** The same, but line breaks (LF, CR) are allowed. */
const MULTI_LINE_TEXT = /^[^\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F]*$/;
/* eslint-enable no-control-regex */
/** Half of a UTF-16 pair on its own: no valid UTF-8 text can carry it. */
export const LONE_SURROGATE =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface PlainTextOptions {
  /** Line breaks are legitimate (a quote, a note); otherwise any control character is refused. */
  multiline?: boolean;
  /** Surrounding spaces are dropped (default); passwords and path segments keep them. */
  trim?: boolean;
  /** The message for text over `max` characters; zod's own when omitted. */
  tooLong?: string;
}

/**
 * Free text from a person or a browser: at most `max` characters and no NUL or other control
 * character, refused with 400 and a reason instead of failing in the database.
 */
export function plainText(
  max: number,
  { multiline = false, trim = true, tooLong }: PlainTextOptions = {},
) {
  return (trim ? z.string().trim() : z.string())
    .max(max, tooLong)
    .regex(multiline ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT, messages.api.controlCharacters)
    .refine((text) => !LONE_SURROGATE.test(text), messages.api.invalidText);
}

/** A username naming a depot (in a path or body): the username alphabet only, so a NUL or a control byte never reaches SQL. */
export const usernameField = z
  .string()
  .refine((name) => /^[A-Za-z0-9._-]{1,64}$/.test(name), messages.api.invalidUsername);
export const usernameParams = z.strictObject({ username: usernameField });
// Ids are PostgreSQL integers: a larger one is refused here (400) instead of failing in the database.
export const idParams = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
/** `/api/{list}/{username}/{id}`: a depot and one row of its own list (an employee, a shift). */
export const depotItemParams = usernameParams.extend(idParams.shape);
export type DepotItemParams = z.infer<typeof depotItemParams>;
