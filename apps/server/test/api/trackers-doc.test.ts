import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleExamples } from '../doc-examples';
import { createTestApp, type TestContext } from '../helpers';

// docs/trackers.md promises its console examples print what it shows. Here they run as written,
// in document order and in one shell (later ones use the variables earlier ones set), with curl
// and mosquitto_rr against a server of the test's own, whose demo depot has the same trackers and
// keys. Only the addresses are swapped, and the one random thing shown, a new tracker's key, is
// masked on both sides.
const doc = readFileSync(new URL('../../../../docs/trackers.md', import.meta.url), 'utf8');

const mask = (text: string) => text.replace(/"key":"[\w-]{43}"/g, '"key":"…"');

/** One shell for the whole document: each command's output is read up to a marker line. */
class Shell {
  private readonly sh: ChildProcessWithoutNullStreams = spawn('sh', [], { env: process.env });
  private buffer = '';
  private waiting: (() => void) | undefined;

  constructor() {
    this.sh.stdout.on('data', (chunk: Buffer) => {
      this.buffer += chunk.toString();
      this.waiting?.();
    });
  }

  async run(command: string): Promise<string> {
    const marker = `__done_${Math.random().toString(36).slice(2)}__`;
    this.sh.stdin.write(`{ ${command}\n} 2>&1; echo ${marker}\n`);
    while (!this.buffer.includes(`${marker}\n`)) {
      await new Promise<void>((resolve) => (this.waiting = resolve));
    }
    const [output = '', rest = ''] = this.buffer.split(`${marker}\n`);
    this.buffer = rest;
    return output;
  }

  close() {
    this.sh.stdin.end();
  }
}

const examples = consoleExamples(doc);
let t: TestContext;
let origin: string;
let mqttPort: number;
let shell: Shell;
beforeAll(async () => {
  t = await createTestApp({ mqtt: {}, rateLimits: false });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  mqttPort = t.app.mqtt!.port;
  shell = new Shell();
});
afterAll(async () => {
  shell.close();
  await t.close();
});

/** The example as a user would run it against `npm start`, aimed at the test's server. */
const localized = (command: string) =>
  command
    .replaceAll('http://localhost:3000', origin)
    .replaceAll('-h localhost -p 1883', `-h 127.0.0.1 -p ${mqttPort}`);

describe('docs/trackers.md console examples', () => {
  it('has the examples this test runs', () => {
    expect(examples.length).toBe(22);
    expect(examples.filter((e) => e.command.startsWith('mosquitto_rr'))).toHaveLength(3);
  });

  it.each(examples.map((e) => [e.command.replace(/\s*\\?\n\s*/g, ' '), e] as const))(
    '%s',
    async (_, { command, expected }) => {
      const output = await shell.run(localized(command));
      expect(mask(output.trimEnd())).toBe(mask(expected));
    },
  );
});
