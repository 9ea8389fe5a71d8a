import { describe, expect, it } from 'vitest';
import { CSV_BOM, CsvSyntaxError, csvFigure, parseCsv, toCsv, unguardCell } from './csv';

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

describe('csvFigure', () => {
  it('writes whole numbers bare, without thousands dots, whatever the separator', () => {
    expect(csvFigure(6000, ';')).toBe(6000);
    expect(csvFigure(-12, ',')).toBe(-12);
  });

  it('writes a fraction with the decimal mark of the separator’s locale, two decimals at most', () => {
    expect(csvFigure(1234.567, ';')).toBe('1234,57');
    expect(csvFigure(1234.567, ',')).toBe('1234.57');
    expect(toCsv(['v'], [[csvFigure(-6.5, ';')]], ';')).toBe(`${CSV_BOM}v\r\n"-6,5"\r\n`);
  });
});
