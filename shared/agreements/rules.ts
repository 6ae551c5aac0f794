/** The §5 rule strings of an agreement text (the editor's form and the API). */
export const AGREEMENT_TEXT_RULES = {
  title: 'required|min:3|max:150',
  // SCREENS "The shared rich text editor": 100,000 characters per field by default.
  body_html: 'required|max:100000',
} as const;

export const AGREEMENT_DRAFT_RULES = {
  kind: 'required|in_array:terms,privacy',
  change: 'required|in_array:major,minor',
} as const;
