import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { waitFor } from './telemetry';

const ROOT = resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  /** The exit code or signal once the process has ended, else null. */
  exited(): { code: number | null; signal: NodeJS.Signals | null } | null;
  /** The last lines it printed, for a failure message. */
  tail(): string;
  stop(): Promise<void>;
  /** `kill -9`: no shutdown of any kind; resolves once it is gone. */
  kill(): Promise<void>;
}

/** A server on 127.0.0.1: ports the system picks, its embedded broker, no demo. */
export const localServerEnv = (databaseUrl: string, dataDir: string) => ({
  ...process.env,
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: '0',
  MQTT_PORT: '0',
  MQTT_URL: '',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
});

/**
 * The real server as a process of its own (`node --import tsx apps/server/src/main.ts`) on
 * `databaseUrl`: 127.0.0.1, ports chosen by the system, no demo, the embedded broker unless
 * `env` says otherwise (MQTT_URL, INGEST_CLIENT_ID). Resolves once it printed its address.
 */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'depot-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...localServerEnv(databaseUrl, dataDir),
      // A burst from one address is the point of the fault test, not something to throttle.
      RATE_LIMITS: 'false',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const ended = new Promise<void>((done) =>
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      rmSync(dataDir, { recursive: true, force: true });
      done();
    }),
  );
  const server: ServerProcess = {
    baseUrl: '',
    exited: () => exit,
    tail: () => output.split('\n').slice(-40).join('\n'),
    async stop() {
      if (!exit) child.kill('SIGTERM');
      await ended;
    },
    async kill() {
      if (!exit) child.kill('SIGKILL');
      await ended;
    },
  };
  try {
    const port = await waitFor(
      'the server to print its address',
      async () => {
        if (exit) throw new Error(`server exited ${JSON.stringify(exit)}:\n${server.tail()}`);
        return /ready at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      },
      60_000,
    );
    server.baseUrl = `http://127.0.0.1:${port}`;
    return server;
  } catch (error) {
    await server.stop();
    throw error;
  }
}
