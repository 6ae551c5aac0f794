import sharp from 'sharp';
import {
  LOGO_RULES,
  type LogoProblem,
  logoDimensionsProblem,
} from '../../shared/portals/logo-rules';
import { ApiError, pointerTo } from '../jsonapi/errors';
import type { Locale } from '../jsonapi/messages';
import { unsupportedFileType } from './errors';
import type { FileStorage } from './storage';

type Text = Record<Locale, string>;

const DIMENSION_TEXTS: Record<Exclude<LogoProblem, 'tooLarge'>, Text> = {
  tooSmall: {
    en: `The logo is too small: it needs at least ${LOGO_RULES.minSide} × ${LOGO_RULES.minSide} pixels.`,
    nl: `Het logo is te klein: het moet minstens ${LOGO_RULES.minSide} × ${LOGO_RULES.minSide} pixels zijn.`,
    ro: `Logoul este prea mic: trebuie să aibă cel puțin ${LOGO_RULES.minSide} × ${LOGO_RULES.minSide} pixeli.`,
  },
  tooBig: {
    en: `The logo is too large: at most ${LOGO_RULES.maxSide} pixels wide and high.`,
    nl: `Het logo is te groot: hoogstens ${LOGO_RULES.maxSide} pixels breed en hoog.`,
    ro: `Logoul este prea mare: cel mult ${LOGO_RULES.maxSide} pixeli lățime și înălțime.`,
  },
  aspect: {
    en: `The logo is too narrow or too wide: at most ${LOGO_RULES.maxAspect} times as wide as high, or as high as wide.`,
    nl: `Het logo is te smal of te breed: hoogstens ${LOGO_RULES.maxAspect} keer zo breed als hoog, of zo hoog als breed.`,
    ro: `Logoul este prea îngust sau prea lat: cel mult de ${LOGO_RULES.maxAspect} ori mai lat decât înalt sau invers.`,
  },
};

const TITLE: Text = { en: 'Invalid logo', nl: 'Ongeldig logo', ro: 'Logo invalid' };

/** 422: a picture whose dimensions the header cannot show (shared/portals/logo-rules.ts). */
export function logoDimensionsError(locale: Locale, problem: Exclude<LogoProblem, 'tooLarge'>) {
  return new ApiError(422, [
    {
      code: 'VALIDATION_FAILED',
      title: TITLE[locale],
      detail: DIMENSION_TEXTS[problem][locale],
      source: pointerTo('file'),
      meta: { rule: problem },
    },
  ]);
}

/** The largest picture decoded for its dimensions, in pixels (a decompression bomb is refused). */
const LOGO_MAX_INPUT_PIXELS = LOGO_RULES.maxSide * LOGO_RULES.maxSide;

/**
 * Checks a stored portal logo's pixels (the bytes were sniffed as PNG, JPEG, GIF or WebP and
 * are at most LOGO_RULES.maxBytes): the whole picture must decode, and its dimensions must
 * suit the header. On a refusal nothing is kept under the key (415 for bytes that are not a
 * picture after all, 422 for dimensions), so the portal's current logo stays as it was.
 */
export async function checkStoredLogo(
  storage: FileStorage,
  key: string,
  locale: Locale,
): Promise<void> {
  let problem: ApiError | null = null;
  try {
    const chunks: Uint8Array[] = [];
    for await (const chunk of await storage.get(key)) chunks.push(chunk);
    const bytes = Buffer.concat(chunks);
    const image = sharp(bytes, { limitInputPixels: LOGO_MAX_INPUT_PIXELS, failOn: 'error' });
    const { width, height } = await image.metadata();
    const dimensions = logoDimensionsProblem({ width: width ?? 0, height: height ?? 0 });
    if (dimensions && dimensions !== 'tooLarge') problem = logoDimensionsError(locale, dimensions);
    // Decoding every pixel finds a truncated or corrupt picture the header would show broken.
    else await image.stats();
  } catch {
    problem = unsupportedFileType(locale, 'portal_logo');
  }
  if (problem) {
    await storage.delete(key);
    throw problem;
  }
}
