'use client';

import { useTranslations } from 'next-intl';
import { Avatar } from '@/components/shell/avatar';
import { useMe } from '@/components/shell/use-me';
import { Link } from '@/components/ui/link';
import { currentAccountLink } from '@/lib/access/account-paths';
import { safePortalPath } from '@/shared/navigation/safe-path';
import { useAdminPins } from './use-admin-pins';

/** The signed-in admin's pinned accounts above the list, each a link to its account page. */
export function PinnedAccounts() {
  const t = useTranslations('accounts');
  const { pins, loading } = useAdminPins();
  const me = useMe();
  const features = me.authenticated ? me.features : [];
  // The preference is free JSON: only same-origin paths become links (`/\host` is another host).
  const shown = pins.flatMap((pin) => {
    const uri = safePortalPath(pin.uri);
    return uri ? [{ ...pin, uri }] : [];
  });

  return (
    <section className="pinned-accounts" aria-labelledby="pinned-accounts-title">
      <h2 id="pinned-accounts-title">{t('pins.title')}</h2>
      {loading ? (
        <p className="muted">{t('pins.loading')}</p>
      ) : shown.length === 0 ? (
        <p className="muted">{t('pins.empty')}</p>
      ) : (
        <ul className="pinned-accounts-list">
          {shown.map((pin) => (
            <li key={pin.uri}>
              <Link href={currentAccountLink(features, pin.uri)} className="pinned-account">
                <Avatar name={pin.title} url={pin.image} size={24} />
                <span>{pin.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
