/**
 * The §5 rule strings of the label form, shared with the API (a crafted request meets exactly
 * the checks the form showed). A name per language; English is the one every label has.
 */
export const LABEL_NAME_MAX = 40;

export const LABEL_RULES = {
  name_en: `required|max:${LABEL_NAME_MAX}`,
  name_nl: `max:${LABEL_NAME_MAX}`,
  name_ro: `max:${LABEL_NAME_MAX}`,
  color: 'required|regex:^#[0-9a-fA-F]{6}$',
} as const;

export const LABEL_LOCALES = ['en', 'nl', 'ro'] as const;
export type LabelLocale = (typeof LABEL_LOCALES)[number];
