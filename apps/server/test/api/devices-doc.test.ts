import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleExamples } from '../doc-examples';
import { useTestApp } from '../use-test-app';
import { newDepot, type TestDepot } from '../telemetry';

// docs/devices.md promises its curl examples print what it shows. Here they run as written,
// with /usr/bin/curl, against a server of the test's own: only the address, the demo depot's
// sensor ids and its key are swapped for the test's.
const doc = readFileSync(new URL('../../../../docs/devices.md', import.meta.url), 'utf8');

const run = promisify(execFile);
const examples = consoleExamples(doc).filter((e) => e.command.startsWith('curl '));

const t = useTestApp();
let d: TestDepot;
let origin: string;
beforeAll(async () => {
  d = await newDepot(t);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

/** The example as a user would run it against the demo, aimed at the test's server and depot. */
const localized = (text: string) =>
  text
    .replaceAll('http://localhost:3000', origin)
    .replaceAll('depot1-', `${d.username}-`)
    .replaceAll('depot1%20', `${d.username}%20`)
    .replaceAll('Bearer demo-key', `Bearer ${d.key}`);

describe('docs/devices.md curl examples', () => {
  it('has the examples this test runs', () => {
    expect(examples.length).toBe(12);
    for (const e of examples) expect(e.expected).not.toBe('');
  });

  it.each(examples.map((e) => [e.command.replace(/\s*\\?\n\s*/g, ' '), e] as const))(
    '%s',
    async (_, { command, expected }) => {
      const { stdout } = await run('/bin/sh', [
        '-c',
        localized(command).replace(/^curl /, '/usr/bin/curl '),
      ]);
      expect(stdout.trimEnd()).toBe(expected);
    },
  );
});
