import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { defaultIngestClientId, loadSettings, SettingsError } from '../../src/config/env';
import { hashDeviceKey, hashPassword, newDeviceKey, verifyPassword } from '../../src/lib/secrets';

const DEFAULTS = {
  PORT: 3000,
  HOST: '0.0.0.0',
  DATABASE_URL: undefined,
  DB_STATEMENT_TIMEOUT_MS: 10_000,
  DATA_DIR: './data',
  MQTT_PORT: 1883,
  MQTT_URL: undefined,
  // The host name and PORT: the same at every start of this process.
  INGEST_CLIENT_ID: `depot-ingest-${hostname()}-3000`,
  JWT_SECRET: undefined,
  JWT_EXPIRES_IN: '12h',
  TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  SEED_DEMO: true,
  SIMULATOR: true,
  LOG_LEVEL: 'info',
  ADMIN_USERNAME: undefined,
  ADMIN_PASSWORD: undefined,
  RATE_LIMITS: true,
  TRUST_PROXY: undefined,
};

function settingsError(env: NodeJS.ProcessEnv): SettingsError {
  try {
    loadSettings(env);
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return error as SettingsError;
  }
  throw new Error(`loadSettings accepted ${JSON.stringify(env)}`);
}

describe('loadSettings', () => {
  it('uses the documented defaults for an empty environment', () => {
    expect(loadSettings({})).toEqual(DEFAULTS);
  });

  it('treats an empty variable as unset and ignores unrelated variables', () => {
    const env = Object.fromEntries(Object.keys(DEFAULTS).map((name) => [name, '']));
    expect(loadSettings({ ...env, PATH: '/usr/bin', HOME: '/root' })).toEqual(DEFAULTS);
  });

  it('reads valid values', () => {
    const secret = 'x'.repeat(32);
    expect(
      loadSettings({
        PORT: '8080',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgresql://depot:pw@db:5432/depot',
        DB_STATEMENT_TIMEOUT_MS: '2500',
        DATA_DIR: '/var/lib/depot',
        MQTT_PORT: '1884',
        MQTT_URL: 'mqtt://broker:1883',
        INGEST_CLIENT_ID: 'depot-ingest-a:1',
        JWT_SECRET: secret,
        JWT_EXPIRES_IN: '30m',
        TILE_URL: 'http://{s}.tiles.depot.lan/{z}/{x}/{y}.png',
        SEED_DEMO: 'no',
        SIMULATOR: '0',
        LOG_LEVEL: 'warn',
        ADMIN_USERNAME: 'kepala.depot',
        ADMIN_PASSWORD: ' sandi dengan spasi ',
        RATE_LIMITS: 'false',
        TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8',
      }),
    ).toEqual({
      PORT: 8080,
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgresql://depot:pw@db:5432/depot',
      DB_STATEMENT_TIMEOUT_MS: 2500,
      DATA_DIR: '/var/lib/depot',
      MQTT_PORT: 1884,
      MQTT_URL: 'mqtt://broker:1883',
      INGEST_CLIENT_ID: 'depot-ingest-a:1',
      JWT_SECRET: secret,
      JWT_EXPIRES_IN: '30m',
      TILE_URL: 'http://{s}.tiles.depot.lan/{z}/{x}/{y}.png',
      SEED_DEMO: false,
      SIMULATOR: false,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'kepala.depot',
      ADMIN_PASSWORD: ' sandi dengan spasi ',
      RATE_LIMITS: false,
      TRUST_PROXY: ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8'],
    });
  });

  it.each([
    ['true', true],
    ['1', true],
    ['yes', true],
    ['false', false],
    ['0', false],
    ['no', false],
  ])('reads SEED_DEMO=%s as %s', (value, expected) => {
    expect(loadSettings({ SEED_DEMO: value }).SEED_DEMO).toBe(expected);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['MQTT_PORT', 'abc'],
    ['MQTT_URL', 'http://broker:1883'],
    ['INGEST_CLIENT_ID', 'ingest/1'],
    ['INGEST_CLIENT_ID', 'ingest 1'],
    ['INGEST_CLIENT_ID', 'x'.repeat(129)],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_URL', 'not a url'],
    ['DB_STATEMENT_TIMEOUT_MS', '10s'],
    ['DB_STATEMENT_TIMEOUT_MS', '-1'],
    ['DB_STATEMENT_TIMEOUT_MS', '1.5'],
    ['JWT_EXPIRES_IN', '12 hours'],
    ['SEED_DEMO', 'maybe'],
    ['SIMULATOR', 'off'],
    ['TILE_URL', 'https://tile.openstreetmap.org/tiles.png'],
    ['TILE_URL', 'ftp://tiles/{z}/{x}/{y}.png'],
    ['TILE_URL', 'https://tiles.example/{z}/{x}/{y}.png?key={apikey}'],
    ['LOG_LEVEL', 'verbose'],
    ['RATE_LIMITS', 'off'],
    ['TRUST_PROXY', 'localhost'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1,'],
    ['TRUST_PROXY', 'true'],
    ['ADMIN_USERNAME', 'kepala depot'],
    ['ADMIN_USERNAME', 'ab'],
  ])('refuses %s=%s with a SettingsError naming the variable', (name, value) => {
    const error = settingsError({ [name]: value, ADMIN_PASSWORD: 'sandi-rahasia' });
    expect(error.message).toContain(`${name}=${JSON.stringify(value)}`);
  });

  it.each([
    ['JWT_SECRET', 'too-short', 'must be at least 32 characters long'],
    ['ADMIN_PASSWORD', 'pendek', 'must be at least 8 characters long'],
    ['ADMIN_PASSWORD', 'sandi\u0000rahasia', 'must not contain control characters'],
  ])('refuses %s=%s without printing the secret', (name, value, reason) => {
    const error = settingsError({ [name]: value, ADMIN_USERNAME: 'kepala' });
    expect(error.message).toContain(`${name}=(hidden): ${reason}`);
    expect(error.message).not.toContain(value);
  });

  it('wants ADMIN_USERNAME and ADMIN_PASSWORD together', () => {
    expect(settingsError({ ADMIN_USERNAME: 'kepala' }).message).toContain(
      'ADMIN_PASSWORD=(unset): set it with ADMIN_USERNAME',
    );
    expect(settingsError({ ADMIN_PASSWORD: 'sandi-rahasia' }).message).toContain(
      'ADMIN_USERNAME=(unset): set it with ADMIN_PASSWORD',
    );
  });

  it('derives INGEST_CLIENT_ID from the host name and PORT, and from the process with PORT=0', () => {
    expect(loadSettings({ PORT: '3002' }).INGEST_CLIENT_ID).toBe(`depot-ingest-${hostname()}-3002`);
    expect(defaultIngestClientId(3001, 'app-7f9c.internal')).toBe(
      'depot-ingest-app-7f9c.internal-3001',
    );
    expect(defaultIngestClientId(3001, 'héte_1')).toBe('depot-ingest-h-te-1-3001');
    expect(loadSettings({ PORT: '0' }).INGEST_CLIENT_ID).toBe(
      `depot-ingest-${hostname()}-pid${process.pid}`,
    );
    expect(settingsError({ INGEST_CLIENT_ID: 'a+b' }).message).toContain(
      'INGEST_CLIENT_ID="a+b": expected 1–128 letters, digits, dots, underscores, colons or hyphens, one per process',
    );
  });

  it('reads DB_STATEMENT_TIMEOUT_MS=0 as no statement timeout', () => {
    expect(loadSettings({ DB_STATEMENT_TIMEOUT_MS: '0' }).DB_STATEMENT_TIMEOUT_MS).toBe(0);
  });

  it('names every bad variable at once', () => {
    const error = settingsError({ PORT: 'abc', SEED_DEMO: 'maybe', HOST: 'localhost' });
    expect(error.message).toContain('PORT=');
    expect(error.message).toContain('SEED_DEMO=');
    expect(error.message).not.toContain('HOST=');
  });
});

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('depot123');
    expect(await verifyPassword('depot123', stored)).toBe(true);
    expect(await verifyPassword('depot124', stored)).toBe(false);
    expect(await verifyPassword('DEPOT123', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('stores a salted scrypt hash that never contains the password', async () => {
    const [a, b] = await Promise.all([hashPassword('depot123'), hashPassword('depot123')]);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toContain('depot123');
    expect(await verifyPassword('depot123', b)).toBe(true);
  });

  it('refuses a stored value that is not a scrypt hash', async () => {
    for (const stored of ['', 'depot123', 'bcrypt$x$y$z$a$b', 'scrypt$16384$8$1$$']) {
      expect(await verifyPassword('depot123', stored)).toBe(false);
    }
  });
});

describe('device keys', () => {
  it('are long, URL-safe and different every time', () => {
    const keys = Array.from({ length: 50 }, () => newDeviceKey());
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(key, 'base64url')).toHaveLength(32);
    }
    // 50 keys of 32 random bytes use (nearly) the whole base64url alphabet.
    expect(new Set(keys.join('')).size).toBeGreaterThan(60);
  });

  it('are stored as their SHA-256 in hex', () => {
    // The FIPS 180-2 test vector.
    expect(hashDeviceKey('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hashDeviceKey('demo-key')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashDeviceKey('demo-key')).not.toBe(hashDeviceKey('demo-key '));
  });
});
