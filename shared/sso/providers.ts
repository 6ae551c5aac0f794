import { z } from 'zod';
import { STAFF_ROLES } from '../access/roles';

/**
 * Single sign-on per portal (issue 39): the identity providers' settings and how their claims
 * (OIDC) or attributes (SAML) become an account here. Pure: the API and the admin screen share it.
 */
export const PROVIDER_KINDS = ['oidc', 'saml'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

/**
 * The roles a provider may give. Never an academy role: those act on every portal, and one
 * portal's identity provider must not reach the others.
 */
export const MAPPABLE_ROLES = ['student', 'coach', 'entity_manager', ...STAFF_ROLES] as const;
export type MappableRole = (typeof MAPPABLE_ROLES)[number];

export const oidcSettingsSchema = z.object({
  issuer: z.url({ protocol: /^https?$/ }).max(2_000),
  client_id: z.string().trim().min(1).max(500),
  scopes: z
    .string()
    .trim()
    .max(500)
    .regex(/^[\x21\x23-\x5b\x5d-\x7e]+( [\x21\x23-\x5b\x5d-\x7e]+)*$/)
    .default('openid email profile'),
  /**
   * Providers that never send `email_verified` (Entra ID) but only hand out addresses of their
   * own directory: its absence then counts as verified. An explicit `false` is refused always.
   */
  trust_email: z.boolean().default(false),
});
export type OidcSettings = z.infer<typeof oidcSettingsSchema>;

export const samlSettingsSchema = z.object({
  idp_entity_id: z.string().trim().min(1).max(2_000),
  sso_url: z.url({ protocol: /^https?$/ }).max(2_000),
  slo_url: z
    .url({ protocol: /^https?$/ })
    .max(2_000)
    .nullish(),
  /** The IdP's signing certificate (PEM or base64 DER); the only one a signature may come from. */
  certificate: z.string().trim().min(100).max(20_000),
  allow_idp_initiated: z.boolean().default(false),
  want_assertions_signed: z.boolean().default(true),
  want_response_signed: z.boolean().default(false),
  /** Our certificate for encrypted assertions (PEM), published in the SP metadata; its key is sealed. */
  sp_certificate: z.string().trim().max(20_000).nullish(),
});
export type SamlSettings = z.infer<typeof samlSettingsSchema>;

export type ProviderSettings = OidcSettings | SamlSettings;

/** A claim or attribute name (`email`, `groups`, a SAML attribute URI). */
const claimName = z.string().trim().min(1).max(300);

export const claimMappingSchema = z.object({
  name: claimName.default('name'),
  email: claimName.default('email'),
  language: claimName.nullish(),
  entity: claimName.nullish(),
  roles: claimName.nullish(),
  /** A value of the roles claim (a group) and the role it gives here. */
  role_values: z
    .array(z.object({ value: z.string().trim().min(1).max(300), role: z.enum(MAPPABLE_ROLES) }))
    .max(50)
    .default([]),
  /** The roles every provisioned account gets. */
  default_roles: z.array(z.enum(MAPPABLE_ROLES)).max(MAPPABLE_ROLES.length).default(['student']),
});
export type ClaimMapping = z.infer<typeof claimMappingSchema>;

export const DEFAULT_MAPPING: ClaimMapping = claimMappingSchema.parse({});

/** An e-mail domain as written in the list (lower case, no @). */
export const emailDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/);

/** The domain of an e-mail address, lower case, or null. */
export function emailDomainOf(email: string): string | null {
  const at = email.trim().lastIndexOf('@');
  if (at < 1) return null;
  const domain = email
    .trim()
    .slice(at + 1)
    .toLowerCase();
  return domain.length > 0 ? domain : null;
}

/** A claim's value as text (the first of a list), or null. */
function textOf(value: unknown): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first.trim() || null;
  if (typeof first === 'number') return String(first);
  return null;
}

/** The values of a claim as a list of texts (a single value is a list of one). */
function textsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.filter((v): v is string => typeof v === 'string').map((v) => v.trim());
}

export type MappedPerson = {
  email: string | null;
  fullName: string | null;
  language: string | null;
  entityName: string | null;
  roles: MappableRole[];
};

/**
 * What a provider says of a person, through the portal's mapping: the default roles plus every
 * role a listed group gives (sorted, once each).
 */
export function mapClaims(claims: Record<string, unknown>, mapping: ClaimMapping): MappedPerson {
  const groups = mapping.roles ? new Set(textsOf(claims[mapping.roles])) : new Set<string>();
  const roles = new Set<MappableRole>(mapping.default_roles);
  for (const entry of mapping.role_values) if (groups.has(entry.value)) roles.add(entry.role);
  const language = mapping.language ? textOf(claims[mapping.language]) : null;
  return {
    email: textOf(claims[mapping.email])?.toLowerCase() ?? null,
    fullName: textOf(claims[mapping.name]),
    // `nl-NL` and `nl_NL` are Dutch here.
    language: language ? (language.split(/[-_]/)[0]?.toLowerCase() ?? null) : null,
    entityName: mapping.entity ? textOf(claims[mapping.entity]) : null,
    roles: [...roles].sort(),
  };
}

/**
 * Why a sign-in through a provider was refused: the code in the refusal page's address, the
 * audit entry's reason and the text key (`sso.refused.<code>`).
 */
export const SSO_REFUSALS = [
  'state_mismatch',
  'state_unknown',
  'replayed',
  'expired_request',
  'provider_error',
  'provider_unreachable',
  'token_invalid',
  'email_missing',
  'email_unverified',
  'email_taken',
  'wrong_portal',
  'account_blocked',
  'provider_off',
  'link_password',
] as const;
export type SsoRefusal = (typeof SSO_REFUSALS)[number];

export const isSsoRefusal = (value: unknown): value is SsoRefusal =>
  typeof value === 'string' && (SSO_REFUSALS as readonly string[]).includes(value);

/** Whether the provider vouches for the address: `email_verified: true`, or trusted and silent. */
export function emailVerified(claims: Record<string, unknown>, trustEmail: boolean): boolean {
  const claim = claims.email_verified;
  if (claim === true || claim === 'true') return true;
  return trustEmail && (claim === undefined || claim === null);
}
