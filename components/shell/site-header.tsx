'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { SupportPalette } from '@/components/support/support-palette';
import { canUseSupportPalette } from '@/lib/access/shell';
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
  const { me, authenticated, features } = useMe();
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
            {canUseSupportPalette(me.roles, features) && <SupportPalette />}
            <NotificationBell />
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
