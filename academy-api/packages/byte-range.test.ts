import { describe, expect, it } from 'vitest';
import { byteRange } from './play.routes';

describe('byteRange (RFC 9110 §14)', () => {
  it('reads one range of a file of 100 bytes', () => {
    expect(byteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(byteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(byteRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('serves the whole file for no range or a form it does not serve; 416 past the end', () => {
    for (const none of [undefined, '', 'bytes=', 'bytes=-', 'bytes=0-1,5-6', 'items=0-1']) {
      expect(byteRange(none, 100)).toBeNull();
    }
    expect(byteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(byteRange('bytes=9-3', 100)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 100)).toBe('unsatisfiable');
  });
});
