'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { LanguageMenu } from '@/components/i18n/language-menu';
import { Link } from '@/components/ui/link';
import { PortalLogo } from './portal-logo';
import { SignInLink } from './sign-in-link';
import { useMe } from './use-me';

// Rendered on the server for signed-in pages (no layout shift), never loaded by guest pages.
const SignedInActions = dynamic(() =>
  import('./signed-in-actions').then((module) => module.SignedInActions),
);

/**
 * Spec §2 header: logo to /; the language menu and "Log in" for guests; otherwise
 * menu, notifications, account menu.
 */
export function SiteHeader({
  menuOpen,
  onToggleMenu,
  toggleId,
}: {
  menuOpen: boolean;
  onToggleMenu: () => void;
  toggleId: string;
}) {
  const t = useTranslations();
  const { me, authenticated } = useMe();
  return (
    <header className="site-header">
      <div className="site-header-start">
        {authenticated && (
          <button
            id={toggleId}
            type="button"
            className="icon-button menu-toggle"
            aria-expanded={menuOpen}
            onClick={onToggleMenu}
            aria-label={t('shell.menu')}
          >
            <span className="menu-toggle-bars" aria-hidden="true" />
          </button>
        )}
        <Link
          href="/"
          className="site-header-logo"
          aria-label={t('common.portalLogo', { portal: me.portal.name })}
        >
          <PortalLogo portal={me.portal} />
        </Link>
      </div>
      <div className="site-header-actions">
        {authenticated ? (
          <SignedInActions />
        ) : (
          <>
            <LanguageMenu />
            <SignInLink />
          </>
        )}
      </div>
    </header>
  );
}
