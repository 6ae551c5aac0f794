/**
 * What personal data every table holds, and how a person's export and erasure treat it (issue 42,
 * item 4: data rights). Every table of the database is here or in NO_PERSONAL_DATA, and every
 * column that points at an account is one of its links; personal-data.test.ts fails when a new
 * table or column is neither, so a table cannot arrive without its answer to "what happens to
 * this when someone asks for their data, or to be forgotten".
 *
 * A link is how a row belongs to a person: a column holding their account id, or (`via`) the row
 * of another table it hangs from. Its treatment on erasure:
 * - `delete`: the row goes (it is the person's own: progress, notes, preferences…);
 * - `unlink`: the column becomes null, the row stays (someone else's record the person touched);
 * - `anonymise`: the named columns get the given SQL values, the row stays (kept for a reason);
 * - `revoke`: a certificate is revoked and kept, so a verification says it is no longer valid;
 * - `keep`: kept as it is, with the reason the law or the record's integrity gives.
 * `export: false` leaves a link out of the export (a secret, or a copy of what is exported
 * elsewhere); every other linked row is exported, without its `secrets` columns.
 */

export type Erasure =
  | { erase: 'delete' }
  | { erase: 'unlink' }
  | { erase: 'anonymise'; set: Record<string, string> }
  | { erase: 'revoke' }
  | { erase: 'keep'; why: string };

export type Link = Erasure & {
  /** The column holding the account's id, or the parent row this one hangs from. */
  column?: string;
  via?: { table: string; column: string; parentKey?: string };
  export?: boolean;
};

export type PersonalTable = {
  /** The export's file this table's rows go to (`<area>.json`). */
  area: string;
  links: Link[];
  /** Columns never exported (hashes of secrets, the secrets themselves). */
  secrets?: string[];
  /**
   * Columns holding personal data found another way than by a link (an e-mail address, a name
   * copied at the time), and what erasure does about them.
   */
  matched?: { columns: string[]; how: string };
};

const own = (column = 'account_id'): Link => ({ column, erase: 'delete' });
const touched = (column: string): Link => ({ column, erase: 'unlink', export: true });
const child = (table: string, column: string, parentKey = 'id'): Link => ({
  via: { table, column, parentKey },
  erase: 'delete',
});
const ERASED_NAME = `'Erased account'`; // erase.ts ERASED_NAME, as SQL

