import { z } from 'zod';
import { timestamp } from '../contract/fields';
import { defineResource } from '../contract/resource';
import { claimMappingSchema, PROVIDER_KINDS, SSO_REFUSALS } from './providers';

/**
 * The single sign-on domain's JSON:API resource contracts (issue 39, docs/sso.md): a portal's
 * identity providers as its admins manage them, the buttons /auth shows, and what a sign-in
 * through a provider comes back with.
 */

export const identityProviders = defineResource({
  type: 'identity_providers',
  description:
    'An OpenID Connect or SAML 2.0 identity provider the people of this portal sign in with. The client secret and the SP decryption key are write-only: only whether they are set is shown.',
  attributes: {
    kind: z.enum(PROVIDER_KINDS),
    name: z.string(),
    logo_url: z.string().nullable(),
    enabled: z.boolean(),
    settings: z.record(z.string(), z.unknown()),
    client_secret_set: z.boolean(),
    sp_private_key_set: z.boolean(),
    mapping: claimMappingSchema,
    email_domains: z.array(z.string()),
    passwords_off: z.boolean(),
    default_entity_id: z.uuid().nullable(),
    /** Where a provider sends people back (OIDC redirect URI, SAML ACS), for the IdP's admin. */
    callback_path: z.string(),
    /** SAML: our SP metadata, per portal and provider. */
    metadata_path: z.string().nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  },
});

/** A button on /auth: what a guest may know of a provider. */
export const signInProviders = defineResource({
  type: 'sign_in_providers',
  description:
    'An identity provider as the sign-in page offers it: its name, logo and the e-mail domains sent to it.',
  attributes: {
    kind: z.enum(PROVIDER_KINDS),
    name: z.string(),
    logo_url: z.string().nullable(),
    email_domains: z.array(z.string()),
    passwords_off: z.boolean(),
  },
});

/** Where to send the browser: the provider's authorization or end-session address. */
export const ssoRedirects = defineResource({
  type: 'sso_redirects',
  description: 'The address the browser goes to next in a single sign-on, and its state.',
  attributes: {
    url: z.string().nullable(),
    state: z.string().nullable(),
  },
});

/** How a provider's answer ended: signed in, a link to confirm, or refused (and why). */
export const ssoOutcomes = defineResource({
  type: 'sso_outcomes',
  description:
    'The end of a sign-in through a provider: a session token, a link to confirm with the password, or a refusal with its reason. Nothing is made on a refusal.',
  attributes: {
    outcome: z.enum(['signed_in', 'link_required', 'refused']),
    token: z.string().nullable(),
    expires_at: timestamp.nullable(),
    link_token: z.string().nullable(),
    email: z.string().nullable(),
    reason: z.enum(SSO_REFUSALS).nullable(),
    return_to: z.string().nullable(),
    provider_id: z.uuid().nullable(),
  },
});

/** How a SAML logout message at our SLO address ended (single logout), and where to go next. */
export const ssoLogouts = defineResource({
  type: 'sso_logouts',
  description:
    "The end of a SAML single logout message: the IdP's LogoutResponse accepted, or its LogoutRequest carried out (with the address of our signed LogoutResponse), or a refusal with its reason. A refusal ends nothing.",
  attributes: {
    outcome: z.enum(['logged_out', 'refused']),
    url: z.string().nullable(),
    reason: z.enum(SSO_REFUSALS).nullable(),
  },
});

/** An IdP's SAML metadata as read for the provider form (nothing is saved by reading it). */
export const idpMetadata = defineResource({
  type: 'idp_metadata',
  description:
    "What an identity provider's SAML metadata (from its address or pasted XML) says: entity id, single sign-on and single logout addresses, and every signing certificate (PEM). Reading it saves nothing.",
  attributes: {
    entity_id: z.string(),
    sso_url: z.string(),
    sso_binding: z.enum(['redirect', 'post']),
    slo_url: z.string().nullable(),
    certificates: z.array(z.string()),
  },
});
