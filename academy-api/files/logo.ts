import sharp from 'sharp';
import {
  LOGO_RULES,
  type LogoProblem,
  logoDimensionsProblem,
} from '../../shared/portals/logo-rules';
import { errorTexts, type Locale, type TextKey } from '../i18n/error-texts';
import { ApiError, pointerTo, text } from '../jsonapi/errors';
import { unsupportedFileType } from './errors';
import type { FileStorage } from './storage';

type DimensionProblem = Exclude<LogoProblem, 'tooLarge'>;

/** Each problem's detail (`text.files`) with the rule it names. */
const DIMENSION_TEXTS: Record<DimensionProblem, [TextKey, Record<string, number>]> = {
  tooSmall: ['files.logoTooSmall', { side: LOGO_RULES.minSide }],
  tooBig: ['files.logoTooBig', { side: LOGO_RULES.maxSide }],
  aspect: ['files.logoAspect', { ratio: LOGO_RULES.maxAspect }],
};

/** 422: a picture whose dimensions the header cannot show (shared/portals/logo-rules.ts). */
export function logoDimensionsError(locale: Locale, problem: DimensionProblem) {
  const [key, values] = DIMENSION_TEXTS[problem];
  return new ApiError(422, [
    {
      code: 'VALIDATION_FAILED',
      title: errorTexts(locale).text('files.invalidLogoTitle'),
      text: text(key, values),
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
