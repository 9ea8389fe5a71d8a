import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { SfDashboard } from '@depot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleExamples } from '../doc-examples';
import { createTestApp, type TestContext } from '../helpers';
import { useTestApp } from '../use-test-app';
import { newFarm, sendCommand } from '../iot-fixtures';
import { levelRows, newDepot, qualityRows, usageRows, waitFor, type TestDepot } from '../telemetry';

const DOC = new URL('../../../../docs/devices.md', import.meta.url);

interface Example {
  /** A console command (`$ …`) with the output shown under it, or a whole `sh` block (no output). */
  command: string;
  output: string;
}

/** The mosquitto examples of the doc's MQTT section, in document order. */
function mqttExamples(markdown: string): Example[] {
  const section = markdown.slice(markdown.indexOf('\n## MQTT\n'), markdown.indexOf('\n## HTTP\n'));
  const examples: Example[] = [];
  for (const [, kind, body = ''] of section.matchAll(/```(console|sh)\n([\s\S]*?)```/g)) {
    if (!body.includes('mosquitto_')) continue;
    if (kind === 'sh') {
      examples.push({ command: body.trim(), output: '' });
      continue;
    }
    let current: { command: string[]; output: string[] } | undefined;
    const flush = () =>
      current &&
      examples.push({
        command: current.command.join('\n'),
        output: current.output.join('\n').trim(),
      });
    for (const line of body.split('\n')) {
      const continued = current?.command.at(-1)?.endsWith('\\') && !current.output.length;
      if (continued) current?.command.push(line);
      else if (line.startsWith('$ ')) {
        flush();
        current = { command: [line.slice(2)], output: [] };
      } else current?.output.push(line);
    }
    flush();
  }
  return examples;
}

/** Points an example at the test broker and a test depot instead of the demo's. */
function localize(text: string, port: number, d: TestDepot) {
  return text
    .replaceAll('-h localhost', '-h 127.0.0.1')
    .replaceAll('-p 1883', `-p ${port}`)
    .replaceAll('depot1-', `${d.username}-`)
    .replaceAll('demo-key', d.key);
}

/**
 * Runs a shell command; stdout and stderr together, as a terminal shows them. `onOutput` hears
 * the output so far as it comes.
 */
function run(
  command: string,
  onOutput: (output: string) => void = () => {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', `{ ${command}\n} 2>&1`], { timeout: 15_000 });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      onOutput(output);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output: output.trim() }));
  });
}

describe('docs/devices.md: the MQTT examples run as written', () => {
  let t: TestContext;
  let port: number;
  beforeAll(async () => {
    const missing = [];
    for (const tool of ['mosquitto_pub', 'mosquitto_rr'])
      if ((await run(`command -v ${tool}`)).code !== 0) missing.push(tool);
    if (missing.length)
      throw new Error(
        `${missing.join(' and ')} not found: the docs/devices.md examples need them ` +
          '(Debian/Ubuntu: apt-get install mosquitto-clients).',
      );
    t = await createTestApp({ mqtt: {} });
    port = t.app.mqtt?.port ?? 0;
  });
  afterAll(() => t?.close());

  it('answers every example with the output shown, and stores its readings', async () => {
    const examples = mqttExamples(readFileSync(DOC, 'utf8'));
    expect(examples.map((e) => e.command.split(' ')[0])).toEqual([
      'mosquitto_pub',
      'mosquitto_rr',
      'mosquitto_rr',
      'mosquitto_rr',
      'mosquitto_rr',
      'mosquitto_pub',
      'printf',
    ]);
    // Every example names the demo broker, so none can reach a broker on the real port 1883.
    for (const e of examples) expect(e.command).toMatch(/-h localhost -p 1883 /);

    const d = await newDepot(t);
    const answers = [];
    for (const e of examples) {
      const { code, output } = await run(localize(e.command, port, d));
      answers.push({ command: e.command, output, ...(e.output ? {} : { code }) });
    }
    expect(answers).toEqual(
      examples.map((e) => ({
        command: e.command,
        output: e.output,
        ...(e.output ? {} : { code: 0 }),
      })),
    );

    expect((await usageRows(t, d.tapC)).map((r) => [r.seq, r.volumeL])).toEqual([
      [1001, 18.9],
      [1002, 18.9],
      [1004, 18.8],
      [1005, 19],
    ]);
    // The doc's figures for the demo tank (1000 L, 120 cm): 81.8 cm and 681.7 L.
    const levels = await levelRows(t, d.level);
    expect(levels.map((r) => [r.waterLevelCm, r.volume.toFixed(1)])).toEqual([[81.8, '681.7']]);
    expect(await qualityRows(t, d.quality)).toMatchObject([
      { temperature: 27.4, ph: 7.1, tds: 64, salinity: 0.05, turbidity: 0.6 },
    ]);
  });
});

