import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Starts the built app (`npm run build` first) as a user would, on a free port with a fresh
 * embedded database, and stops it after the run.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'depot-e2e-'));
  const server = spawn(
    process.execPath,
    [resolve(import.meta.dirname, '../apps/server/dist/main.js')],
    {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // Always the embedded database and broker here, even when CI points at servers.
        DATABASE_URL: '',
        MQTT_URL: '',
        MQTT_PORT: '0',
        // The demo data without its live simulator: the specs send the readings they check.
        SIMULATOR: 'false',
        // Specs registering depots through the API name an address of their own (ownAddress).
        TRUST_PROXY: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((done, fail) => {
    // Seeding the demo history took 96 s on a busy 2-core machine; a server that never gets
    // ready is stopped rather than left running.
    const timer = setTimeout(() => {
      server.kill('SIGTERM');
      fail(new Error('server did not start within 300 s'));
    }, 300_000);
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (http:\/\/[^\s"]+)/.exec(output);
      // Devices a spec plays (the farm's actuators) reach the embedded broker here.
      const broker = /embedded broker on (mqtt:\/\/[^\s"]+)/.exec(output);
      if (match?.[1] && broker?.[1]) {
        clearTimeout(timer);
        process.env.E2E_MQTT_URL = broker[1].replace('localhost', '127.0.0.1');
        done(match[1].replace('localhost', '127.0.0.1'));
      }
    });
    server.once('exit', (code) => fail(new Error(`server exited with ${code}:\n${output}`)));
  });
  process.env.E2E_BASE_URL = url;

  return async () => {
    server.kill('SIGTERM');
    await once(server, 'exit');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
