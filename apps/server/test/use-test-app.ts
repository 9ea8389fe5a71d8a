import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestAppOptions, type TestContext } from './helpers';

/**
 * The app on a fresh database for the whole file (or the describe block it is called in): built
 * before the first test, closed after the last. The context it returns is filled in by then.
 */
export function useTestApp(options?: TestAppOptions): TestContext {
  const t = {} as TestContext;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  });
  afterAll(() => t.close());
  return t;
}
