import { appendFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Unhandled errors are also written to this file (when set), so that scripts/test-api.mjs can
 * repeat them after the summary, where a CI log's tail shows them.
 */
const unhandledLog = process.env.VITEST_UNHANDLED_LOG;

export default defineConfig({
  test: {
    // Vitest's default, one worker fewer than there are cores, is a single worker on the two-core
    // CI machine, leaving one core idle. One worker a core uses both and still gives each file a
    // core of its own on an idle machine, as timing tests (actuator and login waits) expect.
    maxWorkers: availableParallelism(),
    onUnhandledError(error) {
      if (unhandledLog) {
        const where =
          'VITEST_TEST_PATH' in error ? ` (while ${String(error.VITEST_TEST_PATH)} ran)` : '';
        appendFileSync(unhandledLog, `${error.type}${where}: ${error.stack ?? error.message}\n\n`);
      }
    },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'tools/*/src/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'apps/*/test/unit/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'e2e/*.test.ts',
            'scripts/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'api',
          // The files of a worker share its module cache: the app's module graph is imported once
          // a worker, not once a file (module state is constants; each file builds its own app).
          isolate: false,
          include: ['apps/server/test/api/**/*.test.ts'],
          // Builds the migrated template databases each test file's databases are copies of.
          globalSetup: ['apps/server/test/database-templates.ts'],
          testTimeout: 20_000,
          // A file's first app on an external broker may wait for its turn (test/broker-turn.ts).
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
