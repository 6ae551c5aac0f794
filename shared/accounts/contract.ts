import { z } from 'zod';
import { ALL_ROLES } from '../access/role-grants';
import { AGREEMENT_KINDS } from '../agreements/versions';
import { BUSINESS_MODELS } from '../commerce/products';
import { id, languageTag, optionalTimestamp, timestamp } from '../contract/fields';
import { defineResource } from '../contract/resource';
import { PROFILE_VISIBILITIES } from '../profiles/rules';
import {
  IMPORT_OUTCOMES,
  IMPORT_RESULTS,
  INVITATION_STATUSES,
  INVITE_OUTCOMES,
} from './people-limits';

/**
 * The accounts domain's JSON:API resource contracts (shared/contract/resource.ts,
 * docs/adding-a-resource.md): accounts and what hangs off them (entity, contract,
 * subscription, primary coach, profile), Me, an account's roles and their history, its
 * preferences, promotions and pending e-mail change, sign-in tokens, and the portal's
 * agreement versions with their acceptances.
 */

/**
 * Role names as stored on the account: an unknown one is kept, not dropped (the roles screen
 * orders the known ones by ALL_ROLES and lists the others after them, normaliseRoles). What an
 * admin may grant is always a known role.
 */
const storedRoles = z.array(z.string());
const knownRoles = z.array(z.enum(ALL_ROLES));

/** /v1/recent_accounts: when the viewer last opened the account (the resource's meta). */
export const recentAccountMeta = z.strictObject({ viewed_at: timestamp });

export const accounts = defineResource({
  type: 'accounts',
  description:
    'An account of the portal: its name, address and roles (the account list and page, Me); ' +
    "the staff's recently opened accounts carry only the name, address, avatar and last visit.",
  attributes: {
    full_name: z.string(),
    email: z.string(),
    avatar_url: z.string().nullable(),
    last_online: optionalTimestamp,
    // The account list, page and Me (not /v1/recent_accounts):
    locale: z.string().optional(),
    roles: storedRoles.optional(),
    created_at: timestamp.optional(),
    /** When the account's personal data was erased (issue 42); null while it is in use. */
    erased_at: optionalTimestamp.optional(),
    /**
     * When the portal's identity provider deactivated the account (issue 39, SCIM): it cannot
     * sign in; null while it is active.
     */
    deactivated_at: optionalTimestamp.optional(),
    /**
     * The account list (issue 43): invited and not accepted yet — no password, and an invitation
     * link neither used nor expired.
     */
    invited: z.boolean().optional(),
  },
  relationships: {
    entity: { type: 'entities' },
    subscription: { type: 'subscriptions' },
    primary_coach: { type: 'primary_coaches' },
    profile: { type: 'profiles' },
  },
  meta: recentAccountMeta,
});

export const entities = defineResource({
  type: 'entities',
  description: 'The organisation (entity) an account belongs to.',
  attributes: { name: z.string() },
});

export const contracts = defineResource({
  type: 'contracts',
  description: "An entity's contract: the business models its accounts learn under.",
  attributes: { business_models: z.array(z.enum(BUSINESS_MODELS)) },
});

export const subscriptions = defineResource({
  type: 'subscriptions',
  description: "An account's subscription: trial or paid, from when to when, active now or not.",
  attributes: {
    is_active: z.boolean(),
    kind: z.enum(['trial', 'paid']),
    starts_at: timestamp,
    ends_at: optionalTimestamp,
  },
});

export const primaryCoaches = defineResource({
  type: 'primary_coaches',
  description: "An account's primary coach as the coach card shows them: name and how to reach.",
  attributes: {
    full_name: z.string(),
    email_address: z.string(),
    phone_number: z.string().nullable(),
  },
});

export const profileLink = z.strictObject({ label: z.string(), url: z.string() });

export const profiles = defineResource({
  type: 'profiles',
  description:
    "An account's profile, addressed by the account's id. Included with an account or Me it " +
    'carries its own fields (headline and bio null when never written); /v1/profiles/{account} ' +
    'adds the name, avatar and coach mark, and the visibility only to the account itself.',
  attributes: {
    headline: z.string().nullable(),
    bio: z.string().nullable(),
    links: z.array(profileLink),
    // Included with accounts and Me, and /v1/profiles/{account} to the account itself:
    visibility: z.enum(PROFILE_VISIBILITIES).optional(),
    // /v1/profiles/{account} only:
    full_name: z.string().optional(),
    avatar_url: z.string().nullable().optional(),
    is_coach: z.boolean().optional(),
    updated_at: optionalTimestamp.optional(),
  },
});

