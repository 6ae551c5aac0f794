/** sitemaps.org protocol 0.9. */
export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapEntry {
  /** Absolute URL (at most 2,048 characters, per the protocol). */
  loc: string;
  /** W3C datetime of the last change, when known. */
  lastmod?: string | null;
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for an XML element or attribute: the five predefined entities; characters XML 1.0 forbids are dropped. */
export function xmlEscape(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

/** A W3C datetime to the second (`2026-03-01T09:30:00Z`); null for a missing or bad date. */
export function w3cDatetime(value: string | Date | null | undefined): string | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The newest `updatedAt` of some courses (W3C datetime), or null when there are none. */
export function newestUpdate(courses: readonly { updatedAt: string }[]): string | null {
  let newest: number | null = null;
  for (const course of courses) {
    const time = new Date(course.updatedAt).getTime();
    if (!Number.isNaN(time) && (newest === null || time > newest)) newest = time;
  }
  return newest === null ? null : w3cDatetime(new Date(newest));
}

/** A sitemaps.org `urlset` document. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = w3cDatetime(entry.lastmod);
    return [
      '  <url>',
      `    <loc>${xmlEscape(entry.loc)}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NAMESPACE}">`,
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
