/**
 * Merge fields of a mailing: `{{first_name}}` and friends in the subject and the
 * text, filled per recipient. An unknown field is an error before anything is sent.
 */
export const MERGE_FIELDS = ['first_name', 'full_name', 'portal_name', 'unsubscribe_url'] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
export type MergeValues = Record<MergeField, string>;

const FIELD = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The distinct field names a text uses, in order of first use. */
export function fieldsIn(text: string): string[] {
  return [...new Set([...text.matchAll(FIELD)].map((match) => match[1] ?? ''))];
}

/** The names a text uses that are not merge fields ("{{ frist_name }}", "{{}}"). */
export function unknownFields(text: string): string[] {
  return fieldsIn(text).filter((name) => !(MERGE_FIELDS as readonly string[]).includes(name));
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * The text with every field filled. In HTML the values are escaped (a name is text, never
 * markup). Throws on an unknown field: check with unknownFields first.
 */
export function fillMergeFields(
  text: string,
  values: MergeValues,
  options: { html?: boolean } = {},
): string {
  return text.replace(FIELD, (_whole, name: string) => {
    if (!(MERGE_FIELDS as readonly string[]).includes(name)) {
      throw new Error(`Unknown merge field {{${name}}}`);
    }
    const value = values[name as MergeField];
    return options.html ? escapeHtml(value) : value;
  });
}

/** "Stijn Student" → "Stijn"; an empty name stays empty. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}
