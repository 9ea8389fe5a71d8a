import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from './telemetry';

export const MOSQUITTO = '/usr/sbin/mosquitto';

export interface Mosquitto {
  port: number;
  /** A directory of its own for the configuration's files (password file, ACL). */
  dir: string;
  /** What it printed so far, for a failure message. */
  tail(): string;
  /** SIGHUP: Mosquitto reads its password file and ACL again. */
  reload(): void;
  stop(): Promise<void>;
}

/** A port the system has just handed out and taken back: free, barring a race. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * A Mosquitto of the test's own, from the machine's package (`apt-get install mosquitto`), on a
 * free port of 127.0.0.1. `configure` writes the configuration's files into `dir` and returns
 * the configuration itself, which must listen on `port`.
 */
export async function startMosquitto(
  configure: (setup: { port: number; dir: string }) => string | Promise<string>,
): Promise<Mosquitto> {
  if (!existsSync(MOSQUITTO))
    throw new Error(
      `${MOSQUITTO} not found: this test runs a real Mosquitto (Debian/Ubuntu: apt-get install mosquitto).`,
    );
  const dir = mkdtempSync(join(tmpdir(), 'depot-mosquitto-'));
  // Mosquitto started as root reads its files as the `mosquitto` user.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const config = join(dir, 'mosquitto.conf');
  writeFileSync(config, await configure({ port, dir }), { mode: 0o644 });
  const child = spawn(MOSQUITTO, ['-c', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const ended = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const broker: Mosquitto = {
    port,
    dir,
    tail: () => output.split('\n').slice(-40).join('\n'),
    reload: () => child.kill('SIGHUP'),
    async stop() {
      if (!exited) child.kill('SIGTERM');
      await ended;
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await waitFor(
      'mosquitto to listen',
      async () => {
        if (exited) throw new Error(`mosquitto exited:\n${broker.tail()}`);
        return accepts(port);
      },
      10_000,
    );
  } catch (error) {
    await broker.stop();
    throw error;
  }
  return broker;
}
