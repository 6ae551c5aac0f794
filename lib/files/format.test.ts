import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format';

describe('formatFileSize', () => {
  it('uses decimal units, like the spec’s 50,000,000-byte limit', () => {
    expect(formatFileSize(50_000_000, 'en')).toBe('50 MB');
    expect(formatFileSize(1_234_567, 'en')).toBe('1.2 MB');
    expect(formatFileSize(340_000, 'en')).toBe('340 kB');
    expect(formatFileSize(999, 'en')).toBe('999 bytes');
    expect(formatFileSize(2_500_000_000, 'en')).toBe('2.5 GB');
  });

  it('speaks the page’s language', () => {
    expect(formatFileSize(1_234_567, 'nl')).toBe('1,2 MB');
    expect(formatFileSize(1_234_567, 'ro')).toBe('1,2 MB');
  });
});
