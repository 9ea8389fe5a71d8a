import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorResponse, messageResponse } from '@depot/contract';
import { describe, expect, it } from 'vitest';
import { withErrors } from '../../src/lib/route-errors';
import { SERVER_SRC } from '../table-writes';

describe('withErrors', () => {
  it("adds the contract's error body under each status named", () => {
    expect(withErrors({ 200: messageResponse }, 401, 403, 409)).toEqual({
      200: messageResponse,
      401: errorResponse,
      403: errorResponse,
      409: errorResponse,
    });
  });

  it('adds none when none is named', () => {
    expect(withErrors({ 201: messageResponse })).toEqual({ 201: messageResponse });
  });

  it('is the one place a routes file gets its error answers from', () => {
    const modules = join(SERVER_SRC, 'modules');
    const declaring = readdirSync(modules).flatMap((area) =>
      readdirSync(join(modules, area))
        .filter((f) => f.endsWith('.routes.ts'))
        .filter((f) => /\d{3}: errorResponse/.test(readFileSync(join(modules, area, f), 'utf8')))
        .map((f) => `${area}/${f}`),
    );
    expect(declaring).toEqual([]);
  });
});
