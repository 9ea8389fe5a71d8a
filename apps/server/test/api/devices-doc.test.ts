import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers';
import { newDepot, type TestDepot } from '../telemetry';

// docs/devices.md promises its curl examples print what it shows. Here they run as written,
// with /usr/bin/curl, against a server of the test's own: only the address, the demo depot's
// sensor ids and its key are swapped for the test's.
const doc = readFileSync(new URL('../../../../docs/devices.md', import.meta.url), 'utf8');

interface Example {
  command: string;
  expected: string;
}

/** `$ curl …` commands in console blocks, each with the lines it prints (up to a blank line). */
function curlExamples(markdown: string): Example[] {
  const blocks = [...markdown.matchAll(/^```console\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? '');
  const examples: Example[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    for (let i = 0; i < lines.length; i++) {
      if (!lines[i]?.startsWith('$ curl ')) continue;
      const command: string[] = [];
      // A command goes on while a line ends with a backslash or leaves a quote open.
      do command.push(lines[i++] ?? '');
      while (i < lines.length && (/\\$/.test(command.at(-1) ?? '') || openQuote(command)));
      const output: string[] = [];
      while (i < lines.length && lines[i] !== '') output.push(lines[i++] ?? '');
      examples.push({ command: command.join('\n').slice(2), expected: output.join('\n') });
    }
  }
  return examples;
}

const openQuote = (lines: string[]) => (lines.join('\n').match(/'/g)?.length ?? 0) % 2 === 1;

const run = promisify(execFile);
const examples = curlExamples(doc);

let t: TestContext;
let d: TestDepot;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  d = await newDepot(t);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

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
