/** Spec §3: the academy prefix is stripped from a role before it is matched against a tag. */
const ACADEMY_PREFIX = 'academy_';

/**
 * A hashtag: '#' at the start or after white space, then letters, digits, '_' or '-'. The
 * white-space rule keeps URL fragments (https://x.org/#top) in descriptions from counting.
 */
const HASHTAG = /(^|\s)#([\p{L}\p{N}_-]+)/gu;

/** The tags in a description, lower case and without '#' ("#Coach #admin" → coach, admin). */
export function hashtags(description: string): string[] {
  return [...description.matchAll(HASHTAG)].map((match) => (match[2] ?? '').toLowerCase());
}

/** A role as tags name it: lower case, academy_ prefix stripped (academy_admin → admin). */
export function roleTag(role: string): string {
  const lower = role.toLowerCase();
  return lower.startsWith(ACADEMY_PREFIX) ? lower.slice(ACADEMY_PREFIX.length) : lower;
}

/**
 * Spec §4: "Only projects whose hashtag matches one of the user's roles show." A project
 * without tags targets nobody.
 */
export function matchesRoles(description: string, roles: readonly string[]): boolean {
  const held = new Set(roles.map(roleTag));
  return hashtags(description).some((tag) => held.has(tag));
}

/** Spec §3: hashtags are hidden from the displayed description (and the gaps they leave). */
export function hideHashtags(description: string): string {
  return description
    .replace(HASHTAG, '$1')
    .split('\n')
    .map((line) => line.replace(/[ \t]{2,}/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
