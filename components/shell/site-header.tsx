import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { MeResult } from '@/lib/api/types';
import { AccountName } from './account-name';
import { PortalLogo } from './portal-logo';
import { SignOutButton } from './sign-out-button';

/** The header of spec §2 (the full shell with menus comes with the shell issue). */
export async function SiteHeader({ result }: { result: MeResult }) {
  const t = await getTranslations('common');
  const { me, authenticated } = result;
  return (
    <header className="site-header">
      <Link
        href="/"
        className="site-header-logo"
        aria-label={t('portalLogo', { portal: me.portal.name })}
      >
        <PortalLogo portal={me.portal} />
      </Link>
      <div className="site-header-actions">
        {authenticated ? (
          <>
            <AccountName />
            <SignOutButton />
          </>
        ) : (
          <Link href="/auth" className="button">
            {t('logIn')}
          </Link>
        )}
      </div>
    </header>
  );
}
