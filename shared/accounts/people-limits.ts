/**
 * People in bulk (issue 43, item 2): the numbers the API enforces and the screens name. The
 * import's limits are the benchmark's size (npm run bench:people-import).
 */
export const PEOPLE_LIMITS = {
  /** Rows of an import file (its header not counted). */
  maxImportRows: 10_000,
  /** Bytes of an import file: 10,000 rows of long names fit several times over. */
  maxImportBytes: 5 * 1024 * 1024,
  /** How long a checked file waits for Confirm, and its results stay readable. */
  importHours: 24,
  /** E-mail addresses (or accounts) one invitation request mails: sent while it waits. */
  maxInvitations: 500,
  /** How long an invitation's link may be used. */
  invitationDays: 14,
  /** Accounts (picked, or an entity's) and courses one bulk enrolment changes. */
  maxBulkAccounts: 5_000,
  maxBulkCourses: 20,
} as const;

/** What one row of an import does: checked (preview) and then done (confirm). */
export const IMPORT_OUTCOMES = ['create', 'update', 'unchanged', 'error'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

export const IMPORT_RESULTS = ['created', 'updated', 'unchanged', 'skipped', 'failed'] as const;
export type ImportResult = (typeof IMPORT_RESULTS)[number];

/** What a bulk enrolment did for one account in one course. */
export const BULK_ENROLLMENT_OUTCOMES = [
  'enrolled',
  'already_enrolled',
  'unenrolled',
  'not_enrolled',
  /** Un-enrolling leaves a completed enrolment: it is the learner's record. */
  'kept_completed',
] as const;
export type BulkEnrollmentOutcome = (typeof BULK_ENROLLMENT_OUTCOMES)[number];

/** An invitation as the list shows it (an accepted one is an account like any other). */
export const INVITATION_STATUSES = ['pending', 'expired', 'withdrawn'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** What inviting one address did. */
export const INVITE_OUTCOMES = ['invited', 'reinvited', 'has_account', 'error'] as const;
export type InviteOutcome = (typeof INVITE_OUTCOMES)[number];
