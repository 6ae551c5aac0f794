/**
 * Course covers at the widths they are shown: an uploaded cover is served as a WebP
 * no wider than one of these (academy-api/files/cover.ts, `?w=` on its content path), so a card
 * loads tens of kilobytes instead of the uploaded picture (a 312 KB PNG on the guest home).
 */
export const COVER_WIDTHS = [400, 800, 1200] as const;
export type CoverWidth = (typeof COVER_WIDTHS)[number];

/** The width of `?w=`, when it is one of COVER_WIDTHS. */
export function coverWidth(value: string | undefined): CoverWidth | null {
  const width = Number(value);
  return (COVER_WIDTHS as readonly number[]).includes(width) ? (width as CoverWidth) : null;
}

/** An uploaded file's bytes through the BFF (academy-api/authoring/authoring.serializers.ts). */
const UPLOADED = /^\/api\/v1\/files\/[0-9A-Za-z-]+\/content$/;

/** How the cards lay covers out: a column on a phone, up to four across on a desktop. */
export const COVER_SIZES = '(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px';

/**
 * The `src` and `srcSet` of a cover: an uploaded one at COVER_WIDTHS (the browser picks by the
 * width it draws and the screen's density; `src` is the middle one), any other (the seeded SVGs,
 * an https URL) as it is.
 */
export function coverImage(url: string): { src: string; srcSet?: string } {
  if (!UPLOADED.test(url)) return { src: url };
  return {
    src: `${url}?w=800`,
    srcSet: COVER_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', '),
  };
}
