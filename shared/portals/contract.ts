import { z } from 'zod';
import { FEATURE_FLAGS } from '../access/features';
import { id, optionalTimestamp, timestamp } from '../contract/fields';
import { defineResource } from '../contract/resource';
import { PORTAL_FEATURE_FLAGS } from './feature-flags';

/**
 * The portals domain's JSON:API resource contracts (shared/contract/resource.ts,
 * docs/adding-a-resource.md): portals (tenants) with their domains, languages and theme, their
 * feature flags and the flags' history, the integration settings and the chat identity.
 */

/** A portal's public settings (portals.information), as stored: keys set since are optional. */
export const portalInformation = z.strictObject({
  knowledge_base_url: z.string().nullable(),
  zendesk_chat_id: z.string().nullable(),
  /** The site analytics count this portal under (unset: the request's host name). */
  analytics_domain: z.string().nullable().optional(),
  /** The key id of the chat's identity secret (the secret itself is never sent). */
  chat_key_id: z.string().nullable().optional(),
  /** Hosts besides the file storage whose https images rich text may show. */
  image_hosts: z.array(z.string()).optional(),
});

/** A portal parameter (default_language, …): its type and free-form data. */
export const portalParameter = z.strictObject({
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
});

export const portals = defineResource({
  type: 'portals',
  description:
    'A portal (tenant): its key and name, public parameters and settings, logo; its domains, ' +
    'languages and theme as relationships, its feature flags in meta.',
  attributes: {
    key: z.string(),
    name: z.string(),
    /** Without the staff-only ones (mailing_list_settings). */
    parameters: z.array(portalParameter),
    information: portalInformation,
    assets: z.strictObject({ logo: z.string().nullable() }),
  },
  relationships: {
    portal_domains: { type: 'portal_domains', many: true },
    languages: { type: 'portal_languages', many: true },
    theme: { type: 'themes' },
  },
  meta: z.strictObject({ features: z.array(z.enum(FEATURE_FLAGS)) }),
});

export const portalDomains = defineResource({
  type: 'portal_domains',
  description: 'A host name the portal answers on, and the base URL its links use.',
  attributes: { domain: z.string(), base_url: z.string() },
});

export const portalLanguages = defineResource({
  type: 'portal_languages',
  description:
    'A language the portal offers: its locale, whether it is the primary one, and its ' +
    'translation overrides (a JSON object written as a string, passed through verbatim).',
  attributes: { locale: z.string(), is_primary: z.boolean(), overrides: z.string() },
});

export const themes = defineResource({
  type: 'themes',
  description:
    "A portal's theme: colours by name, styles, assets (a favicon and extra stylesheets), and " +
    'a version raised on every change.',
  attributes: {
    colors: z.record(z.string(), z.string()),
    styles: z.record(z.string(), z.unknown()),
    /** favicon and styles (stylesheet paths), free-form: lib/theme/assets.ts checks them. */
    assets: z.record(z.string(), z.unknown()),
    version: z.number().int(),
  },
});

export const featureFlags = defineResource({
  type: 'feature_flags',
  description: 'A feature flag of a portal (id: its key) and whether it is on.',
  attributes: { key: z.enum(PORTAL_FEATURE_FLAGS), enabled: z.boolean() },
});

export const featureFlagChanges = defineResource({
  type: 'feature_flag_changes',
  description: "A change of a portal's feature flag: which, from what to what, by whom, when.",
  attributes: {
    flag: z.enum(PORTAL_FEATURE_FLAGS),
    old_value: z.boolean(),
    new_value: z.boolean(),
    /** Null once the account is gone; the name stays. */
    changed_by: id.nullable(),
    changed_by_name: z.string(),
    changed_at: timestamp,
  },
});

const paymentSecret = z.strictObject({
  set: z.boolean(),
  mode: z.enum(['test', 'live']).nullable(),
  updated_at: optionalTimestamp,
});

export const integrations = defineResource({
  type: 'integrations',
  description:
    "A portal's integration settings (id: the portal's); the chat's identity secret only as " +
    'whether it is set, its last characters and when it was set.',
  attributes: {
    zendesk_chat_id: z.string().nullable(),
    knowledge_base_url: z.string().nullable(),
    analytics_domain: z.string().nullable(),
    chat_key_id: z.string().nullable(),
    image_hosts: z.array(z.string()),
    chat_secret: z.strictObject({
      set: z.boolean(),
      hint: z.string().nullable(),
      updated_at: optionalTimestamp,
    }),
    /** Payment provider keys (issue 40): whether set and their mode, never a character of them. */
    mollie_api_key: paymentSecret,
    stripe_secret_key: paymentSecret,
    stripe_webhook_secret: paymentSecret,
  },
});

export const chatIdentities = defineResource({
  type: 'chat_identities',
  description: "The signed-in account's identity token for the portal's chat (id: the account's).",
  attributes: { token: z.string(), expires_at: timestamp },
});
