import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDataDir } from '../../src/config/data-dir';
import { SettingsError } from '../../src/config/env';
import { localServerEnv } from '../server-process';
import { waitFor } from '../telemetry';

const ROOT = resolve(import.meta.dirname, '../../../..');
const scratch = mkdtempSync(join(tmpdir(), 'depot-data-dir-'));
/** Every server started, so that one a failed test left running is stopped too. */
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  rmSync(scratch, { recursive: true, force: true });
});

/** Every file and directory under `dir` by its permission bits: `{ 'd700': n, 'f600': m }`. */
function modesUnder(dir: string) {
  const seen: Record<string, number> = {};
  const loose: string[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    const key = `${stat.isDirectory() ? 'd' : 'f'}${(stat.mode & 0o777).toString(8)}`;
    seen[key] = (seen[key] ?? 0) + 1;
    if (key !== 'd700' && key !== 'f600') loose.push(`${key} ${relative(dir, path)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return { seen, loose };
}

/** The real server (`main.ts`) on PGlite in `dataDir`, without the demo; ends on SIGTERM. */
function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...localServerEnv('', dataDir), JWT_SECRET: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  const keep = (chunk: Buffer) => (output += chunk.toString('utf8'));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}

describe('DATA_DIR', () => {
  it('a server-created data directory is 700 with every file 600, the JWT secret too', async () => {
    const dataDir = join(scratch, 'baru');
    const server = startServer(dataDir);
    let code: number | null | undefined;
    void server.exited.then((c) => (code = c));
    await waitFor(
      'the server to start',
      async () => {
        if (code !== undefined) throw new Error(`server exited ${code}:\n${server.output()}`);
        return /ready at http:\/\/localhost:\d+/.test(server.output());
      },
      120_000,
    );
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const { seen, loose } = modesUnder(dataDir);
    expect(loose).toEqual([]);
    // PGlite's cluster: hundreds of files, none open to other users.
    expect(seen.f600).toBeGreaterThan(500);
    expect((lstatSync(join(dataDir, 'jwt-secret')).mode & 0o777).toString(8)).toBe('600');
  }, 180_000);

  it('refuses a world-writable directory at start with a message saying how to fix it', async () => {
    const dataDir = join(scratch, 'terbuka');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o777);
    expect(() => prepareDataDir(dataDir)).toThrow(SettingsError);
    expect(() => prepareDataDir(dataDir)).toThrow(
      `Invalid setting(s), fix and start again:\n  DATA_DIR=${JSON.stringify(dataDir)}: ${dataDir} is writable by every user on this machine (mode 777); check its files, then run chmod -R go-rwx ${JSON.stringify(dataDir)}`,
    );
    const server = startServer(dataDir);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`${dataDir} is writable by every user on this machine`);
    // Nothing was written into it.
    expect(readdirSync(dataDir)).toEqual([]);
  }, 120_000);

  it('tightens an existing readable directory to 700', () => {
    const dataDir = join(scratch, 'lama');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    prepareDataDir(dataDir);
    expect((lstatSync(dataDir).mode & 0o777).toString(8)).toBe('700');
  });
});
