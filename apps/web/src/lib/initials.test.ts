import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of a full name', () => {
    expect(initials('Siti Rahma')).toBe('SR');
    expect(initials('  budi  santoso wibowo ')).toBe('BS');
  });

  it('takes two letters of a single word, such as a username', () => {
    expect(initials('depot1')).toBe('DE');
    expect(initials('x')).toBe('X');
    expect(initials('')).toBe('');
  });
});