export const me = defineResource({
  type: 'me',
  description:
    'Who is asking (id `guest` when nobody is signed in), on which portal, with everything the ' +
    'shell needs included.',
  attributes: {
    roles: storedRoles,
    available_business_models: z.array(z.enum(BUSINESS_MODELS)),
    /** A paid order gives the account some course now: catalog and my courses open. */
    order_course_access: z.boolean(),
  },
  relationships: {
    account: { type: 'accounts' },
    entity: { type: 'entities' },
    portal: { type: 'portals' },
    theme: { type: 'themes' },
    subscription: { type: 'subscriptions' },
    contract: { type: 'contracts' },
    primary_coach: { type: 'primary_coaches' },
    profile: { type: 'profiles' },
    banner: { type: 'banners' },
  },
});

export const actingSessions = defineResource({
  type: 'acting_sessions',
  description:
    'The session acting as another account (support’s “act as user”, issue 43): whom, who really asks, since when. Its id is the account acted as.',
  attributes: {
    account_id: z.uuid(),
    account_name: z.string(),
    actor_id: z.uuid(),
    actor_name: z.string(),
    since: timestamp,
  },
});

export const emailChanges = defineResource({
  type: 'email_changes',
  description: "The own account's new e-mail address, waiting for the link mailed to it.",
  attributes: { new_email: z.string(), expires_at: timestamp },
});

export const accountRoles = defineResource({
  type: 'account_roles',
  description:
    "An account's roles as the asking admin sees them (id: the account's): what it holds, " +
    'which roles the admin may give or take away, and whether they may change them at all.',
  attributes: {
    roles: storedRoles,
    grantable: knownRoles,
    /** False on the admin's own account: another admin changes it. */
    editable: z.boolean(),
  },
});

export const accountRoleChanges = defineResource({
  type: 'account_role_changes',
  description: "A change of an account's roles: before, after, by whom and when.",
  attributes: {
    old_roles: storedRoles,
    new_roles: storedRoles,
    /** Null once the admin's account is gone; the name stays. */
    changed_by: id.nullable(),
    changed_by_name: z.string(),
    changed_at: timestamp,
  },
});

export const tokens = defineResource({
  type: 'tokens',
  description: 'A bearer token: signing in or registering answers with it.',
  attributes: { token: z.string(), expires_at: timestamp },
});

export const preferences = defineResource({
  type: 'preferences',
  description: 'An account preference: a property and its free-form JSON payload.',
  attributes: {
    property: z.string(),
    /** Whatever JSON the app stored (null included). */
    payload: z.unknown(),
  },
});

export const subscriptionPromotions = defineResource({
  type: 'subscription_promotions',
  description: 'A subscription promotion of an account: its code and discount, until when.',
  attributes: {
    code: z.string(),
    description: z.string(),
    /** The description's language (null: unknown; WCAG 3.1.2). */
    language: languageTag,
    discount_percent: z.number().int(),
    expires_at: optionalTimestamp,
    redeemed_at: optionalTimestamp,
    is_redeemed: z.boolean(),
  },
});

export const agreementText = z.strictObject({
  locale: z.string(),
  title: z.string(),
  body_html: z.string(),
});

export const agreementVersions = defineResource({
  type: 'agreement_versions',
  description:
    "A version of the portal's terms or privacy statement. The settings screen reads every " +
    'text and the acceptance count; what a reader is to accept (pending, current) carries the ' +
    'one text in their language instead (texts empty); accepting answers with `accepted`.',
  attributes: {
    kind: z.enum(AGREEMENT_KINDS),
    /** major.minor, e.g. 2.1. */
    version: z.string(),
    major: z.number().int(),
    minor: z.number().int(),
    status: z.enum(['draft', 'published']),
    published_at: optionalTimestamp,
    created_at: timestamp,
    texts: z.array(agreementText),
    acceptances: z.number().int(),
    // /v1/agreements/pending and /v1/agreements/current: the reader's text (null: none yet).
    text: agreementText.nullable().optional(),
    // POST /v1/agreements/{id}/accept only:
    accepted: z.boolean().optional(),
  },
});

