import { describe, expect, it } from 'vitest';
import { plainText } from './common';
import { messages } from './messages';

const issuesOf = (schema: ReturnType<typeof plainText>, value: string) =>
  schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('plainText', () => {
  const CONTROLS = [...Array(32).keys(), 127].map((c) => String.fromCharCode(c));

  it('refuses every control character in one-line text', () => {
    for (const ch of CONTROLS) {
      expect(issuesOf(plainText(50), `a${ch}b`), ch.charCodeAt(0).toString(16)).toEqual([
        messages.api.controlCharacters,
      ]);
    }
  });

  it('allows only line breaks in multi-line text', () => {
    const allowed = CONTROLS.filter(
      (ch) => plainText(50, { multiline: true }).safeParse(`a${ch}b`).success,
    );
    expect(allowed).toEqual(['\n', '\r']);
  });

  it('trims, unless told not to, before checking', () => {
    expect(plainText(10).parse('  depot1\t\n')).toBe('depot1');
    expect(issuesOf(plainText(10, { trim: false }), ' depot1\t')).toEqual([
      messages.api.controlCharacters,
    ]);
    expect(plainText(10, { trim: false }).parse(' sandi ')).toBe(' sandi ');
  });

  it('keeps other characters, and says its own message when too long', () => {
    expect(plainText(40).parse('Depot “Tirta” — Jl. Melati № 5 ✓')).toBe(
      'Depot “Tirta” — Jl. Melati № 5 ✓',
    );
    expect(issuesOf(plainText(3, { tooLong: 'Terlalu panjang.' }), 'abcd')).toEqual([
      'Terlalu panjang.',
    ]);
  });
});
