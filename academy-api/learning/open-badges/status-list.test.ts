import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeStatusList, encodeStatusList, statusBit } from './status-list';

describe('the Bitstring Status List encoding', () => {
  it('is multibase base64url of the GZIP of 131,072 bits, index 0 the first byte’s top bit', () => {
    const encoded = encodeStatusList([0, 9, 131_071]);
    expect(encoded.startsWith('u')).toBe(true);
    expect(encoded.slice(1)).toMatch(/^[A-Za-z0-9_-]+$/);
    const bytes = gunzipSync(Buffer.from(encoded.slice(1), 'base64url'));
    expect(bytes.length).toBe(16_384);
    expect(bytes[0]).toBe(0b1000_0000);
    expect(bytes[1]).toBe(0b0100_0000);
    expect(bytes[16_383]).toBe(0b0000_0001);
    expect(bytes.subarray(2, 16_383).every((byte) => byte === 0)).toBe(true);
  });

  it('decodes to the same bits', () => {
    const bits = decodeStatusList(encodeStatusList([3, 4, 1000]));
    expect(bits).not.toBeNull();
    const set = [0, 3, 4, 5, 999, 1000, 1001].map((index) => statusBit(bits as Uint8Array, index));
    expect(set).toEqual([false, true, true, false, false, true, false]);
    expect(statusBit(bits as Uint8Array, 131_072)).toBeNull();
    expect(statusBit(bits as Uint8Array, -1)).toBeNull();
  });

  it('refuses an index outside the list, and lists that are not lists or too large', () => {
    expect(() => encodeStatusList([131_072])).toThrow(RangeError);
    expect(() => encodeStatusList([1.5])).toThrow(RangeError);
    expect(decodeStatusList('u!!')).toBeNull();
    expect(decodeStatusList('uAAAA')).toBeNull();
    // A GZIP bomb: 16 MB of zeros is refused above the 128 KB it may expand to.
    expect(decodeStatusList(encodeStatusList([], 8 * 16_000_000))).toBeNull();
  });
});
