/**
 * Profiles (SCREENS "Learning": /profile and /profiles/{account}): what a profile holds and the
 * limits the form and the Academy API share.
 */

/** Private: only the account, their coaches and students, and staff who help accounts. */
export const PROFILE_VISIBILITIES = ['private', 'portal'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

/** A link on a profile: a label and an http(s) address. */
export interface ProfileLink {
  label: string;
  url: string;
}

export const PROFILE_LIMITS = {
  headline: 120,
  /** Plain text; line breaks are kept. */
  bio: 2000,
  links: 5,
  linkLabel: 60,
  linkUrl: 500,
} as const;

/** Spec §9: avatars are resized to this width (and cropped square) on upload. */
export const AVATAR_WIDTH = 150;

/** The §5 rule strings of the profile form's fields (links are checked one by one below). */
export const PROFILE_RULES = {
  headline: `max:${PROFILE_LIMITS.headline}`,
  links: `max:${PROFILE_LIMITS.links}`,
  bio: `max:${PROFILE_LIMITS.bio}`,
  visibility: `required|in_array:${PROFILE_VISIBILITIES.join(',')}`,
} as const;

/** A link's address: http or https with a host (isSafeLinkUrl checks it once more). */
const URL_RULE = `max:${PROFILE_LIMITS.linkUrl}|regex:^https?://[^\\s/$.?#][^\\s]*$`;

/** A saved link: the address is required; without a label the address's host is shown. */
export const LINK_RULES = {
  label: `max:${PROFILE_LIMITS.linkLabel}`,
  url: `required|${URL_RULE}`,
} as const;

/** The form's link rows: an empty row is left out when saving, so nothing is required. */
export const LINK_FORM_RULES = { label: LINK_RULES.label, url: URL_RULE } as const;

/** The label a link shows: its own, or the address's host name. */
export function linkLabel(link: ProfileLink): string {
  if (link.label.trim()) return link.label.trim();
  try {
    return new URL(link.url).hostname;
  } catch {
    return link.url;
  }
}

/**
 * Whether a link may be shown as a link: http or https only (never javascript:, data: …), and
 * a host. The API refuses anything else; the page checks again before rendering an href.
 */
export function isSafeLinkUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Plain text as stored: no control characters except line breaks and tabs, line endings as
 * \n, at most two blank lines in a row, trimmed.
 */
export function cleanPlainText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
      .replace(/\n{4,}/g, '\n\n\n')
      .trim()
  );
}
