// Runs `npm run build` only when what the build reads changed since the last build, so that a
// restart of `npm start` (or a second `npm run test:e2e`) skips the ~20 s web and server build.
// The stamp is a hash of those inputs, written beside the server bundle after a build succeeds;
// a fresh clone has none and builds, as before.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What `npm run build` reads: the sources of the web app, the server and the packages it bundles. */
export const BUILD_INPUTS = [
  'apps/web',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'packages/contract',
  'tools/simulator',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
];
/** Never inputs: installed packages and earlier output. */
const SKIPPED = new Set(['node_modules', 'dist']);
/** The outputs that must be there for a build to count as done. */
export const BUILD_OUTPUTS = ['apps/server/dist/main.js', 'apps/web/dist/index.html'];
export const STAMP = 'apps/server/dist/build-stamp.txt';

/** The files under `path` (or `path` itself), relative to `root`; none when it does not exist. */
function files(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true })
    .filter((e) => !SKIPPED.has(e.name) && (e.isDirectory() || e.isFile()))
    .flatMap((e) => files(root, join(path, e.name)));
}

/**
 * A hash of every input file's path and content, and of the VITE_* variables the web build
 * bakes in (`VITE_API_BASE`).
 */
export function inputsHash(root, env = process.env) {
  const hash = createHash('sha256');
  const paths = BUILD_INPUTS.flatMap((input) => files(root, input)).sort();
  for (const path of paths) {
    hash.update(`${path.split(sep).join('/')}\0`);
    hash.update(readFileSync(join(root, path)));
    hash.update('\0');
  }
  for (const name of Object.keys(env)
    .filter((n) => n.startsWith('VITE_'))
    .sort()) {
    hash.update(`${name}=${env[name]}\0`);
  }
  return hash.digest('hex');
}

/** Whether a build is needed, and why: the answer `npm start` acts on. */
export function buildNeeded(root, env = process.env) {
  const hash = inputsHash(root, env);
  const missing = BUILD_OUTPUTS.find((output) => !existsSync(join(root, output)));
  if (missing) return { needed: true, hash, reason: `${missing} is missing` };
  const stamp = join(root, STAMP);
  if (!existsSync(stamp)) return { needed: true, hash, reason: 'no build stamp' };
  if (readFileSync(stamp, 'utf8').trim() !== hash) {
    return { needed: true, hash, reason: 'the sources changed since the last build' };
  }
  return { needed: false, hash, reason: 'the build is up to date' };
}

/** Builds when needed; the stamp is removed first, so an interrupted build builds again. */
export function buildIfChanged(root, run = defaultRun, env = process.env) {
  const decision = buildNeeded(root, env);
  if (!decision.needed) {
    console.log(`Build skipped: ${decision.reason}.`);
    return decision;
  }
  console.log(`Building: ${decision.reason}.`);
  rmSync(join(root, STAMP), { force: true });
  run();
  writeFileSync(join(root, STAMP), `${decision.hash}\n`);
  return decision;
}

function defaultRun() {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { stdio: 'inherit', shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildIfChanged(join(import.meta.dirname, '..'));
}