describe('docs/devices.md: the actuator examples run as written', () => {
  const t = useTestApp({ mqtt: {} });
  let port: number;
  beforeAll(async () => {
    port = t.app.mqtt?.port ?? 0;
  });

  it('reports, receives a command, confirms it and refuses the next', async () => {
    const doc = readFileSync(DOC, 'utf8');
    const start = doc.indexOf('\n## Actuators (smart farming)\n');
    const section = doc.slice(start, doc.indexOf('\n## ', start + 1));
    const [report, wait, confirm, refuse, ...rest] = consoleExamples(section).filter((e) =>
      e.command.startsWith('mosquitto_'),
    );
    if (!report || !wait || !confirm || !refuse) throw new Error('actuator examples missing');
    expect(rest).toEqual([]);
    for (const e of [report, wait, confirm, refuse])
      expect(e.command).toMatch(/-h localhost -p 1883 /);

    const d = await newDepot(t);
    const farm = await newFarm(t, d);
    const headers = await t.authAs(d.username, d.password);
    // The doc's pump is the demo's; the test farm's is `{depot}-farm-pump` with its own key.
    const local = (text: string) => localize(text, port, { ...d, key: farm.key });
    const dashboard = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/sf/dashboard', headers })).json<SfDashboard>()
        .data;
    const send = (command: string) => sendCommand(t, headers, farm.pump, { command });

    expect((await run(local(report.command))).output).toBe(report.expected);
    expect((await dashboard()).actuator_status[0]?.status_at).not.toBeNull();

    // The subscriber prints its SUBACK with -d (line-buffered through a pipe): the command is
    // sent once it is listening.
    let subscribed = false;
    const waiting = run(`stdbuf -oL ${local(wait.command)} -d`, (out) => {
      subscribed ||= /SUBACK/.test(out);
    });
    await waitFor('the subscription', async () => subscribed, 10_000);
    const sent = await send('TURN_ON');
    expect(sent.statusCode, sent.body).toBe(202);
    const { id, requested_at: ts } = sent.json().command;
    const printed = (await waiting).output.split('\n').filter((line) => line.startsWith('{'));
    const docId = JSON.parse(wait.expected).command_id as number;
    expect(printed).toEqual([
      wait.expected
        .replace(`"command_id":${docId}`, `"command_id":${id}`)
        .replace(/"ts":"[^"]+"/, `"ts":"${ts}"`),
    ]);

    const answer = (e: typeof confirm, docCommandId: number, commandId: number) =>
      run(local(e.command.replace(`"command_id": ${docCommandId}`, `"command_id": ${commandId}`)));
    expect((await answer(confirm, docId, id)).output).toBe(confirm.expected);
    let data = await dashboard();
    expect([data.actuator_status[0]?.status, data.commands[0]?.result]).toEqual([
      true,
      'confirmed',
    ]);

    const next = (await send('TURN_OFF')).json().command.id as number;
    expect((await answer(refuse, docId + 1, next)).output).toBe(refuse.expected);
    data = await dashboard();
    expect([data.actuator_status[0]?.status, data.commands[0]]).toEqual([
      true,
      expect.objectContaining({ result: 'failed', detail: 'tekanan air rendah' }),
    ]);
  });
});
