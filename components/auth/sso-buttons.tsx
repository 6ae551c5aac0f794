import type { SignInProvider } from '@/lib/server/sso';
import { ssoStartPath } from '@/shared/sso/paths';

/**
 * The portal's identity providers on /auth (issue 39): one button each, with its name and
 * (optional) logo. Plain links to the BFF, which sends the browser on to the provider: they work
 * before any script has run. Synchronous, its words given by the page: /auth's Suspense boundary
 * must not suspend, or a browser without scripts would never see the sign-in form.
 */
export function SsoButtons({
  providers,
  returnTo,
  t,
}: {
  providers: readonly SignInProvider[];
  returnTo: string | null;
  t: (key: 'providersHeading' | 'signInWith', values?: { provider: string }) => string;
}) {
  if (providers.length === 0) return null;
  return (
    <nav className="sso-providers" aria-labelledby="sso-providers-title">
      <h2 id="sso-providers-title">{t('providersHeading')}</h2>
      <ul>
        {providers.map((provider) => (
          <li key={provider.id}>
            {/* A full page load: the answer is a redirect to another site. */}
            <a
              className="button button-secondary sso-button"
              href={ssoStartPath(provider.id, returnTo, provider.kind)}
            >
              {provider.logoUrl ? (
                // biome-ignore lint/performance/noImgElement: a logo on another host, decorative.
                <img src={provider.logoUrl} alt="" width={20} height={20} />
              ) : null}
              {t('signInWith', { provider: provider.name })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