export const PERSONAL_DATA: Record<string, PersonalTable> = {
  accounts: {
    area: 'account',
    links: [
      {
        column: 'id',
        erase: 'anonymise',
        // The row stays (orders, certificates and other people's records refer to it), with
        // nothing left that names or reaches the person.
        set: {
          email: `'erased-' || id || '@erased.invalid'`,
          full_name: ERASED_NAME,
          phone_number: 'null',
          avatar_url: 'null',
          password_hash: `'erased'`,
          last_online: 'null',
          primary_coach_id: 'null',
        },
      },
      touched('primary_coach_id'),
    ],
    secrets: ['password_hash'],
  },
  account_links: { area: 'account', links: [own()], secrets: ['token_hash'] },
  // Who a person is at their portal's identity provider (issue 39): goes with the account.
  sso_identities: { area: 'account', links: [own()] },
  // A session's SAML NameID and SessionIndex (single logout): goes with the account.
  sso_sessions: { area: 'account', links: [own()] },
  // People imports (issue 43, item 2): kept 24 hours, then swept with their rows.
  account_imports: { area: 'administration', links: [touched('created_by')] },
  account_import_rows: {
    area: 'account',
    links: [own()],
    matched: {
      columns: ['email', 'full_name', 'entity'],
      how: 'a row that became the person’s account goes with it; every row is swept with its import after 24 hours',
    },
  },
  account_preferences: {
    area: 'account',
    links: [own()],
    matched: {
      columns: ['payload'],
      how: 'other people’s pinned and recent accounts lose the entry that names the person',
    },
  },
  account_roles: { area: 'account', links: [own()] },
  account_role_changes: {
    area: 'account',
    links: [
      {
        column: 'account_id',
        erase: 'keep',
        why: 'who held which roles when is the portal’s access record',
      },
      {
        column: 'changed_by',
        erase: 'anonymise',
        set: { changed_by: 'null', changed_by_name: ERASED_NAME },
      },
    ],
  },
  agreement_acceptances: {
    area: 'account',
    links: [
      {
        column: 'account_id',
        erase: 'keep',
        why: 'proof of the terms accepted, kept for as long as claims under them can be made',
      },
    ],
  },
  agreement_versions: {
    area: 'administration',
    links: [touched('published_by'), touched('created_by')],
  },
  announcement_dismissals: { area: 'communication', links: [own()] },
  announcements: { area: 'administration', links: [touched('created_by')] },
  api_tokens: {
    area: 'administration',
    links: [own()],
    secrets: ['token_hash', 'window_start', 'window_count'],
  },
  approval_settings: { area: 'administration', links: [touched('updated_by')] },
  audit_events: {
    area: 'administration',
    links: [
      {
        column: 'actor_id',
        erase: 'keep',
        why: 'the audit log is append-only by law and design (docs/audit-log.md): who changed what stays',
      },
    ],
    secrets: ['hash', 'prev_hash'],
    matched: {
      columns: ['actor_name', 'actor_address', 'target_label'],
      how: 'kept with the entry: the chain cannot change, and an entry names who did or underwent what',
    },
  },
  auth_throttles: {
    area: 'account',
    links: [],
    matched: {
      columns: ['key'],
      how: 'rows whose key names the e-mail address are deleted; they expire within the hour anyway',
    },
  },
  badge_credentials: {
    area: 'certificates',
    links: [
      {
        via: { table: 'certificates', column: 'certificate_id', parentKey: 'id' },
        erase: 'keep',
        why: 'its status-list place keeps the revoked certificate’s Open Badge showing as revoked; the salt alone identifies no one',
      },
    ],
  },
  badge_issuer_keys: {
    area: 'certificates',
    links: [touched('created_by')],
    secrets: ['secret_key_sealed'],
  },
  lti_keys: {
    area: 'administration',
    links: [touched('created_by')],
    secrets: ['private_jwk_sealed'],
  },
  lti_platforms: { area: 'administration', links: [touched('created_by')] },
  lti_user_links: { area: 'account', links: [own()] },
  lti_launches: { area: 'learning', links: [own()], secrets: ['handoff_hash'] },
  lti_scores: { area: 'learning', links: [child('lti_launches', 'launch_id')] },
  // LTI 1.3 as a platform (issue 38): the tools an admin registered, a learner's scores.
  lti_tools: { area: 'administration', links: [touched('created_by')] },
  lti_tool_scores: { area: 'learning', links: [own()] },
  calendar_feeds: { area: 'account', links: [own()], secrets: ['token_hash', 'token'] },
  certificates: {
    area: 'certificates',
    links: [{ column: 'account_id', erase: 'revoke' }, touched('revoked_by')],
  },
  cmi5_sessions: { area: 'learning', links: [child('package_attempts', 'attempt_id')] },
  coach_mandates: {
    area: 'coaching',
    links: [own('student_id'), own('coach_id'), touched('requested_by'), touched('decided_by')],
  },
  coach_notes: { area: 'coaching', links: [own('student_id'), own('coach_id')] },
  coach_participants: {
    area: 'coaching',
    links: [
      { column: 'coach_id', erase: 'delete', export: false },
      { column: 'student_id', erase: 'delete', export: false },
    ],
  },
  content_issues: {
    area: 'learning',
    links: [touched('reporter_id'), touched('handled_by')],
  },
  content_package_versions: { area: 'administration', links: [touched('uploaded_by')] },
  course_access_grants: { area: 'learning', links: [own()] },
  course_coaches: { area: 'coaching', links: [own()] },
  course_group_members: { area: 'learning', links: [own()] },
  course_ratings: { area: 'learning', links: [own()] },
  enrollments: { area: 'learning', links: [own()] },
  learning_path_enrollments: { area: 'learning', links: [own()] },
  entities: {
    area: 'account',
    links: [],
    matched: {
      columns: ['name'],
      how: 'an organisation made at self-registration is named after the person: when it is theirs alone, it is renamed',
    },
  },
  erasure_requests: {
    area: 'account',
    links: [
      {
        column: 'account_id',
        erase: 'anonymise',
        // The request stays, without the person's words: the record that it was answered in time.
        set: { note: `''` },
      },
      touched('handled_by'),
    ],
    matched: { columns: ['handled_by_name'], how: 'kept: the name of the admin who answered' },
  },
  feature_flag_changes: {
    area: 'administration',
    links: [
      {
        column: 'changed_by',
        erase: 'anonymise',
        set: { changed_by: 'null', changed_by_name: ERASED_NAME },
      },
    ],
  },
  feedback_notes: {
    area: 'feedback',
    links: [own()],
    matched: { columns: ['email'], how: 'deleted with the row' },
  },
  feedback_upvotes: {
    area: 'feedback',
    links: [own()],
    matched: { columns: ['email'], how: 'deleted with the row' },
  },
  files: {
    area: 'files',
    links: [
      {
        column: 'uploaded_by',
        // Unlinked, not deleted: a course cover or a logo an author uploaded is the course's and
        // the portal's. The person's own files go with what they belong to (a portfolio item, a
        // submission, the profile's avatar), and their bytes with them.
        erase: 'unlink',
        export: true,
      },
    ],
    secrets: ['storage_key'],
  },
  grade_changes: { area: 'coaching', links: [touched('changed_by')] },
  item_progress: { area: 'learning', links: [own()] },
  learner_activity: { area: 'learning', links: [own()] },
  login_tokens: {
    area: 'account',
    links: [
      { column: 'account_id', erase: 'delete', export: false },
      // Someone else's session acting as the person (issue 43) returns to its own account.
      { column: 'acting_as', erase: 'unlink', export: false },
    ],
    secrets: ['token_hash'],
  },
  lrs_credentials: {
    area: 'administration',
    links: [touched('created_by')],
    secrets: ['secret_hash'],
  },
  mailing_recipients: {
    area: 'communication',
    links: [own()],
    matched: { columns: ['email', 'full_name'], how: 'deleted with the row' },
  },
  mailing_subscribers: { area: 'communication', links: [own()] },
  mailings: { area: 'administration', links: [touched('created_by')] },
  notification_counters: {
    area: 'communication',
    links: [{ column: 'account_id', erase: 'delete', export: false }],
  },
  notifications: {
    area: 'communication',
    links: [own()],
    matched: {
      columns: ['message'],
      how: 'other people’s notifications that name the person say “Erased account” instead',
    },
  },
  order_automations: { area: 'administration', links: [touched('coach_id')] },
  order_events: {
    area: 'commerce',
    links: [
      {
        column: 'actor_id',
        erase: 'anonymise',
        set: { actor_id: 'null', actor_name: ERASED_NAME },
      },
    ],
  },
  order_seat_assignments: {
    area: 'commerce',
    links: [
      {
        column: 'account_id',
        erase: 'keep',
        why: 'a seat of a paid order is part of the invoice; the account it names is anonymised',
      },
      touched('assigned_by'),
      touched('freed_by'),
    ],
  },
  orders: {
    area: 'commerce',
    links: [
      {
        column: 'customer_account_id',
        erase: 'anonymise',
        // Orders and invoices are kept (bookkeeping law), without the person's name.
        set: {
          customer_name: `'Erased customer'`,
          billing_reference: `''`,
          billing_address: `''`,
          billing_vat_id: `''`,
        },
      },
      touched('created_by'),
    ],
  },
  // Issue 40: an issued invoice or credit note is a fiscal record, kept unchanged.
  invoices: {
    area: 'commerce',
    links: [
      {
        via: { table: 'orders', column: 'order_id' },
        erase: 'keep',
        why: 'an issued invoice is kept as issued for the tax authorities (7 years; GDPR art. 17(3)(b))',
      },
    ],
  },
  package_attempt_scos: { area: 'learning', links: [child('package_attempts', 'attempt_id')] },
  package_attempts: { area: 'learning', links: [own()], secrets: ['token_hash'] },
  portal_secrets: { area: 'administration', links: [touched('updated_by')], secrets: ['value'] },
  portfolio_items: { area: 'portfolio', links: [own()] },
  profiles: { area: 'account', links: [own()] },
  quiz_attempts: { area: 'quizzes', links: [own()] },
  recent_account_views: {
    area: 'administration',
    links: [
      { column: 'viewer_id', erase: 'delete', export: false },
      { column: 'account_id', erase: 'delete', export: false },
    ],
  },
  review_ticket_accounts: { area: 'coaching', links: [own()] },
  // Scheduled reports (issue 43, item 5): who made a schedule, and who receives it (a recipient
  // erased no longer receives it; the schedule stays for the others).
  report_schedules: { area: 'administration', links: [touched('created_by')] },
  report_schedule_recipients: { area: 'administration', links: [own()] },
  // SCIM provisioning (issue 39): the identity provider's record of the person goes with them; a
  // token names who made it; a group's membership is the person's own.
  scim_group_members: { area: 'account', links: [own()] },
  scim_tokens: {
    area: 'administration',
    links: [touched('created_by')],
    secrets: ['token_hash'],
  },
  scim_users: { area: 'account', links: [own()] },
  review_tickets: {
    area: 'coaching',
    links: [own(), touched('claimed_by'), touched('graded_by')],
  },
  submissions: { area: 'coaching', links: [own(), touched('submitted_by')] },
  subscription_promotions: { area: 'account', links: [own()] },
  subscriptions: { area: 'account', links: [own()] },
  // Issue 40, item 3: the provider's subscription of a buyer and its renewal payments (the
  // orders and invoices they made are kept as orders are).
  billing_subscriptions: { area: 'commerce', links: [own()] },
  billing_subscription_payments: {
    area: 'commerce',
    links: [child('billing_subscriptions', 'subscription_id')],
  },
  webhook_endpoints: {
    area: 'administration',
    links: [touched('created_by')],
    secrets: ['secret'],
  },
  webhook_events: {
    area: 'integrations',
    links: [],
    matched: {
      columns: ['data'],
      how: 'events whose data names the account (account_id, customer_account_id) are deleted with their deliveries',
    },
  },
  webhook_deliveries: {
    area: 'integrations',
    links: [
      { via: { table: 'webhook_events', column: 'event_id' }, erase: 'delete', export: false },
    ],
  },
  webhook_attempts: {
    area: 'integrations',
    links: [
      {
        via: { table: 'webhook_deliveries', column: 'delivery_id' },
        erase: 'delete',
        export: false,
      },
    ],
  },
  xapi_statements: {
    area: 'learning',
    links: [],
    matched: {
      columns: ['statement', 'actor_keys', 'related_agent_keys'],
      how: 'statements whose actor is the account’s agent are exported and deleted',
    },
  },
  xapi_documents: {
    area: 'learning',
    links: [],
    matched: {
      columns: ['agent_key'],
      how: 'documents of the account’s agent are exported and deleted',
    },
  },
};

