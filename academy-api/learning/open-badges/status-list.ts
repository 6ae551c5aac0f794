import { gunzipSync, gzipSync } from 'node:zlib';
import { STATUS_LIST_LENGTH } from '../../../shared/open-badges/credential';

/**
 * A Bitstring Status List (W3C Bitstring Status List v1.0 §4.2): `length` bits, index 0 the
 * left-most (most significant) bit of the first byte, GZIP-compressed and base64url-encoded with
 * the multibase prefix `u`.
 */
export function encodeStatusList(
  setIndices: Iterable<number>,
  length = STATUS_LIST_LENGTH,
): string {
  const bytes = new Uint8Array(Math.ceil(length / 8));
  for (const index of setIndices) {
    if (!Number.isInteger(index) || index < 0 || index >= length) {
      throw new RangeError(`Status list index ${index} outside 0–${length - 1}`);
    }
    bytes[index >> 3] = (bytes[index >> 3] ?? 0) | (0x80 >> (index & 7));
  }
  return `u${gzipSync(bytes).toString('base64url')}`;
}

/** Largest compressed list taken from a credential (a 16 KB list of zeros is some 60 bytes). */
const ENCODED_MAX_CHARS = 400_000;
/** Largest list taken once expanded (1 Mbit: eight times the spec's minimum). */
const DECODED_MAX_BYTES = 131_072;

/** The bits of an encoded list, or null when it is no such list (or too large to expand). */
export function decodeStatusList(encoded: string): Uint8Array | null {
  if (typeof encoded !== 'string' || encoded.length > ENCODED_MAX_CHARS) return null;
  const body = encoded.startsWith('u') ? encoded.slice(1) : encoded;
  if (!/^[A-Za-z0-9_-]*$/.test(body)) return null;
  try {
    return new Uint8Array(
      gunzipSync(Buffer.from(body, 'base64url'), { maxOutputLength: DECODED_MAX_BYTES }),
    );
  } catch {
    return null;
  }
}

/** Whether bit `index` is set; null when the list is shorter. */
export function statusBit(bits: Uint8Array, index: number): boolean | null {
  if (!Number.isInteger(index) || index < 0 || index >= bits.length * 8) return null;
  return ((bits[index >> 3] ?? 0) & (0x80 >> (index & 7))) !== 0;
}
