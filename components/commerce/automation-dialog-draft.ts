import type { AutomationInput, OrderAutomation } from '@/lib/resources/commerce';
import {
  AUTOMATION_MESSAGE_MAX,
  AUTOMATION_NAME_MAX,
  SUBSCRIPTION_MONTHS_MAX,
} from '@/shared/commerce/automations';

/** The automation form as typed: the months as text, kept while the subscription step is off. */
export interface AutomationDraft {
  name: string;
  trigger: AutomationInput['trigger'];
  /** Empty: every order. */
  productId: string;
  courseIds: string[];
  subscribe: boolean;
  months: string;
  /** Empty: no coach. */
  coachId: string;
  message: string;
  active: boolean;
}

/** The fields with a message, in screen order; `actions` is "choose at least one thing to do". */
export const AUTOMATION_FIELDS = ['name', 'actions', 'months', 'message'] as const;
export type AutomationField = (typeof AUTOMATION_FIELDS)[number];
export type AutomationErrors = Partial<Record<AutomationField, string>>;

/** The API's attributes as the form's fields (a 422 names those); the rest goes above the form. */
export const AUTOMATION_API_FIELDS: Readonly<Record<string, AutomationField>> = {
  name: 'name',
  course_ids: 'actions',
  coach_id: 'actions',
  subscription_months: 'months',
  message: 'message',
};

/** A new automation subscribes for a year until a product with a term of its own is chosen. */
const DEFAULT_MONTHS = 12;
const WHOLE = /^\d+$/;

export function automationDraftOf(automation: OrderAutomation | null): AutomationDraft {
  return {
    name: automation?.name ?? '',
    trigger: automation?.trigger ?? 'paid',
    productId: automation?.productId ?? '',
    courseIds: automation?.courses.map((course) => course.id) ?? [],
    subscribe: Boolean(automation?.subscriptionMonths),
    months: String(automation?.subscriptionMonths ?? DEFAULT_MONTHS),
    coachId: automation?.coachId ?? '',
    message: automation?.message ?? '',
    active: automation?.active ?? true,
  };
}

/**
 * Checks the automation form: a name of at most 120 characters, 1–120 months when it starts a
 * subscription, a notification of at most 500 characters, and at least one thing to do (a
 * course, the subscription, a coach or a notification). The errors are message keys.
 */
export function parseAutomationDraft(
  draft: AutomationDraft,
): { input: AutomationInput; errors: null } | { input: null; errors: AutomationErrors } {
  const errors: AutomationErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = 'nameRequired';
  else if ([...name].length > AUTOMATION_NAME_MAX) errors.name = 'nameTooLong';
  const months = draft.months.trim();
  const monthCount = Number(months);
  if (
    draft.subscribe &&
    (!WHOLE.test(months) || monthCount < 1 || monthCount > SUBSCRIPTION_MONTHS_MAX)
  ) {
    errors.months = 'monthsRange';
  }
  const message = draft.message.trim();
  if ([...message].length > AUTOMATION_MESSAGE_MAX) errors.message = 'messageTooLong';
  if (draft.courseIds.length === 0 && !draft.subscribe && !draft.coachId && !message) {
    errors.actions = 'nothingToDo';
  }
  if (Object.keys(errors).length > 0) return { input: null, errors };
  return {
    input: {
      name,
      trigger: draft.trigger,
      productId: draft.productId || null,
      courseIds: draft.courseIds,
      subscriptionMonths: draft.subscribe ? monthCount : null,
      coachId: draft.coachId || null,
      message,
      active: draft.active,
    },
    errors: null,
  };
}
