import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rules that keep areas apart fail on the imports they exist to stop. */
const root = resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: root });

async function ruleIds(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId);
}

describe('area boundaries', { timeout: 60_000 }, () => {
  it("refuses a server module reaching into another module's files", async () => {
    const ids = await ruleIds(
      'apps/server/src/modules/pos/probe.ts',
      "export { gallonsPerDay } from '../dashboard/reports.service';\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it("allows the same through the other module's index.ts", async () => {
    const ids = await ruleIds(
      'apps/server/src/modules/pos/probe.ts',
      "export { gallonsPerDay } from '../dashboard';\n",
    );
    expect(ids).toEqual([]);
  });

  it('refuses an import cycle between modules', async () => {
    // pos already imports depots; depots importing pos closes a cycle.
    const ids = await ruleIds(
      'apps/server/src/modules/depots/depots.service.ts',
      "export { salesTotal } from '../pos';\n",
    );
    expect(ids).toContain('import-x/no-cycle');
  });

  it('refuses a web feature importing another feature', async () => {
    const ids = await ruleIds(
      'apps/web/src/features/pos/probe.ts',
      "export * from '../income/income-page';\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('refuses console logging in the server', async () => {
    const ids = await ruleIds('apps/server/src/lib/probe.ts', "console.log('x');\n");
    expect(ids).toContain('no-console');
  });
});
