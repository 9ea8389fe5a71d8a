import { describe, expect, it } from 'vitest';
import { prettyTransport } from '../../src/config/logger';

const present = (name: string) => `/app/node_modules/${name}/index.js`;
const absent = (name: string): string => {
  throw Object.assign(new Error(`Cannot find module '${name}'`), { code: 'MODULE_NOT_FOUND' });
};

// pino-pretty is a development dependency: a production install (npm ci --omit=dev) has none.
describe('readable log lines in a terminal', () => {
  it('uses pino-pretty, by its resolved path, when a person watches the terminal', () => {
    expect(prettyTransport(true, present)).toEqual({
      target: '/app/node_modules/pino-pretty/index.js',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
    });
  });

  it('writes JSON lines when pino-pretty is not installed, instead of failing to start', () => {
    expect(prettyTransport(true, absent)).toBeUndefined();
  });

  it('writes JSON lines for log collectors (no terminal), whether or not it is installed', () => {
    expect(prettyTransport(false, present)).toBeUndefined();
    expect(prettyTransport(false, absent)).toBeUndefined();
  });
});
