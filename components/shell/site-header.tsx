'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { AccountMenu } from './account-menu';
import { PortalLogo } from './portal-logo';
import { useMe } from './use-me';

/** Spec §2 header: logo to /; "Log in" for guests; otherwise menu, notifications, account menu. */
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
          <>
            <Link
              href="/notifications"
              className="icon-button"
              aria-label={t('shell.notifications')}
            >
              <BellIcon />
            </Link>
            <AccountMenu />
          </>
        ) : (
          <Link href="/auth" className="button">
            {t('common.logIn')}
          </Link>
        )}
      </div>
    </header>
  );
}

function BellIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.7 21a2 2 0 0 1-3.4 0" />
    </svg>
  );
}
