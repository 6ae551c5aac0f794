import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LanguageMenu } from '@/components/i18n/language-menu';
import { Link } from '@/components/ui/link';
import type { MeResult } from '@/lib/resources/me';
import { GuestWidgets } from './guest-widgets';
import { PortalLogo } from './portal-logo';
import { ShellMeProvider } from './shell-me';
import { SignInLink } from './sign-in-link';

/**
 * The shell of spec §2 for guests, rendered on the server: the header with the logo,
 * the language menu and "Log in" (back to the page). Only those two and the
 * page's own forms hydrate; no query client, no navigation, none of the signed-in shell's code.
 */
export async function GuestShell({ result, children }: { result: MeResult; children: ReactNode }) {
  const t = await getTranslations('common');
  const portal = result.me.portal;
  return (
    <ShellMeProvider value={result}>
      <div className="app">
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <header className="site-header">
          <div className="site-header-start">
            <Link
              href="/"
              className="site-header-logo"
              aria-label={t('portalLogo', { portal: portal.name })}
            >
              <PortalLogo portal={portal} />
            </Link>
          </div>
          <div className="site-header-actions">
            <LanguageMenu />
            <SignInLink />
          </div>
        </header>
        <main id="main" className="main">
          {children}
        </main>
        <GuestWidgets />
      </div>
    </ShellMeProvider>
  );
}
