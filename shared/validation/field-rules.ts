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
  /** /admin/accounts/{id}: an account keeps at least one role (spec §6 role strings). */
  accountRoles: { roles: 'required' },
  /** "Forgot password" asks for the address; the link's page for the new password. */
  forgotPassword: { email: 'required|is_email|max:255' },
  resetPassword: { password: 'required|min:8|max:200' },
  /** An invitation's page (issue 43): the person's name and their first password. */
  acceptInvitation: { full_name: 'required|min:2|max:100', password: 'required|min:8|max:200' },
  /** /account/details: a new password needs the current one (same rules as registration's). */
  changePassword: { current_password: 'required|max:1024', password: 'required|min:8|max:200' },
  /** /account/details: a new address, confirmed by a link mailed to it. */
  changeEmail: { email: 'required|is_email|max:255', current_password: 'required|max:1024' },
  feedback: { feedback: 'required|max:10000' },
  portfolioItem: {
    title: 'required|min:3|max:120',
    description: 'max:2000',
    kind: 'required|in_array:achievement,assignment,reflection',
  },
  /** /rate: 1–5 stars and an optional comment. */
  courseRating: { stars: 'required|in_array:1,2,3,4,5', comment: 'max:2000' },
  /** "Report a problem" on a lesson or question. */
  contentIssue: {
    category: 'required|in_array:typo,broken_media,wrong_answer,other',
    message: 'required|min:5|max:2000',
  },
} as const satisfies Record<string, Record<string, string>>;