/** The tables that hold nothing about a person, and why. */
export const NO_PERSONAL_DATA: Record<string, string> = {
  scim_groups: 'the groups an identity provider pushes, and the role or organisation each maps to',
  identity_providers: 'a portal’s sign-in providers (issue 39)',
  sso_assertion_ids: 'ids of SAML assertions seen, until they expire',
  sso_transactions: 'sign-ins under way through a provider, ten minutes at most',
  lti_resource_links: 'which LTI tool a course item launches',
  lti_line_items: 'the grade columns an LTI tool keeps in a course',
  lti_access_tokens: 'the hashes of LTI tools’ service tokens',
  lti_used_jtis: 'the ids of LTI tools’ used assertions',
  agreement_texts: 'the texts of the terms',
  assignments: 'what an assignment asks',
  catalogs: 'course catalogues',
  categories: 'catalogue categories',
  certification_courses: 'which courses a certification needs',
  certifications: 'certification definitions',
  content_package_files: 'the files of a content package',
  content_translations: 'translations of courses and announcements',
  contracts: 'an organisation’s business models',
  course_groups: 'group names within a course',
  lti_nonces: 'one-time login nonces of LTI platforms, of no account',
  course_items: 'course content',
  course_labels: 'labels of courses',
  course_modules: 'course structure',
  course_progress_stats: 'counts per course, of nobody in particular',
  course_weekly_stats: 'counts per course and week',
  courses: 'courses',
  feedback_projects: 'ideas to vote on',
  labels: 'label names',
  course_prerequisites: 'which courses a course needs first',
  learning_path_courses: 'the courses of a learning path',
  learning_paths: 'learning paths',
  order_automation_courses: 'which courses an automation grants',
  order_automation_runs: 'an automation’s steps for an order (the order is anonymised)',
  order_automation_steps: 'the steps of an automation run',
  order_counters: 'order numbering',
  invoice_counters: 'invoice numbering',
  invoice_settings: 'the seller’s details on a portal’s invoices',
  order_lines: 'the products of an order',
  order_status_counts: 'counts per status',
  portal_domains: 'a portal’s domains',
  portal_languages: 'a portal’s languages and translation overrides',
  portal_parameters: 'portal settings',
  portal_weekly_activity: 'counts per week',
  portals: 'portals',
  product_catalogs: 'which catalogues a product opens',
  product_courses: 'which courses a product opens',
  product_prices: 'prices',
  products: 'products',
  promotion_products: 'which products a promotion applies to',
  promotion_redemptions: 'a promotion used on an order (the order is anonymised)',
  promotions: 'discount codes',
  qualification_courses: 'which courses a qualification needs',
  qualifications: 'qualification definitions',
  questions: 'quiz questions',
  quizzes: 'quiz settings',
  sales_catalog_products: 'products of a sales catalogue',
  sales_catalogs: 'sales catalogues',
  server_secrets: 'the server’s own keys',
  themes: 'portal themes',
  xapi_activities: 'activity definitions',
  xapi_attachments: 'content-addressed attachments of statements (reached through the statements)',
};
