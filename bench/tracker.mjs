// Motorbike tracker benchmark (issue 12), on the built server and a fresh PostgreSQL database:
//   part 1 (ingest): positions/s end to end over MQTT (single fixes, arrays) and the OsmAnd
//     protocol over HTTP, nothing lost, against a COPY of the same rows in the same run;
//   part 2 (reads): history of one day and summary of 30 days over 50 bikes × 90 days at one
//     position per 10 s (about 39 million rows, generated in SQL), p95 against 50 ms, measured
//     with 1, 30 and 90 days stored.
// See bench/README.md.
//
//   npm run bench:tracker
//   BENCH_PARTS=ingest BENCH_SECONDS=20 npm run bench:tracker
//   BENCH_PARTS=reads BENCH_BIKES=5 BENCH_DAYS=35 npm run bench:tracker
//
// Only 127.0.0.1 traffic; the server is stopped and the databases dropped at the end, also on
// Ctrl-C (BENCH_KEEP_DB=1 keeps them).
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { ensureBuilt, envNumber, fmt, log, serverVersion, stopOnSignals } from './lib.mjs';
import { parseMode, printIngest, runIngestMode } from './tracker-ingest.mjs';
import { printReads, runReads } from './tracker-reads.mjs';

const list = (name, fallback) =>
  (process.env[name] || fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const numbers = (name, fallback) =>
  list(name, fallback).map((s) => {
    const n = Number(s);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name}: expected whole numbers >= 1`);
    return n;
  });

const days = envNumber('BENCH_DAYS', 90, 1);
const config = {
  adminUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  parts: list('BENCH_PARTS', 'ingest,reads'),
  keepDb: process.env.BENCH_KEEP_DB === '1',
  /** Node flags for the server: with BENCH_CPU_PROF=<dir>, a V8 CPU profile of each start. */
  serverNodeArgs: process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${resolve(process.env.BENCH_CPU_PROF)}`]
    : [],

  // Part 1: ingest.
  ingestBikes: envNumber('BENCH_INGEST_BIKES', 200, 1),
  seconds: envNumber('BENCH_SECONDS', 60, 1),
  modes: list('BENCH_MODES', 'mqtt-1,mqtt-50,osmand').map(parseMode),
  /** Fixes each MQTT bike keeps awaiting their PUBACK (messages = this ÷ fixes per message). */
  windowFixes: envNumber('BENCH_WINDOW_FIXES', 50, 1),
  /** Simulated time starts this many hours ago; a bike stops when it reaches the real clock. */
  simHours: envNumber('BENCH_SIM_HOURS', 48, 1),
  drainSeconds: envNumber('BENCH_DRAIN_SECONDS', 120),

  // Part 2: reads.
  bikes: envNumber('BENCH_BIKES', 50, 1),
  days,
  /** Days of history stored at each measurement (the last is always BENCH_DAYS). */
  phases: [...new Set([...numbers('BENCH_PHASES', '1,30,90').filter((d) => d < days), days])],
  requests: envNumber('BENCH_REQUESTS', 200, 1),
  sweepRequests: envNumber('BENCH_SWEEP_REQUESTS', 50, 0),
  concurrency: numbers('BENCH_READ_CONCURRENCY', '1,4'),
  warmupRequests: envNumber('BENCH_WARMUP_REQUESTS', 20, 0),
  loadWorkers: envNumber('BENCH_LOAD_WORKERS', 2, 1),
  quietWaitSeconds: envNumber('BENCH_QUIET_WAIT_S', 20),
  quietPct: envNumber('BENCH_QUIET_PCT', 25),
  targetMs: envNumber('BENCH_TARGET_MS', 50, 1),
};
for (const part of config.parts) {
  if (!['ingest', 'reads'].includes(part))
    throw new Error(`BENCH_PARTS: unknown part ${part} (ingest, reads)`);
}

let aborted = false;
const isAborted = () => aborted;

async function main() {
  ensureBuilt();
  console.log(
    `bench:tracker ${new Date().toISOString()} node ${process.version}, ${cpus().length} CPUs ` +
      `(${cpus()[0]?.model ?? '?'}), ${fmt(totalmem() / 2 ** 30, 1)} GiB RAM, load average ` +
      `${loadavg()
        .map((l) => fmt(l, 2))
        .join(' ')}`,
  );
  console.log(`server: ${serverVersion()}`);
  console.log(`PostgreSQL ${new URL(config.adminUrl).host}`);
  const ingest = [];
  let reads;
  if (config.parts.includes('ingest')) {
    log(
      `part 1, ingest: ${config.ingestBikes} bikes, ${config.seconds} s per mode, modes ` +
        `${config.modes.map((m) => m.name).join(', ')}`,
    );
    for (const mode of config.modes) {
      if (aborted) break;
      ingest.push(await runIngestMode(config, mode, isAborted));
    }
  }
  if (config.parts.includes('reads') && !aborted) {
    log(
      `part 2, reads: ${config.bikes} bikes × ${config.days} days, one position per 10 s, ` +
        `measured with ${config.phases.join(', ')} day(s) stored`,
    );
    reads = await runReads(config, isAborted);
  }
  if (ingest.length) printIngest(ingest);
  if (reads) printReads(config, reads);
}

stopOnSignals(isAborted, () => (aborted = true));

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
