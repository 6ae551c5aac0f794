/** Spec §8: the four ways an error is shown. */
export type ErrorTemplate = 'block' | 'toast' | 'modal' | 'panel';

/**
 * Each error of the §8 catalogue and its default template. §8 fixes render (block), error
 * toasts for API errors, not-found, not-enrolled and session loss (toast), the 402 page and
 * the inline upvote error; the rest are our choices, explained beside them.
 */
export const DEFAULT_TEMPLATES = {
  /** A screen that could not render: block with go back and go home. */
  render: 'block',
  /** A failed API call in the browser: toast with the first error's detail. */
  api_error: 'toast',
  /** 402: the payment-required page takes the place of the screen. */
  payment_required: 'block',
  not_found: 'toast',
  not_enrolled: 'toast',
  /** 408 is a busy API like 502–504: a toast, the user can simply try again. */
  no_response: 'toast',
  /** 501 "Action response not expected": an action of the user failed oddly; a modal makes sure it is read. */
  fallback: 'modal',
  /** A form's general error sits inside the form, as a panel above its buttons. */
  form: 'panel',
  /** modals.feedback.project.result.already_upvoted is an error toast. */
  already_upvoted: 'toast',
  /** Other upvote failures: inline on the project card. */
  upvote_failed: 'panel',
  /** logout.timeout warning. */
  session_loss: 'toast',
} as const satisfies Record<string, ErrorTemplate>;

export type ErrorName = keyof typeof DEFAULT_TEMPLATES;

/** Spec §8: a block offers these two ways out, in this order (labels already in common.*). */
export const BLOCK_ACTIONS = [
  { action: 'go_back', labelKey: 'common.goBack' },
  { action: 'go_home', labelKey: 'common.goHome' },
] as const;
