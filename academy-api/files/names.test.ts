import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_LENGTH } from './limits';
import { cleanFileName, contentDisposition } from './names';

describe('cleanFileName', () => {
  it('keeps the last path segment without control characters or separators', () => {
    expect(cleanFileName('C:\\Users\\stijn\\Desktop\\report.pdf')).toBe('report.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\u001fc\u007f.txt')).toBe('abc.txt');
    expect(cleanFileName('"quoted" <name>?.png')).toBe('quoted name.png');
    expect(cleanFileName('..hidden')).toBe('hidden');
    expect(cleanFileName('  spaced   out  .md ')).toBe('spaced out .md');
  });

  it('is never empty, and keeps the extension of a long name', () => {
    expect(cleanFileName('')).toBe('file');
    expect(cleanFileName(undefined)).toBe('file');
    expect(cleanFileName('///')).toBe('file');
    const long = cleanFileName(`${'ä'.repeat(500)}.docx`);
    expect([...long]).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(long.endsWith('.docx')).toBe(true);
  });

  it('drops broken Unicode', () => {
    expect(cleanFileName('a\uD800b.png')).toBe('ab.png');
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact name (RFC 5987)', () => {
    expect(contentDisposition('attachment', 'Verslag één (1).pdf')).toBe(
      `attachment; filename="Verslag __n (1).pdf"; filename*=UTF-8''Verslag%20%C3%A9%C3%A9n%20%281%29.pdf`,
    );
    expect(contentDisposition('inline', 'a"b\\c%.png')).toBe(
      `inline; filename="a_b_c_.png"; filename*=UTF-8''a%22b%5Cc%25.png`,
    );
  });
});
