import { emailDomainOf } from './providers';

/** The BFF address a sign-in button of /auth leads to (issue 39), keeping where the visitor was going. */
export function ssoStartPath(
  providerId: string,
  returnTo: string | null,
  kind: 'oidc' | 'saml' = 'oidc',
): string {
  const id = encodeURIComponent(providerId);
  const base = kind === 'saml' ? `/api/auth/sso/saml/${id}/start` : `/api/auth/sso/${id}/start`;
  return returnTo ? `${base}?${new URLSearchParams({ returnTo })}` : base;
}

/** The provider a typed e-mail address's domain goes to, if the portal routes that domain. */
export function providerForEmail<P extends { emailDomains: readonly string[] }>(
  email: string,
  providers: readonly P[],
): P | null {
  const domain = emailDomainOf(email);
  return domain
    ? (providers.find((provider) => provider.emailDomains.includes(domain)) ?? null)
    : null;
}
