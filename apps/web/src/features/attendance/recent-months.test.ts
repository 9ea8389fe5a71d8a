import { describe, expect, it } from 'vitest';
import { recentMonths } from './recent-months';

describe('recentMonths', () => {
  it('counts back across a new year from the Jakarta month', () => {
    // 31 Dec 2026 18:00 UTC is already 1 Jan 2027 in Jakarta.
    expect(recentMonths(3, new Date('2026-12-31T18:00:00Z'))).toEqual([
      '2027-01',
      '2026-12',
      '2026-11',
    ]);
  });
});
