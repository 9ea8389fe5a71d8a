// Summarises a V8 .cpuprofile (node --cpu-prof, or BENCH_CPU_PROF=dir npm run bench:ingest):
// self time by package or source file, and the heaviest functions.
//
//   node bench/cpuprofile-top.mjs /tmp/prof/CPU.*.cpuprofile [top=25]
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/cpuprofile-top.mjs <file.cpuprofile> [top]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const selfMicros = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const total = [...selfMicros.values()].reduce((a, b) => a + b, 0);

function areaOf(url) {
  if (!url) return '(native / V8)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return url;
  if (url.includes('/apps/server/dist/')) return 'server bundle (apps/server/dist/main.js)';
  return url;
}

const byArea = new Map();
const byFunction = new Map();
for (const [id, micros] of selfMicros) {
  const { callFrame } = nodes.get(id);
  const area = areaOf(callFrame.url);
  byArea.set(area, (byArea.get(area) ?? 0) + micros);
  const name = `${callFrame.functionName || '(anonymous)'}  ${area}:${callFrame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
}

const pct = (m) => `${((m / total) * 100).toFixed(1).padStart(5)} %`;
const show = (title, map) => {
  console.log(`\n${title}`);
  for (const [k, v] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${pct(v)}  ${k}`);
  }
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s of samples`);
show('self time by package / file', byArea);
show('self time by function', byFunction);
