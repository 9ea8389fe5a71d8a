import {
  DEFAULT_TILE_URL,
  SINGLE_LINE_TEXT,
  TILE_URL_PLACEHOLDERS,
  USERNAME_PATTERN,
} from '@depot/contract';
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'expected true or false',
  })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A super admin's password, from ADMIN_PASSWORD or typed at the reset command. */
export const adminPasswordSchema = z
  .string()
  .min(8, 'must be at least 8 characters long')
  .max(200, 'must be at most 200 characters long')
  .regex(SINGLE_LINE_TEXT, 'must not contain control characters');

/** 10.0.0.1, ::1, 10.0.0.0/8 or fd00::/8. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}
/** No request may hold a PostgreSQL connection longer with one statement (DB_STATEMENT_TIMEOUT_MS). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;

const settingsSchema = z.object({
  PORT: z.coerce
    .number({ error: 'expected a port number' })
    .int('expected a whole number')
    .min(0, 'expected 0–65535')
    .max(65535, 'expected 0–65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .url({ error: 'expected a postgres:// or postgresql:// URL' })
    .refine((u) => /^postgres(ql)?:\/\//.test(u), 'expected a postgres:// or postgresql:// URL')
    .optional(),
  DB_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ error: 'expected milliseconds' })
    .int('expected a whole number of milliseconds')
    .min(0, 'expected 0 (no limit) or more milliseconds')
    .default(DEFAULT_STATEMENT_TIMEOUT_MS),
  DATA_DIR: z.string().min(1).default('./data'),
  MQTT_PORT: z.coerce
    .number({ error: 'expected a port number' })
    .int('expected a whole number')
    .min(0, 'expected 0–65535')
    .max(65535, 'expected 0–65535')
    .default(1883),
  MQTT_URL: z
    .url({ error: 'expected an mqtt://, mqtts://, ws:// or wss:// URL' })
    .refine(
      (u) => /^(mqtts?|wss?):\/\//.test(u),
      'expected an mqtt://, mqtts://, ws:// or wss:// URL',
    )
    .optional(),
  INGEST_CLIENT_ID: z
    .string()
    .regex(
      /^[A-Za-z0-9._:-]{1,128}$/,
      'expected 1–128 letters, digits, dots, underscores, colons or hyphens, one per process',
    )
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, 'expected a duration such as 30m, 12h or 7d')
    .default('12h'),
  TILE_URL: z
    .string()
    .regex(
      /^https?:\/\/\S*\{z\}\S*\{x\}\S*\{-?y\}/,
      'expected an http(s) URL with {z}, {x} and {y}, such as https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    )
    .refine(
      (url) =>
        [...url.matchAll(/\{([^}]*)\}/g)].every(([, name]) =>
          (TILE_URL_PLACEHOLDERS as readonly (string | undefined)[]).includes(name),
        ),
      `expected only the placeholders ${TILE_URL_PLACEHOLDERS.map((p) => `{${p}}`).join(' ')}`,
    )
    .default(DEFAULT_TILE_URL),
  SEED_DEMO: booleanString.default(true),
  // The demo depot's live readings; off where tests send their own readings.
  SIMULATOR: booleanString.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The first super admin, created at a start that finds none (modules/auth/first-admin.ts). */
  ADMIN_USERNAME: z
    .string()
    .regex(USERNAME_PATTERN, 'expected 3–32 letters, digits, dots, underscores or hyphens')
    .optional(),
  ADMIN_PASSWORD: adminPasswordSchema.optional(),
  RATE_LIMITS: booleanString.default(true),
  TRUST_PROXY: z
    .string()
    .transform((list) => list.split(',').map((entry) => entry.trim()))
    .refine(
      (entries) => entries.every(isAddressOrRange),
      'expected IP addresses or CIDR ranges separated by commas, such as 127.0.0.1,10.0.0.0/8',
    )
    .optional(),
});

/** One without the other is a half-done setup: say so at start instead of ignoring it. */
const settingsWithAdminPair = settingsSchema.superRefine((s, ctx) => {
  if (s.ADMIN_USERNAME && !s.ADMIN_PASSWORD) {
    ctx.addIssue({
      code: 'custom',
      path: ['ADMIN_PASSWORD'],
      message: 'set it with ADMIN_USERNAME',
    });
  }
  if (s.ADMIN_PASSWORD && !s.ADMIN_USERNAME) {
    ctx.addIssue({
      code: 'custom',
      path: ['ADMIN_USERNAME'],
      message: 'set it with ADMIN_PASSWORD',
    });
  }
});

/**
 * The MQTT client id a server process subscribes to an external broker with, the same at every
 * start of that process so that it resumes its session. From the host name and PORT; with
 * PORT=0 (a port picked at start) there is nothing stable to name the process by, so the process
 * id makes it unique on its host, and a restart starts afresh.
 */
export function defaultIngestClientId(port: number, host = hostname()): string {
  const name = host.replace(/[^A-Za-z0-9.-]/g, '-').slice(0, 64) || 'host';
  return `depot-ingest-${name}-${port === 0 ? `pid${process.pid}` : port}`;
}

const resolvedSettings = settingsWithAdminPair.transform((s) => ({
  ...s,
  INGEST_CLIENT_ID: s.INGEST_CLIENT_ID ?? defaultIngestClientId(s.PORT),
}));

/** Never printed back, even when refused. */
const SECRET_SETTINGS = new Set(['JWT_SECRET', 'ADMIN_PASSWORD']);

export type Settings = z.output<typeof resolvedSettings>;

export class SettingsError extends Error {}

/** Reads the environment once at start; a bad value stops the start with a message naming it. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  // An empty variable means "use the default", as in most shells' `VAR= npm start`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = resolvedSettings.safeParse(present);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const value = present[name];
    const shown =
      value === undefined
        ? '(unset)'
        : SECRET_SETTINGS.has(name)
          ? '(hidden)'
          : JSON.stringify(value);
    return `  ${name}=${shown}: ${issue.message}`;
  });
  throw new SettingsError(`Invalid setting(s), fix and start again:\n${lines.join('\n')}`);
}
