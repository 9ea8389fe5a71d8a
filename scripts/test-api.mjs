// Runs the API suite on embedded PGlite, then again on the PostgreSQL server named by
// DATABASE_URL when it is set (each test database is a clone of a template the run migrates
// once: apps/server/test/database-templates.ts). TEST_DB=pglite or TEST_DB=postgres runs it on
// that one database only (scripts/test-node24.mjs does, with pglite).
// Unhandled errors are repeated after vitest's summary, where the tail of a CI log shows them.
// Vitest runs on the Node.js that runs this script (scripts/test-node24.mjs relies on that).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'api-tests-'));
const targets = process.env.TEST_DB
  ? [process.env.TEST_DB]
  : ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])];
let status = 0;
for (const target of targets) {
  console.log(`\nAPI tests on ${target}`);
  const unhandled = join(dir, `${target}-unhandled.log`);
  const vitest = join(import.meta.dirname, '..', 'node_modules', 'vitest', 'vitest.mjs');
  const run = spawnSync(process.execPath, [vitest, 'run', '--project', 'api'], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DB: target, VITEST_UNHANDLED_LOG: unhandled },
  });
  if (existsSync(unhandled)) {
    console.error(`\nUnhandled errors on ${target}, as above:\n${readFileSync(unhandled, 'utf8')}`);
  }
  if (run.status !== 0) {
    status = run.status ?? 1;
    break;
  }
}
rmSync(dir, { recursive: true, force: true });
process.exit(status);
