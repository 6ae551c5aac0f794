/**
 * The audit log (issue 42, item 5): every administrative change, as one of these actions. Pure;
 * the API records them (academy-api/audit) and the admin screen names and filters them.
 */
export const AUDIT_ACTIONS = [
  'account.roles_changed',
  'account.data_exported',
  'account.erased',
  // People in bulk (issue 43, item 2): accounts invited or imported, and enrolments by the batch.
  'account.created',
  'account.updated',
  'invitation.sent',
  'invitation.withdrawn',
  'account_import.confirmed',
  'enrollment.bulk_enrolled',
  'enrollment.bulk_unenrolled',
  'erasure_request.declined',
  'acting_as.started',
  'acting_as.stopped',
  'acting_as.write',
  'feature_flag.changed',
  'portal.settings_changed',
  'portal.language_changed',
  'integration.changed',
  'api_token.created',
  'api_token.revoked',
  'webhook.created',
  'webhook.changed',
  'webhook.deleted',
  'webhook.secret_rolled',
  // Scheduled reports (issue 43, item 5).
  'report_schedule.created',
  'report_schedule.changed',
  'report_schedule.deleted',
  'grade.changed',
  'order.status_changed',
  // A refund through Mollie or Stripe, whole or partial (issue 40, item 4).
  'order.refunded_through_provider',
  'invoice_settings.changed',
  'billing_subscription.canceled',
  // Learning paths and course prerequisites (issue 43, item 6).
  'learning_path.created',
  'learning_path.changed',
  'learning_path.deleted',
  'course.prerequisites_changed',
  // SCIM provisioning (issue 39): the tokens and group mappings an admin makes, and every
  // request of an identity provider (who: the token's name), refusals with their reason.
  'scim.token_created',
  'scim.token_revoked',
  'scim.group_mapped',
  'scim.user_created',
  'scim.user_updated',
  'scim.user_deactivated',
  'scim.user_reactivated',
  'scim.user_deleted',
  'scim.group_created',
  'scim.group_updated',
  'scim.group_deleted',
  'scim.request_refused',
  // LTI 1.3, the portal as a tool (issue 38 item 2): platforms, launches, refusals, scores.
  'lti.platform_registered',
  'lti.platform_changed',
  'lti.platform_removed',
  'lti.launched',
  'lti.launch_refused',
  'lti.deep_linked',
  'lti.score_posted',
  'lti.score_failed',
  // Single sign-on (issue 39): the providers, and every sign-in through one (refusals with why).
  'identity_provider.created',
  'identity_provider.changed',
  'identity_provider.deleted',
  'sso.signed_in',
  'sso.provisioned',
  'sso.linked',
  'sso.refused',
  'sso.logout_requested',
  'sso.logged_out',
  'sso.logout_refused',
  // LTI 1.3, the portal as a platform (issue 38): its tools, each launch, score and refusal.
  'lti.tool_created',
  'lti.tool_changed',
  'lti.tool_deleted',
  'lti.tool_registered',
  'lti.refused',
  'lti.tool_launched',
  'lti.content_selected',
  'lti.score_received',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The categories of the log's filter: what an action's name says before its dot (`scim`, and
 * the sign-in providers' `sso`), one per kind of thing changed.
 */
export const AUDIT_CATEGORIES = [...new Set(AUDIT_ACTIONS.map((action) => categoryOf(action)))];

export function categoryOf(action: string): string {
  return action.split('.')[0] ?? action;
}

export const isAuditAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);

/** Attribute names whose values never enter the log (a secret shows as "[secret]"). */
const SECRET_NAMES = /secret|password|token|api_key|apikey|private/i;

/**
 * What the log keeps of a record's state: every field but secrets, which show only whether they
 * changed (`[secret]`), so the log can be read by every admin and exported.
 */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
        key,
        SECRET_NAMES.test(key) && inner !== null && inner !== undefined && inner !== ''
          ? '[secret]'
          : redactSecrets(inner),
      ]),
    );
  }
  return value;
}

/** The fields of `before` and `after` that differ (both sides), so an entry shows the change only. */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  if (!before || !after) return { before, after };
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of keys) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    if (key in before) b[key] = before[key];
    if (key in after) a[key] = after[key];
  }
  return { before: b, after: a };
}
