import { describe, expect, it } from 'vitest';
import { CSV_BOM, CsvSyntaxError, parseCsv, toCsv, unguardCell } from './csv';

describe('toCsv', () => {
  it('writes a BOM, quotes what needs it and guards formulas, but not numbers', () => {
    const text = toCsv(
      ['a', 'b', 'c'],
      [
        ['=1+1', 'x, "y"', -6.2],
        ['+62 21', 'baris\nkedua', null],
      ],
    );
    expect(text).toBe(`${CSV_BOM}a,b,c\r\n'=1+1,"x, ""y""",-6.2\r\n'+62 21,"baris\nkedua",\r\n`);
  });
});

describe('parseCsv', () => {
  it('reads back what toCsv wrote, with the line each record starts on', () => {
    const text = toCsv(
      ['a', 'b'],
      [
        ['x, "y"', 'baris\nkedua'],
        ['@SUM', '3'],
      ],
    );
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, "y"', 'baris\nkedua'] },
      { line: 4, cells: ["'@SUM", '3'] },
    ]);
    expect(unguardCell("'@SUM")).toBe('@SUM');
    expect(unguardCell("'biasa")).toBe("'biasa");
  });

  it('reads semicolons when the header has no comma, and skips blank lines', () => {
    expect(parseCsv('a;b\n\n1,5;2\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 3, cells: ['1,5', '2'] },
    ]);
  });

  it('refuses an unterminated quote, naming its line', () => {
    expect(() => parseCsv('a,b\n1,"2\n3,4\n')).toThrow(CsvSyntaxError);
  });
});