export const agreementAcceptances = defineResource({
  type: 'agreement_acceptances',
  description:
    "An account's acceptance of an agreement version (id: the account's): who, in which " +
    'language, when.',
  attributes: {
    account_id: id,
    full_name: z.string(),
    email: z.string(),
    locale: z.string(),
    accepted_at: timestamp,
  },
});

/* People in bulk (issue 43, item 2): invitations and imports. */

export const invitations = defineResource({
  type: 'invitations',
  description:
    'An invitation to an account of the portal that has no password yet (id: the account’s): ' +
    'to whom, since when, until when its link works, and whether it still does.',
  attributes: {
    email: z.string(),
    full_name: z.string(),
    entity_name: z.string(),
    roles: storedRoles,
    locale: z.string(),
    status: z.enum(INVITATION_STATUSES),
    /** When the newest link was mailed (null: never mailed, e.g. an imported account). */
    sent_at: optionalTimestamp,
    expires_at: optionalTimestamp,
    created_at: timestamp,
  },
});

/** A problem of an import row (or file), worded in the reader's language. */
export const importProblem = z.strictObject({
  row: z.number().int(),
  column: z.string(),
  code: z.string(),
  detail: z.string(),
});

const outcomeCounts = z.strictObject({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  error: z.number().int(),
});

export const accountImports = defineResource({
  type: 'account_imports',
  description:
    'A people import: a CSV file checked row by row (nothing written), kept for 24 hours ' +
    'until its importer confirms it, then what Confirm did, row by row.',
  attributes: {
    file_name: z.string(),
    status: z.enum(['previewed', 'confirmed']),
    /** The file's columns: a column it leaves out keeps what accounts have. */
    columns: z.array(z.string()),
    rows: z.number().int(),
    counts: outcomeCounts,
    /** After Confirm: rows per result. */
    results: z
      .strictObject({
        created: z.number().int(),
        updated: z.number().int(),
        unchanged: z.number().int(),
        skipped: z.number().int(),
        failed: z.number().int(),
      })
      .nullable(),
    /** Accounts the import made that were never sent an invitation (after Confirm). */
    uninvited: z.number().int(),
    created_at: timestamp,
    expires_at: timestamp,
    confirmed_at: optionalTimestamp,
  },
});

export const accountImportRows = defineResource({
  type: 'account_import_rows',
  description:
    "One row of a people import (id: the import's id and the row number): what the file says, " +
    'what the check found (outcome, changed fields, every problem by column) and what Confirm did.',
  attributes: {
    row: z.number().int(),
    email: z.string(),
    full_name: z.string().nullable(),
    entity: z.string().nullable(),
    roles: z.array(z.string()).nullable(),
    language: z.string().nullable(),
    outcome: z.enum(IMPORT_OUTCOMES),
    changes: z.array(z.string()),
    problems: z.array(importProblem),
    result: z.enum(IMPORT_RESULTS).nullable(),
    account_id: id.nullable(),
  },
});

/** What inviting (or inviting again) did per address: the meta of POST /v1/invitations. */
export const inviteResult = z.strictObject({
  email: z.string(),
  outcome: z.enum(INVITE_OUTCOMES),
  account_id: id.nullable(),
  /** Why an address was not invited, or that its mail could not be sent. */
  problem: z.strictObject({ code: z.string(), detail: z.string() }).nullable(),
});

export const inviteResults = z.strictObject({
  results: z.array(inviteResult),
  /** Accounts of the import still waiting for their first invitation (resend by import). */
  remaining: z.number().int().optional(),
});

/** The bulk screens' choices (GET /v1/people_choices meta). */
export const peopleChoices = z.strictObject({
  entities: z.array(z.strictObject({ id, name: z.string() })),
  roles: z.array(z.enum(ALL_ROLES)),
  languages: z.array(z.strictObject({ locale: z.string(), is_primary: z.boolean() })),
  courses: z.array(z.strictObject({ id, title: z.string(), status: z.string() })),
});
