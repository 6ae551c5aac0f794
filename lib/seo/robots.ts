/**
 * Disallow lines for areas matched per path segment (as lib/proxy/routing.ts does): `/admin$`
 * (the area itself) and `/admin/` (beneath it). A bare `Disallow: /profile` would be a prefix
 * and also hide `/profiles/…` or `/courses-x` (RFC 9309 §2.2.3 defines `$` as end of path).
 */
export function disallowRules(
  areas: readonly string[],
  prefixes: readonly string[] = [],
  /** Areas whose pages beneath are public (/catalog/{course}): only the area itself. */
  openBeneath: readonly string[] = [],
): string[] {
  const trim = (area: string) => `/${area.replace(/^\/+|\/+$/g, '')}`;
  const open = new Set(openBeneath.map(trim));
  const rules: string[] = [];
  for (const area of areas) {
    const path = trim(area);
    if (path === '/') continue;
    rules.push(`${path}$`);
    if (!open.has(path)) rules.push(`${path}/`);
  }
  for (const prefix of prefixes) rules.push(prefix);
  return [...new Set(rules)];
}

/** A robots.txt for every crawler: all of `/` but the given rules, and where the sitemap is. */
export function robotsTxt(params: { disallow: readonly string[]; sitemapUrl: string }): string {
  // A line break in a value would start a new directive: never let one through.
  const clean = (value: string) => value.replace(/[\r\n]/g, '');
  return [
    'User-agent: *',
    'Allow: /',
    ...params.disallow.map((rule) => `Disallow: ${clean(rule)}`),
    '',
    `Sitemap: ${clean(params.sitemapUrl)}`,
    '',
  ].join('\n');
}
