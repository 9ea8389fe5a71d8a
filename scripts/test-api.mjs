// Runs the API suite on embedded PGlite, then again on the PostgreSQL server named by
// DATABASE_URL when it is set (each test file creates and drops its own database there).
import { spawnSync } from 'node:child_process';

const targets = ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])];
for (const target of targets) {
  console.log(`\nAPI tests on ${target}`);
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'api'], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DB: target },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
