import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'tools/*/src/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'apps/*/test/unit/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'api',
          include: ['tools/*/src/**/*.test.ts', 'apps/server/test/api/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
