import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvText, defuseCell, restoreCell } from './cells';

describe('defuseCell (OWASP CSV injection)', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['=1+1\n+1', "'=1+1\n+1"],
    ['=1+1\r\n+1', "'=1+1\r\n+1"],
    ['+1+1\n', "'+1+1\n"],
    ['-1+1\n=2', "'-1+1\n=2"],
    ['@SUM(1)\n', "'@SUM(1)\n"],
    ['\t=1+1\n', "'\t=1+1\n"],
    ['\r=1+1\n', "'\r=1+1\n"],
    ['=HYPERLINK("http://evil.example")', `'=HYPERLINK("http://evil.example")`],
    ["'=1+1", "''=1+1"],
    ['-5.00', "'-5.00"],
  ])('%j is written as %j', (cell, written) => {
    expect(defuseCell(cell)).toBe(written);
    expect(restoreCell(written)).toBe(cell);
  });

  it.each(['Stijn Student', '1500.00', '', ' =1+1 spaced', 'a=1', 'line one\n=2', "it's"])(
    'leaves %j as it is',
    (cell) => {
      expect(defuseCell(cell)).toBe(cell);
      expect(restoreCell(cell)).toBe(cell);
    },
  );
});

describe('csvText', () => {
  it('writes CRLF rows, quotes line breaks, and defuses every cell', () => {
    const text = csvText([
      ['name', 'note'],
      ['=1+1\n+1', 'plain'],
    ]);
    expect(text).toBe('name,note\r\n"\'=1+1\n+1",plain');
    expect(Papa.parse(text).data).toEqual([
      ['name', 'note'],
      ["'=1+1\n+1", 'plain'],
    ]);
  });
});
