/**
 * A portal's logo (spec §1 "logo"): what the header can show well at 36 px high on a
 * phone and on a desktop. The browser checks a chosen file with these before it is sent, and
 * the API checks the stored bytes with the same numbers (academy-api/files/logo.ts).
 */
export const LOGO_RULES = {
  /** A logo is a small picture: 2 MB (decimal, like spec §9's 50 MB) is far past any real one. */
  maxBytes: 2_000_000,
  /** Narrower or lower than this cannot be read in the header. */
  minSide: 16,
  /** Larger than this is a photo, not a logo (and costs every visitor its bytes). */
  maxSide: 4096,
  /** A wordmark may be wide; wider than 8:1 (or taller than 1:8) shows as a line or a speck. */
  maxAspect: 8,
} as const;

/** What the picture may be, by its bytes (SVG is never accepted: it can carry script). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export type LogoProblem = 'tooLarge' | 'tooSmall' | 'tooBig' | 'aspect';

/** Why a file of this many bytes cannot be a logo, or null. */
export function logoSizeProblem(bytes: number): LogoProblem | null {
  return bytes > LOGO_RULES.maxBytes ? 'tooLarge' : null;
}

/** Why a picture of these dimensions (pixels) cannot be a logo, or null. */
export function logoDimensionsProblem(size: { width: number; height: number }): LogoProblem | null {
  const { width, height } = size;
  if (!(width >= LOGO_RULES.minSide && height >= LOGO_RULES.minSide)) return 'tooSmall';
  if (width > LOGO_RULES.maxSide || height > LOGO_RULES.maxSide) return 'tooBig';
  if (Math.max(width / height, height / width) > LOGO_RULES.maxAspect) return 'aspect';
  return null;
}

/**
 * The picture type a file's first bytes show (its magic number), or null: the browser checks a
 * chosen file by its content, never by its name, as the API does (academy-api/files/sniff.ts).
 */
export function logoTypeOf(head: Uint8Array): (typeof LOGO_TYPES)[number] | null {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** How many first bytes logoTypeOf reads. */
export const LOGO_SNIFF_BYTES = 12;
