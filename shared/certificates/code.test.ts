import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  formatCode,
  generateCode,
  isCertificateCode,
  normalizeCode,
} from './code';

describe('certificate codes', () => {
  it('has 12 characters of an alphabet without look-alikes', () => {
    expect(CODE_LENGTH).toBe(12);
    expect(CODE_ALPHABET).toHaveLength(32);
    for (const lookAlike of ['I', 'O', '0', '1']) expect(CODE_ALPHABET).not.toContain(lookAlike);
  });

  it('draws every character from the random source', () => {
    let n = 0;
    const counting = (max: number) => n++ % max;
    expect(generateCode(counting)).toBe('ABCDEFGHJKLM');
    expect(generateCode(() => 31)).toBe('999999999999');
  });

  it('refuses a source that goes out of range', () => {
    expect(() => generateCode(() => 32)).toThrow(RangeError);
  });

  it('makes valid, different codes from crypto.randomInt', () => {
    const codes = new Set(Array.from({ length: 200 }, () => generateCode(randomInt)));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(isCertificateCode(code)).toBe(true);
  });

  it('reads a typed code back in any case, with dashes or spaces', () => {
    expect(normalizeCode('abcd-efgh-jklm')).toBe('ABCDEFGHJKLM');
    expect(normalizeCode(' ABCD EFGH JKLM ')).toBe('ABCDEFGHJKLM');
    expect(normalizeCode('ABCDEFGHJKL')).toBeNull();
    expect(normalizeCode('ABCDEFGHJKLO')).toBeNull();
    expect(normalizeCode("' or 1=1 --")).toBeNull();
  });

  it('groups a code in fours for print', () => {
    expect(formatCode('ABCDEFGHJKLM')).toBe('ABCD-EFGH-JKLM');
  });
});
