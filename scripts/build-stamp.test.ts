import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildIfChanged, buildNeeded, STAMP } from './build-stamp.mjs';

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
/** What `npm run build` leaves behind. */
const fakeBuild = vi.fn(() => {
  write('apps/server/dist/main.js', 'server');
  write('apps/web/dist/index.html', '<html>');
});
const env = { VITE_API_BASE: '/api' };

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-stamp-'));
  write('apps/web/src/main.tsx', 'render()');
  write('apps/web/node_modules/.vite/cache.json', '{}');
  write('apps/server/src/main.ts', 'listen()');
  write('apps/server/build.mjs', 'build()');
  write('packages/contract/src/messages.ts', 'export {}');
  write('tools/simulator/src/index.ts', 'export {}');
  write('package-lock.json', '{"lockfileVersion":3}');
  fakeBuild.mockClear();
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start builds only when the sources changed', () => {
  it('builds a fresh clone, then skips the build on the next start', () => {
    expect(buildNeeded(root, env)).toMatchObject({
      needed: true,
      reason: 'apps/server/dist/main.js is missing',
    });
    expect(buildIfChanged(root, fakeBuild, env).needed).toBe(true);
    expect(fakeBuild).toHaveBeenCalledTimes(1);
    expect(readFileSync(join(root, STAMP), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);

    expect(buildIfChanged(root, fakeBuild, env)).toMatchObject({
      needed: false,
      reason: 'the build is up to date',
    });
    expect(fakeBuild).toHaveBeenCalledTimes(1);
  });

  it.each([
    'apps/web/src/main.tsx',
    'apps/server/src/main.ts',
    'apps/server/build.mjs',
    'packages/contract/src/messages.ts',
    'tools/simulator/src/index.ts',
    'package-lock.json',
  ])('builds again after %s changed', (path) => {
    buildIfChanged(root, fakeBuild, env);
    write(path, 'changed');
    expect(buildNeeded(root, env)).toMatchObject({
      needed: true,
      reason: 'the sources changed since the last build',
    });
  });

  it('builds again after a new source file appeared', () => {
    buildIfChanged(root, fakeBuild, env);
    write('apps/server/src/modules/new.ts', 'export {}');
    expect(buildNeeded(root, env).needed).toBe(true);
  });

  it('builds again when VITE_API_BASE, which the web build bakes in, differs', () => {
    buildIfChanged(root, fakeBuild, env);
    expect(buildNeeded(root, { VITE_API_BASE: '/other' }).needed).toBe(true);
    expect(buildNeeded(root, {}).needed).toBe(true);
    expect(buildNeeded(root, { ...env, PORT: '3001' }).needed).toBe(false);
  });

  it('ignores installed packages and earlier output', () => {
    buildIfChanged(root, fakeBuild, env);
    write('apps/web/node_modules/.vite/cache.json', '{"changed":true}');
    write('apps/web/dist/assets/index.js', 'old chunk');
    expect(buildNeeded(root, env).needed).toBe(false);
  });

  it('builds again when an output is gone', () => {
    buildIfChanged(root, fakeBuild, env);
    rmSync(join(root, 'apps/web/dist'), { recursive: true });
    expect(buildNeeded(root, env)).toMatchObject({
      needed: true,
      reason: 'apps/web/dist/index.html is missing',
    });
  });

  it('builds again after a build that failed half-way', () => {
    buildIfChanged(root, fakeBuild, env);
    write('apps/web/src/main.tsx', 'changed');
    expect(() =>
      buildIfChanged(
        root,
        () => {
          throw new Error('vite failed');
        },
        env,
      ),
    ).toThrow('vite failed');
    write('apps/web/src/main.tsx', 'render()');
    expect(buildNeeded(root, env)).toMatchObject({ needed: true, reason: 'no build stamp' });
  });
});
