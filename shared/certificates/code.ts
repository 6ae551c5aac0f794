/**
 * Verification codes (SCREENS: "codes of 10+ random characters, not enumerable"): 12 characters
 * of an alphabet without look-alikes (no I, O, 0 or 1), so a code read off paper types back.
 * 32^12 ≈ 1.2 × 10^18 codes: guessing one is hopeless at 20 lookups a minute.
 */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 12;

const CODE = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

/** A uniformly random integer in [0, max): e.g. node:crypto's randomInt. */
export type RandomInt = (max: number) => number;

/** A fresh code; `randomInt` must be a cryptographic source (crypto.randomInt) outside tests. */
export function generateCode(randomInt: RandomInt): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) {
    const index = randomInt(CODE_ALPHABET.length);
    const char = CODE_ALPHABET[index];
    if (char === undefined) throw new RangeError(`randomInt gave ${index}`);
    code += char;
  }
  return code;
}

/**
 * A code as someone may type it: any case, with spaces or dashes between groups. Null when it
 * cannot be a code (then nothing needs looking up).
 */
export function normalizeCode(input: string): string | null {
  const code = input.replace(/[\s-]+/g, '').toUpperCase();
  return CODE.test(code) ? code : null;
}

export function isCertificateCode(value: unknown): value is string {
  return typeof value === 'string' && CODE.test(value);
}

/** In groups of four for print and reading aloud: ABCD-EFGH-JKLM. */
export function formatCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}
