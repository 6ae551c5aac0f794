import { describe, expect, it } from 'vitest';
import {
  PEOPLE_CSV_TEMPLATE,
  parsePeopleCsv,
  parsePeopleCsvBytes,
  roleNamesOf,
} from './people-csv';
import { PEOPLE_LIMITS } from './people-limits';

const rowsOf = (text: string) => {
  const result = parsePeopleCsv(text);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.rows;
};
const codes = (text: string) => rowsOf(text).map((row) => row.problems.map((p) => p.code));

describe('the people import CSV (issue 43, item 2)', () => {
  it('reads the columns in any order, with `;` or `,`, a BOM and other spellings', () => {
    const rows = rowsOf(
      '\uFEFFLanguage;Organisation;Name;E-mail;Roles\r\nnl;Acme Learning BV;Jane  Doe;jane@example.org;Student|COACH\r\n',
    );
    expect(rows).toEqual([
      {
        row: 2,
        email: 'jane@example.org',
        fullName: 'Jane Doe',
        entity: 'Acme Learning BV',
        roles: ['student', 'coach'],
        language: 'nl',
        problems: [],
      },
    ]);
  });

  it('leaves out what a file does not give: no column, or a blank cell', () => {
    const [row] = rowsOf('email,full_name\nann@example.org,\n');
    expect(row).toMatchObject({ fullName: null, entity: null, roles: null, language: null });
  });

  it('names every problem of a row by row and column, the header being row 1', () => {
    const rows = rowsOf(
      [
        'email,full_name,roles',
        'not-an-address,A,student',
        ',Bo Bakker,wizard',
        'ok@example.org,Ok Person,student',
        'OK@example.org,Ok Again,student',
        'x@example.org,Extra,student,surplus',
      ].join('\n'),
    );
    expect(rows.map((row) => row.row)).toEqual([2, 3, 4, 5, 6]);
    expect(rows.map((row) => row.problems.map((p) => [p.column, p.code]))).toEqual([
      [
        ['email', 'INVALID_EMAIL'],
        ['full_name', 'NAME_TOO_SHORT'],
      ],
      [
        ['email', 'EMAIL_REQUIRED'],
        ['roles', 'UNKNOWN_ROLE'],
      ],
      [],
      [['email', 'DUPLICATE_EMAIL']],
      [['', 'EXTRA_VALUE']],
    ]);
    expect(rows[3]?.problems[0]?.values).toEqual({ value: 'OK@example.org', first: 4 });
  });

  it('skips blank lines and keeps the row numbers of the file', () => {
    expect(rowsOf('email\n\na@example.org\n\nb@example.org\n').map((r) => r.row)).toEqual([3, 5]);
  });

  it('refuses a file that is no import: empty, not UTF-8, without email, with an unknown column', () => {
    const problem = (text: string) => {
      const result = parsePeopleCsv(text);
      return result.ok ? null : result.problems[0]?.code;
    };
    expect(problem('')).toBe('EMPTY_FILE');
    expect(problem('full_name\nJane\n')).toBe('MISSING_EMAIL_COLUMN');
    expect(problem('email,shoe_size\na@example.org,42\n')).toBe('UNKNOWN_COLUMN');
    expect(problem('email,e-mail\na@example.org,b@example.org\n')).toBe('DUPLICATE_COLUMN');
    expect(problem('email\n')).toBe('NO_ROWS');
    const latin1 = new Uint8Array([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x0a, 0xe9, 0x0a]);
    const bytes = parsePeopleCsvBytes(latin1);
    expect(bytes.ok ? null : bytes.problems[0]?.code).toBe('INVALID_ENCODING');
  });

  it(`holds at most ${PEOPLE_LIMITS.maxImportRows.toLocaleString('en')} rows`, () => {
    const lines = Array.from({ length: PEOPLE_LIMITS.maxImportRows + 1 }, (_, i) => `p${i}@x.org`);
    const result = parsePeopleCsv(`email\n${lines.join('\n')}\n`);
    expect(result.ok ? null : result.problems[0]?.code).toBe('TOO_MANY_ROWS');
    expect(parsePeopleCsv(`email\n${lines.slice(1).join('\n')}\n`).ok).toBe(true);
  });

  it('takes back the guard its own template puts before a formula, and reads the template', () => {
    const [row] = rowsOf("email,full_name\na@example.org,'=Eve\n");
    expect(row?.fullName).toBe('=Eve');
    expect(codes(PEOPLE_CSV_TEMPLATE)).toEqual([[], []]);
  });

  it('splits role lists at |, and at , or ; inside a quoted cell', () => {
    expect(roleNamesOf('student | Coach|student')).toEqual(['student', 'coach']);
    expect(roleNamesOf('academy admin; student')).toEqual(['academy_admin', 'student']);
  });
});
