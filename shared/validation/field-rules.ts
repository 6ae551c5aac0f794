/**
 * The spec §5 rules of every field a person fills in, shared by the browser's forms and the
 * Academy API, so a crafted request meets exactly the checks the form showed.
 */
export const FIELD_RULES = {
  signIn: { email: 'required|is_email|max:255', password: 'required|max:1024' },
  register: {
    full_name: 'required|min:2|max:100',
    email: 'required|is_email|max:255',
    password: 'required|min:8|max:200',
  },
  account: { full_name: 'required|min:2|max:100' },
  feedback: { feedback: 'required|max:10000' },
  portfolioItem: {
    title: 'required|min:3|max:120',
    description: 'max:2000',
    kind: 'required|in_array:achievement,assignment,reflection',
  },
} as const satisfies Record<string, Record<string, string>>;
