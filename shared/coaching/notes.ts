/** A coach's private note (/coach/mentees, the participant's page): plain text, 1–5,000 characters. */
export const NOTE_MAX = 5000;

/** The §5 rule string of the note form, shared with the API (a 422 carries the form's message). */
export const NOTE_RULES = { body: `required|max:${NOTE_MAX}` } as const;
