import { GROUP_LIMITS, MANDATE_LIMITS } from './types';

/**
 * Spec §5 rule strings (shared/validation) of the coaching forms, shared by the forms and the
 * API so a 422 carries the form's own message.
 */
export const COACHING_RULES = {
  /** /approvals: asking for a mandate. */
  mandateRequest: {
    student_id: 'required',
    reason: `required|min:${MANDATE_LIMITS.minReason}|max:${MANDATE_LIMITS.maxReason}`,
  },
  /** /approvals: approving or declining, always with a reason. */
  mandateDecision: {
    reason: `required|min:${MANDATE_LIMITS.minReason}|max:${MANDATE_LIMITS.maxReason}`,
  },
  /** A course's group (by hand). */
  group: { name: `required|max:${GROUP_LIMITS.maxNameLength}` },
  /** /admin/settings/approvals. */
  approvalSettings: { mandate_days: 'required' },
} as const satisfies Record<string, Record<string, string>>;
